import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { incubatorMembers, incubators, teamMembers } from "../../db/schema";
import type { StoredEvent } from "../../lib/realtime/event-log";

/**
 * How long one stream trusts the memberships it read. A membership change of the person publishes
 * "membership.changed" (or, for a team, `MEMBERSHIP_EVENT_TYPES`) to them, which drops the cache at
 * once; the expiry covers changes made behind the server's back (a manual fix in the database).
 */
export const AUDIENCE_CACHE_MS = 10_000;

/** Events to the person that change which incubators and teams they are in. */
export const MEMBERSHIP_EVENT_TYPES: ReadonlySet<string> = new Set([
  "membership.changed",
  "team.member_joined",
  "team.member_removed",
  // Accepting an application makes the applicant a member of the team.
  "application.changed",
]);

export interface AudienceCheck {
  /** Whether the person may receive the event, against their current memberships. */
  maySee(event: Pick<StoredEvent, "audienceKind" | "audienceId">): Promise<boolean>;
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
  let memberships: Promise<{ incubatorIds: ReadonlySet<string>; teamIds: ReadonlySet<string> }> | undefined;
  let readAt = 0;

  function currentMemberships() {
    if (!memberships || now() - readAt > cacheMs) {
      readAt = now();
      const reading = Promise.all([
        db
          .select({ incubatorId: incubatorMembers.incubatorId })
          .from(incubatorMembers)
          .where(and(eq(incubatorMembers.userId, userId), eq(incubatorMembers.status, "active"))),
        db.select({ teamId: teamMembers.teamId }).from(teamMembers).where(eq(teamMembers.userId, userId)),
        // An owner reads their incubator's channels and feed without being a member of it.
        db.select({ incubatorId: incubators.id }).from(incubators).where(eq(incubators.ownerId, userId)),
      ]).then(([incubatorRows, teamRows, ownedRows]) => ({
        incubatorIds: new Set([...incubatorRows, ...ownedRows].map((row) => row.incubatorId)),
        teamIds: new Set(teamRows.map((row) => row.teamId)),
      }));
      memberships = reading;
      // A failed read is not kept: the next event tries again.
      reading.catch(() => {
        if (memberships === reading) memberships = undefined;
      });
    }
    return memberships;
  }

  return {
    async maySee(event) {
      switch (event.audienceKind) {
        case "everyone":
          return true;
        case "person":
          return event.audienceId === userId;
        case "incubator":
          return event.audienceId !== null && (await currentMemberships()).incubatorIds.has(event.audienceId);
        case "team":
          return event.audienceId !== null && (await currentMemberships()).teamIds.has(event.audienceId);
      }
    },
    forget() {
      memberships = undefined;
    },
  };
}
