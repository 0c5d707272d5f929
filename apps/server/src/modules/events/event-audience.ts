import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { incubatorMembers, teamMembers } from "../../db/schema";
import type { StoredEvent } from "../../lib/realtime/event-log";

/**
 * How long one stream trusts the memberships it read. A membership change of the person publishes
 * "membership.changed" to them, which drops the cache at once; the expiry covers changes made behind
 * the server's back (a manual fix in the database).
 */
export const AUDIENCE_CACHE_MS = 10_000;

export interface AudienceCheck {
  /** Whether the person may receive the event, against their current memberships. */
  maySee(event: StoredEvent): Promise<boolean>;
  /** Drops the cached memberships: the next check reads them again. */
  forget(): void;
}

/** Who may receive an event, decided for every event of one person's stream. */
export function createAudienceCheck(
  db: Database,
  userId: string,
  options: { cacheMs?: number; now?: () => number } = {},
): AudienceCheck {
  const { cacheMs = AUDIENCE_CACHE_MS, now = Date.now } = options;
  let incubatorIds: Promise<ReadonlySet<string>> | undefined;
  let readAt = 0;
  let memberOfTeams: Promise<ReadonlySet<string>> | undefined;
  let teamsReadAt = 0;

  /** The teams the person is a member of, kept for `cacheMs` like the incubators. */
  function teamIds(): Promise<ReadonlySet<string>> {
    if (!memberOfTeams || now() - teamsReadAt > cacheMs) {
      teamsReadAt = now();
      memberOfTeams = db
        .select({ teamId: teamMembers.teamId })
        .from(teamMembers)
        .where(eq(teamMembers.userId, userId))
        .then((rows) => new Set(rows.map((row) => row.teamId)));
      memberOfTeams.catch(() => {
        memberOfTeams = undefined;
      });
    }
    return memberOfTeams;
  }

  function activeIncubatorIds(): Promise<ReadonlySet<string>> {
    if (!incubatorIds || now() - readAt > cacheMs) {
      readAt = now();
      incubatorIds = db
        .select({ incubatorId: incubatorMembers.incubatorId })
        .from(incubatorMembers)
        .where(and(eq(incubatorMembers.userId, userId), eq(incubatorMembers.status, "active")))
        .then((rows) => new Set(rows.map((row) => row.incubatorId)));
      // A failed read is not kept: the next event tries again.
      incubatorIds.catch(() => {
        incubatorIds = undefined;
      });
    }
    return incubatorIds;
  }

  return {
    async maySee(event) {
      switch (event.audienceKind) {
        case "everyone":
          return true;
        case "person":
          return event.audienceId === userId;
        case "incubator":
          return event.audienceId !== null && (await activeIncubatorIds()).has(event.audienceId);
        case "team":
          return event.audienceId !== null && (await teamIds()).has(event.audienceId);
      }
    },
    forget() {
      incubatorIds = undefined;
      memberOfTeams = undefined;
    },
  };
}
