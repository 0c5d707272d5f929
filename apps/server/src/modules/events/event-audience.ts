import { and, eq, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import {
  chatConversationParticipants,
  incubatorMembers,
  incubators,
  teamApplications,
  teamMembers,
  userRoles,
} from "../../db/schema";
import type { StoredEvent } from "../../lib/realtime/event-log";
import { trialRunsCondition } from "../access/team-access";

/**
 * How long the streams of one person trust the memberships they read before reading them again (in
 * the background, spread over half as long again). A membership change of the person publishes
 * "membership.changed" (or, for a team, `MEMBERSHIP_EVENT_TYPES`) to them, which drops the cache at
 * once; the expiry covers changes made behind the server's back (a manual fix in the database).
 */
export const AUDIENCE_CACHE_MS = 10_000;

/** Events to the person that change which incubators and teams they are in. */
export const MEMBERSHIP_EVENT_TYPES: ReadonlySet<string> = new Set([
  "membership.changed",
  "team.member_joined",
  "team.member_removed",
  // Accepting an application makes the applicant a member of the team; a trial's start and end let them
  // into its events and out again.
  "application.changed",
  // The person is in a new direct conversation, whose events are theirs from now on.
  "chat.conversation_started",
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
  /** Reads the memberships unless they are held, so that the first events are decided at once. */
  prepare(): Promise<void>;
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

type MembershipKind = "incubator" | "team" | "conversation" | "admin";
type Memberships = {
  incubatorIds: ReadonlySet<string>;
  teamIds: ReadonlySet<string>;
  conversationIds: ReadonlySet<string>;
  isAdmin: boolean;
};

/**
 * The incubators (active member or owner) and teams of a person, and whether they administer the
 * platform, as one statement prepared once.
 */
function buildMembershipsQuery(db: Database) {
  const userId = sql.placeholder("userId");
  return unionAll(
    db
      .select({ kind: sql<MembershipKind>`'incubator'`.as("kind"), id: incubatorMembers.incubatorId })
      .from(incubatorMembers)
      .where(and(eq(incubatorMembers.userId, userId), eq(incubatorMembers.status, "active"))),
    // The people inside an incubator are its active members and its owner (`isInsideIncubator` in
    // team-access.ts): they see every team of it, so its events about members-only teams are theirs.
    db
      .select({ kind: sql<MembershipKind>`'incubator'`.as("kind"), id: incubators.id })
      .from(incubators)
      .where(eq(incubators.ownerId, userId)),
    db
      .select({ kind: sql<MembershipKind>`'team'`.as("kind"), id: teamMembers.teamId })
      .from(teamMembers)
      .where(eq(teamMembers.userId, userId)),
    // The teams the person is on trial with (`isTeamParticipant`): a decision on the trial publishes
    // "application.changed" to them, which drops these at once, so a declined trial hears no more.
    db
      .select({ kind: sql<MembershipKind>`'team'`.as("kind"), id: teamApplications.teamId })
      .from(teamApplications)
      .where(
        and(
          eq(teamApplications.userId, userId),
          eq(teamApplications.status, "trial"),
          trialRunsCondition(teamApplications.trialEndsOn),
        ),
      ),
    db
      .select({
        kind: sql<MembershipKind>`'conversation'`.as("kind"),
        id: chatConversationParticipants.channelId,
      })
      .from(chatConversationParticipants)
      .where(eq(chatConversationParticipants.userId, userId)),
    // The admin role, for the "admins" audience: taken away, it stops reaching them at the next read.
    db
      .select({ kind: sql<MembershipKind>`'admin'`.as("kind"), id: sql<string>`null::uuid`.as("id") })
      .from(userRoles)
      .where(and(eq(userRoles.userId, userId), eq(userRoles.role, "admin"))),
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
    conversationIds: new Set(rows.filter((row) => row.kind === "conversation").map((row) => row.id)),
    isAdmin: rows.some((row) => row.kind === "admin"),
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
    /** The memberships decisions are made from, until forgotten. */
    let known: Memberships | undefined;
    /** When `known` is due to be read again: spread over half an expiry, so the people whose streams
     * opened together do not all read at the same moment. */
    let dueAt = 0;
    let reading: Promise<Memberships> | undefined;
    /** Counts forgets: a read started before one must not bring back what it replaced. */
    let generation = 0;

    function read(): Promise<Memberships> {
      if (reading) return reading;
      const startedIn = generation;
      const started = readMemberships(query, userId).then(
        (value) => {
          if (generation === startedIn) {
            known = value;
            dueAt = now() + cacheMs * (1 + Math.random() / 2);
          }
          if (reading === started) reading = undefined;
          return value;
        },
        (error: unknown) => {
          // A failed read is not kept: the next event tries again.
          if (reading === started) reading = undefined;
          throw error;
        },
      );
      reading = started;
      return started;
    }

    /**
     * The memberships held, if any. Past their expiry they still decide while a fresh read runs beside
     * them: the expiry only covers changes made behind the server's back, and a busy stream should not
     * wait for it. A change made through the platform drops them first (`forget`).
     */
    function held(): Memberships | undefined {
      if (known && now() >= dueAt && !reading) read().catch(() => {});
      return known;
    }

    function decide(event: Audienced, memberships: Memberships | undefined): boolean | undefined {
      switch (event.audienceKind) {
        case "everyone":
          return true;
        case "person":
          return event.audienceId === userId;
        case "incubator":
          return memberships && event.audienceId !== null && memberships.incubatorIds.has(event.audienceId);
        case "team":
          return memberships && event.audienceId !== null && memberships.teamIds.has(event.audienceId);
        case "conversation":
          return (
            memberships && event.audienceId !== null && memberships.conversationIds.has(event.audienceId)
          );
        case "admins":
          return memberships?.isAdmin;
      }
    }

    return {
      async maySee(event) {
        return decide(event, held()) ?? decide(event, await read()) ?? false;
      },
      maySeeNow: (event) => decide(event, held()),
      async prepare() {
        if (!known) await read().catch(() => {});
      },
      forget() {
        generation += 1;
        known = undefined;
        reading = undefined;
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
