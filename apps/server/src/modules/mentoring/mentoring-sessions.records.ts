import {
  isLateCancellation,
  MENTORING_LATE_CANCEL_WINDOW_HOURS,
  MENTORING_MESSAGES,
  type MentoringSession,
  type MentoringSessionChange,
  type MentorKind,
} from "@hatchery/shared";
import { and, asc, eq, inArray, isNotNull, ne, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import {
  incubatorMembers,
  incubators,
  mentorIncubators,
  mentoringSessions,
  mentorProfiles,
  users,
} from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { PolicyActor } from "../../lib/policy";
import { publishEvent } from "../../lib/realtime/event-log";
import { isUuid } from "../../lib/uuid";
import { activeTier } from "../access/team-access";
import type { BusyInterval } from "./free-slots";
import { type IncubatorRef, type PremiumPlace, sessionPermissionsOn } from "./mentoring-sessions.policy";

/** The reads and writes the free-slot and session services share (docs/decisions/051-mentoring.md). */

export interface PublishedMentor {
  userId: string;
  slug: string;
  kind: MentorKind;
  name: string;
  timeZone: string;
}

/** A published mentor profile by its slug; anything else is not found. */
export async function findPublishedMentor(db: Database, slug: string): Promise<PublishedMentor> {
  const [mentor] = await db
    .select({
      userId: mentorProfiles.userId,
      slug: mentorProfiles.slug,
      kind: mentorProfiles.kind,
      name: users.name,
      timeZone: mentorProfiles.timeZone,
    })
    .from(mentorProfiles)
    .innerJoin(users, eq(users.id, mentorProfiles.userId))
    .where(and(eq(mentorProfiles.slug, slug), isNotNull(mentorProfiles.publishedAt)));
  if (!mentor) throw new AppError("not_found", MENTORING_MESSAGES.mentorNotFound);
  return mentor;
}

/**
 * Premium mentorship (SPEC §6): the incubators the mentor mentors in (every incubator the person
 * belongs to, for a mentor who lists none), the first where the person holds an active subscriber
 * tier, and otherwise the one whose plans to offer: one where they are a guest, else the mentor's first.
 * A failed lookup is kept as such, and allows nothing.
 */
export async function premiumPlaceOf(
  db: Database,
  personId: string,
  mentorId: string,
): Promise<PremiumPlace> {
  try {
    const listed = await db
      .select({ id: incubators.id, slug: incubators.slug, name: incubators.name })
      .from(mentorIncubators)
      .innerJoin(incubators, eq(incubators.id, mentorIncubators.incubatorId))
      .where(eq(mentorIncubators.mentorId, mentorId))
      .orderBy(asc(incubators.name));
    const memberships = await db
      .select({
        id: incubators.id,
        slug: incubators.slug,
        name: incubators.name,
        tier: incubatorMembers.membershipTier,
        status: incubatorMembers.status,
      })
      .from(incubatorMembers)
      .innerJoin(incubators, eq(incubators.id, incubatorMembers.incubatorId))
      .where(eq(incubatorMembers.userId, personId))
      .orderBy(asc(incubators.name));
    const listedIds = new Set(listed.map((incubator) => incubator.id));
    const counted = memberships.filter((membership) => listed.length === 0 || listedIds.has(membership.id));
    const ref = ({ id, slug, name }: IncubatorRef): IncubatorRef => ({ id, slug, name });
    const subscribed = counted.find(
      (membership) => activeTier(membership.tier, membership.status) === "subscriber",
    );
    const guest = counted.find((membership) => activeTier(membership.tier, membership.status) === "guest");
    const offer = guest ?? listed[0] ?? null;
    return {
      ok: true,
      allowedBy: subscribed ? ref(subscribed) : null,
      offerPlansOf: subscribed || !offer ? null : ref(offer),
    };
  } catch (error) {
    return { ok: false, error };
  }
}

const LIVE = sql`${mentoringSessions.status} in ('requested', 'confirmed')`;

/**
 * A person's live sessions, as mentor or as mentee, that meet [from, to): what their calendar holds.
 * The ones they give as mentor count toward their weekly limit.
 */
export async function busyIntervalsOf(
  db: Database,
  personId: string,
  from: Date,
  to: Date,
  exceptSessionId?: string,
): Promise<BusyInterval[]> {
  const rows = await db
    .select({
      mentorId: mentoringSessions.mentorId,
      startsAt: mentoringSessions.startsAt,
      endsAt: mentoringSessions.endsAt,
    })
    .from(mentoringSessions)
    .where(
      and(
        or(eq(mentoringSessions.mentorId, personId), eq(mentoringSessions.menteeId, personId)),
        LIVE,
        sql`tstzrange(${mentoringSessions.startsAt}, ${mentoringSessions.endsAt}) && tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz)`,
        exceptSessionId ? ne(mentoringSessions.id, exceptSessionId) : undefined,
      ),
    );
  return rows.map((row) => ({
    startsAt: row.startsAt.getTime(),
    endsAt: row.endsAt.getTime(),
    countsTowardLimit: row.mentorId === personId,
  }));
}

/**
 * Holds both people's calendars until the transaction ends, always in the same order so two bookings
 * cannot wait on each other: the weekly limit and the overlaps across the two roles are read and
 * written by one booking at a time. The exclusion constraints stand behind it.
 */
export async function lockCalendars(tx: Database, personIds: readonly string[]): Promise<void> {
  for (const id of [...new Set(personIds)].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`mentoring-calendar:${id}`}, 0))`);
  }
}

const mentees = alias(users, "mentee");

export type SessionRecord = Awaited<ReturnType<typeof sessionRecordsWhere>>[number];

export function sessionRecordsWhere(db: Database, where: SQL) {
  return db
    .select({
      session: mentoringSessions,
      mentorName: users.name,
      mentorSlug: mentorProfiles.slug,
      mentorKind: mentorProfiles.kind,
      mentorTimeZone: mentorProfiles.timeZone,
      menteeName: mentees.name,
      incubator: { id: incubators.id, slug: incubators.slug, name: incubators.name },
    })
    .from(mentoringSessions)
    .innerJoin(users, eq(users.id, mentoringSessions.mentorId))
    .innerJoin(mentees, eq(mentees.id, mentoringSessions.menteeId))
    .leftJoin(mentorProfiles, eq(mentorProfiles.userId, mentoringSessions.mentorId))
    .leftJoin(incubators, eq(incubators.id, mentoringSessions.incubatorId))
    .where(where);
}

/** The session for one of its two people; anyone else is told it does not exist. */
export async function findSessionFor(db: Database, actor: PolicyActor, id: string): Promise<SessionRecord> {
  if (actor.kind !== "user") throw new AppError("unauthenticated");
  const [record] = isUuid(id) ? await sessionRecordsWhere(db, eq(mentoringSessions.id, id)) : [];
  if (!record || (record.session.mentorId !== actor.userId && record.session.menteeId !== actor.userId)) {
    throw new AppError("not_found", MENTORING_MESSAGES.sessionNotFound);
  }
  return record;
}

export function toMentoringSession(record: SessionRecord, actor: PolicyActor, now: Date): MentoringSession {
  const { session } = record;
  const viewerRole = actor.kind === "user" && actor.userId === session.mentorId ? "mentor" : "mentee";
  const cancelledBy =
    session.cancelledBy === null ? null : session.cancelledBy === session.mentorId ? "mentor" : "mentee";
  return {
    id: session.id,
    mentor: {
      id: session.mentorId,
      name: record.mentorName,
      slug: record.mentorSlug,
      kind: record.mentorKind,
    },
    mentee: { id: session.menteeId, name: record.menteeName },
    startsAt: session.startsAt.toISOString(),
    endsAt: session.endsAt.toISOString(),
    status: session.status,
    agenda: session.agenda,
    declineReason: session.declineReason,
    cancelReason: session.cancelReason,
    cancelledBy,
    noShowOf:
      session.status !== "no_show" ? null : session.markedBy === session.menteeId ? "mentor" : "mentee",
    incubator: record.incubator?.id ? record.incubator : null,
    createdAt: session.createdAt.toISOString(),
    updatedAt: session.updatedAt.toISOString(),
    viewerRole,
    permissions: sessionPermissionsOn(actor, { ...session, now }),
    lateCancel: isLateCancellation(session.startsAt, now),
    lateCancelWindowHours: MENTORING_LATE_CANCEL_WINDOW_HOURS,
  };
}

/**
 * Tells both people of a session what changed, in the change's transaction: their open pages refresh,
 * and the notifications, calendar invitations and reminders of the next slice read these events.
 */
export async function publishSessionChange(
  tx: Database,
  session: typeof mentoringSessions.$inferSelect,
  change: MentoringSessionChange,
  byUserId: string | null,
): Promise<void> {
  const payload = {
    sessionId: session.id,
    mentorId: session.mentorId,
    menteeId: session.menteeId,
    change,
    status: session.status,
    startsAt: session.startsAt.toISOString(),
    endsAt: session.endsAt.toISOString(),
    byUserId,
  };
  for (const userId of [session.mentorId, session.menteeId]) {
    await publishEvent(tx, {
      type: "mentoring.session_changed",
      audience: { kind: "person", id: userId },
      payload,
    });
  }
}

/** Sessions of several ids in one query, in the given order (a page of the list). */
export async function sessionRecordsByIds(db: Database, ids: readonly string[]): Promise<SessionRecord[]> {
  if (ids.length === 0) return [];
  const records = await sessionRecordsWhere(db, inArray(mentoringSessions.id, [...ids]));
  const byId = new Map(records.map((record) => [record.session.id, record]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
