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

type Audienced = Pick<StoredEvent, "audienceKind" | "audienceId">;

export interface AudienceCheck {
  /** Whether the person may receive the event, against their current memberships. */
  maySee(event: Audienced): Promise<boolean>;
  /**
   * The same answer at once when no read is needed (the memberships are cached, or the event is for
   * everyone or a person); undefined when `maySee` has to read them. A busy stream decides most events
   * without a promise.
   */
  maySeeNow(event: Audienced): boolean | undefined;
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
  type Memberships = { incubatorIds: ReadonlySet<string>; teamIds: ReadonlySet<string> };
  let memberships: Promise<Memberships> | undefined;
  /** What `memberships` resolved to, while it is the current read. */
  let known: Memberships | undefined;
  let readAt = 0;

  const fresh = () => now() - readAt <= cacheMs;

  function currentMemberships() {
    if (!memberships || !fresh()) {
      readAt = now();
      known = undefined;
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
      reading.then(
        (value) => {
          if (memberships === reading) known = value;
        },
        // A failed read is not kept: the next event tries again.
        () => {
          if (memberships === reading) memberships = undefined;
        },
      );
    }
    return memberships;
  }

  function decide(event: Audienced, held: Memberships | undefined): boolean | undefined {
    switch (event.audienceKind) {
      case "everyone":
        return true;
      case "person":
        return event.audienceId === userId;
      case "incubator":
        return held && event.audienceId !== null && held.incubatorIds.has(event.audienceId);
      case "team":
        return held && event.audienceId !== null && held.teamIds.has(event.audienceId);
    }
  }

  const cached = () => (known && fresh() ? known : undefined);

  return {
    async maySee(event) {
      return decide(event, cached()) ?? decide(event, await currentMemberships()) ?? false;
    },
    maySeeNow: (event) => decide(event, cached()),
    forget() {
      memberships = undefined;
      known = undefined;
    },
  };
}
