import { and, eq, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { incubatorMembers, incubators, teamMembers } from "../../db/schema";
import type { StoredEvent } from "../../lib/realtime/event-log";

/**
 * How long the streams of one person trust the memberships they read. A membership change of the person publishes
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
  /** Drops the cached memberships: the next check of any of the person's streams reads them again. */
  forget(): void;
}

/**
 * The audience checks of one instance's streams. A person's streams (a tab each, up to five) share
 * one read of their memberships, and each check is one prepared statement: the memberships expire for
 * every stream of the instance, and the reads they cost would otherwise grow with the streams.
 */
export interface AudienceChecks {
  /** The check of one stream of `userId`; `release` it when the stream ends. */
  open(userId: string): AudienceCheck & { release(): void };
}

type Memberships = { incubatorIds: ReadonlySet<string>; teamIds: ReadonlySet<string> };

/** The incubators (active member or owner) and teams of a person, as one statement prepared once. */
function buildMembershipsQuery(db: Database) {
  const userId = sql.placeholder("userId");
  return unionAll(
    db
      .select({ kind: sql<"incubator" | "team">`'incubator'`.as("kind"), id: incubatorMembers.incubatorId })
      .from(incubatorMembers)
      .where(and(eq(incubatorMembers.userId, userId), eq(incubatorMembers.status, "active"))),
    // An owner reads their incubator's channels and feed without being a member of it.
    db
      .select({ kind: sql<"incubator" | "team">`'incubator'`.as("kind"), id: incubators.id })
      .from(incubators)
      .where(eq(incubators.ownerId, userId)),
    db
      .select({ kind: sql<"incubator" | "team">`'team'`.as("kind"), id: teamMembers.teamId })
      .from(teamMembers)
      .where(eq(teamMembers.userId, userId)),
  ).prepare("realtime_audience_memberships");
}

async function readMemberships(
  query: ReturnType<typeof buildMembershipsQuery>,
  userId: string,
): Promise<Memberships> {
  const rows = await query.execute({ userId });
  return {
    incubatorIds: new Set(rows.filter((row) => row.kind === "incubator").map((row) => row.id)),
    teamIds: new Set(rows.filter((row) => row.kind === "team").map((row) => row.id)),
  };
}

export function createAudienceChecks(
  db: Database,
  options: { cacheMs?: number; now?: () => number } = {},
): AudienceChecks {
  const { cacheMs = AUDIENCE_CACHE_MS, now = Date.now } = options;
  const query = buildMembershipsQuery(db);
  const people = new Map<string, { check: AudienceCheck; streams: number }>();

  function checkOf(userId: string): AudienceCheck {
    let memberships: Promise<Memberships> | undefined;
    /** What `memberships` resolved to, while it is the current read. */
    let known: Memberships | undefined;
    let readAt = 0;

    const fresh = () => now() - readAt <= cacheMs;

    function currentMemberships() {
      if (!memberships || !fresh()) {
        readAt = now();
        known = undefined;
        const reading = readMemberships(query, userId);
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

  return {
    open(userId) {
      const person = people.get(userId) ?? { check: checkOf(userId), streams: 0 };
      person.streams += 1;
      people.set(userId, person);
      let released = false;
      return {
        ...person.check,
        release() {
          if (released) return;
          released = true;
          person.streams -= 1;
          if (person.streams === 0 && people.get(userId) === person) people.delete(userId);
        },
      };
    },
  };
}
