import {
  MENTORING_MESSAGES,
  type MentoringSessionResponse,
  type MentoringSessionsResponse,
} from "@hatchery/shared";
import { and, asc, desc, eq, gt, lte, or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { mentoringSessions } from "../../db/schema";
import { violatedExclusionConstraint } from "../../lib/db-errors";
import { AppError } from "../../lib/errors";
import { decodeCursor, exactTimestamp, pageOf } from "../../lib/pagination";
import type { PolicyActor } from "../../lib/policy";
import { isFreeSlot } from "./free-slots";
import { type MentorBookingRules, readAvailabilityRules } from "./mentor-availability.service";
import { notifySessionStep } from "./mentoring-sessions.notifications";
import { assertCan } from "./mentoring-sessions.policy";
import {
  busyIntervalsOf,
  findPublishedMentor,
  findSessionFor,
  lockCalendars,
  premiumPlaceOf,
  publishSessionChange,
  sessionRecordsByIds,
  toMentoringSession,
} from "./mentoring-sessions.records";

/*
 * Booking a mentor and every step of a session after it (docs/decisions/051-mentoring.md, "Booking"):
 * requested → confirmed or declined; cancelled or moved by either side while it has not started.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

type SessionRow = typeof mentoringSessions.$inferSelect;

/** The answer when an exclusion constraint refused what the checks before it let through (a race). */
function answerForOverlap(error: unknown): unknown {
  const constraint = violatedExclusionConstraint(error);
  if (constraint === undefined) return error;
  return new AppError(
    "conflict",
    constraint === "mentoring_sessions_mentee_no_overlap"
      ? MENTORING_MESSAGES.menteeBusy
      : MENTORING_MESSAGES.slotTaken,
  );
}

async function inSessionTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    throw answerForOverlap(error);
  }
}

interface NewTime {
  mentorId: string;
  menteeId: string;
  rules: MentorBookingRules | null;
  startsAt: number;
  length: number;
  now: number;
  /** The session being moved, whose own time does not count against its new one. */
  movingSessionId?: string;
}

/** Checks a time as a booking needs it: free in the mentor's calendar and clear in the mentee's. */
async function assertTimeIsFree(tx: Database, time: NewTime): Promise<void> {
  const { rules } = time;
  if (!rules) throw new AppError("conflict", MENTORING_MESSAGES.slotTaken);
  if (!rules.sessionLengths.includes(time.length)) {
    throw new AppError("validation_failed", MENTORING_MESSAGES.lengthNotOffered, [
      { path: ["length"], message: MENTORING_MESSAGES.lengthNotOffered },
    ]);
  }
  const endsAt = time.startsAt + time.length * MINUTE_MS;
  const window = { from: new Date(time.startsAt - 8 * DAY_MS), to: new Date(endsAt + 8 * DAY_MS) };
  const busy = await busyIntervalsOf(tx, time.mentorId, window.from, window.to, time.movingSessionId);
  const engineInput = { rules, busy, now: time.now, length: time.length };
  if (!isFreeSlot(engineInput, time.startsAt)) {
    const freeButForTheLimit =
      rules.weeklyLimit !== null &&
      isFreeSlot({ ...engineInput, rules: { ...rules, weeklyLimit: null } }, time.startsAt);
    throw new AppError(
      "conflict",
      freeButForTheLimit ? MENTORING_MESSAGES.weeklyLimitReached : MENTORING_MESSAGES.slotTaken,
    );
  }
  const menteeBusy = await busyIntervalsOf(
    tx,
    time.menteeId,
    new Date(time.startsAt),
    new Date(endsAt),
    time.movingSessionId,
  );
  if (menteeBusy.length > 0) throw new AppError("conflict", MENTORING_MESSAGES.menteeBusy);
}

async function sessionResponse(
  db: Database,
  actor: PolicyActor,
  id: string,
  now: Date,
): Promise<MentoringSessionResponse> {
  return { session: toMentoringSession(await findSessionFor(db, actor, id), actor, now) };
}

/**
 * Books a published mentor's free slot with an agenda (stored as typed): requested, or confirmed at
 * once when the mentor accepts every request. Needs an active subscriber tier where the mentor mentors.
 */
export async function bookSession(
  db: Database,
  actor: PolicyActor,
  input: { slug: string; startsAt: string; length: number; agenda: string },
  now: Date,
): Promise<MentoringSessionResponse> {
  const mentor = await findPublishedMentor(db, input.slug);
  const menteeId = actor.kind === "user" ? actor.userId : "";
  const premium = actor.kind === "user" ? await premiumPlaceOf(db, menteeId, mentor.userId) : null;
  assertCan(actor, "book", {
    kind: "mentor",
    mentorId: mentor.userId,
    premium: premium ?? { ok: true, allowedBy: null, offerPlansOf: null },
  });
  const incubatorId = premium?.ok ? (premium.allowedBy?.id ?? null) : null;
  const startsAt = Date.parse(input.startsAt);
  const session = await inSessionTransaction(db, async (tx) => {
    await lockCalendars(tx, [mentor.userId, menteeId]);
    const rules = await readAvailabilityRules(tx, mentor.userId, mentor.timeZone);
    await assertTimeIsFree(tx, {
      mentorId: mentor.userId,
      menteeId,
      rules,
      startsAt,
      length: input.length,
      now: now.getTime(),
    });
    const confirmed = rules?.autoAccept === true;
    const [row] = await tx
      .insert(mentoringSessions)
      .values({
        mentorId: mentor.userId,
        menteeId,
        startsAt: new Date(startsAt),
        endsAt: new Date(startsAt + input.length * MINUTE_MS),
        status: confirmed ? "confirmed" : "requested",
        confirmedAt: confirmed ? now : null,
        agenda: input.agenda,
        incubatorId,
      })
      .returning();
    if (!row) throw new Error("the session insert returned no row");
    await publishSessionChange(tx, row, "requested", menteeId);
    if (confirmed) await publishSessionChange(tx, row, "confirmed", mentor.userId);
    await notifySessionStep(tx, row, "requested", menteeId);
    // Accepted at once: the mentee hears of the confirmation too, with the invitation for their calendar.
    if (confirmed) await notifySessionStep(tx, row, "confirmed", mentor.userId);
    return row;
  });
  return sessionResponse(db, actor, session.id, now);
}

/**
 * One step of a session: reads it for one of its two people, asks the policy, and writes the change
 * only if the session still stands as it was read (another step in between answers 409).
 */
async function stepSession(
  db: Database,
  actor: PolicyActor,
  id: string,
  action: "confirm" | "decline" | "cancel",
  change: (row: SessionRow, byUserId: string) => Partial<SessionRow>,
  now: Date,
): Promise<MentoringSessionResponse> {
  const record = await findSessionFor(db, actor, id);
  assertCan(actor, action, { kind: "session", ...record.session, now });
  const byUserId = actor.kind === "user" ? actor.userId : "";
  await inSessionTransaction(db, async (tx) => {
    const [row] = await tx
      .update(mentoringSessions)
      .set({
        ...change(record.session, byUserId),
        // A decline or cancellation is a later version of the calendar event: it must replace it.
        ...(action === "confirm" ? {} : { calendarSequence: sql`${mentoringSessions.calendarSequence} + 1` }),
        updatedAt: now,
      })
      .where(and(eq(mentoringSessions.id, id), eq(mentoringSessions.status, record.session.status)))
      .returning();
    if (!row) throw new AppError("conflict", MENTORING_MESSAGES.notLive);
    const step = action === "confirm" ? "confirmed" : action === "decline" ? "declined" : "cancelled";
    await publishSessionChange(tx, row, step, byUserId);
    await notifySessionStep(tx, row, step, byUserId);
  });
  return sessionResponse(db, actor, id, now);
}

export function confirmSession(db: Database, actor: PolicyActor, id: string, now: Date) {
  return stepSession(db, actor, id, "confirm", () => ({ status: "confirmed", confirmedAt: now }), now);
}

export function declineSession(db: Database, actor: PolicyActor, id: string, reason: string, now: Date) {
  return stepSession(db, actor, id, "decline", () => ({ status: "declined", declineReason: reason }), now);
}

/** Either side cancels; inside the late-cancel window too (the page warned them before they confirmed). */
export function cancelSession(
  db: Database,
  actor: PolicyActor,
  id: string,
  reason: string | undefined,
  now: Date,
) {
  return stepSession(
    db,
    actor,
    id,
    "cancel",
    (_row, byUserId) => ({
      status: "cancelled",
      cancelledAt: now,
      cancelledBy: byUserId,
      cancelReason: reason ?? null,
    }),
    now,
  );
}

/**
 * Either side moves a session to another free time, checked like a booking. Moved by the mentor it is
 * confirmed; moved by the mentee it waits for the mentor again, unless they accept every request.
 */
export async function rescheduleSession(
  db: Database,
  actor: PolicyActor,
  input: { id: string; startsAt: string; length: number },
  now: Date,
): Promise<MentoringSessionResponse> {
  const record = await findSessionFor(db, actor, input.id);
  const session = record.session;
  assertCan(actor, "reschedule", { kind: "session", ...session, now });
  const byUserId = actor.kind === "user" ? actor.userId : "";
  // A new time asked for by the mentee is booked again, so premium mentorship must still be theirs; the
  // mentor may move a session they agreed to whatever the mentee's tier is now.
  if (byUserId === session.menteeId) {
    const premium = await premiumPlaceOf(db, session.menteeId, session.mentorId);
    assertCan(actor, "book", { kind: "mentor", mentorId: session.mentorId, premium });
  }
  const startsAt = Date.parse(input.startsAt);
  const timeZone = record.mentorTimeZone;
  await inSessionTransaction(db, async (tx) => {
    await lockCalendars(tx, [session.mentorId, session.menteeId]);
    const rules = timeZone ? await readAvailabilityRules(tx, session.mentorId, timeZone) : null;
    await assertTimeIsFree(tx, {
      mentorId: session.mentorId,
      menteeId: session.menteeId,
      rules,
      startsAt,
      length: input.length,
      now: now.getTime(),
      movingSessionId: session.id,
    });
    const confirmed = byUserId === session.mentorId || rules?.autoAccept === true;
    const [row] = await tx
      .update(mentoringSessions)
      .set({
        startsAt: new Date(startsAt),
        endsAt: new Date(startsAt + input.length * MINUTE_MS),
        status: confirmed ? "confirmed" : "requested",
        confirmedAt: confirmed ? now : null,
        calendarSequence: sql`${mentoringSessions.calendarSequence} + 1`,
        updatedAt: now,
      })
      .where(and(eq(mentoringSessions.id, session.id), eq(mentoringSessions.status, session.status)))
      .returning();
    if (!row) throw new AppError("conflict", MENTORING_MESSAGES.notLive);
    await publishSessionChange(tx, row, "rescheduled", byUserId);
    await notifySessionStep(tx, row, "rescheduled", byUserId, {
      wasConfirmed: session.status === "confirmed",
    });
  });
  return sessionResponse(db, actor, session.id, now);
}

export async function getSession(db: Database, actor: PolicyActor, id: string, now: Date) {
  return sessionResponse(db, actor, id, now);
}

const cursorSchema = z.tuple([z.string(), z.string()]);

/**
 * The person's sessions as mentor and as mentee: upcoming ones (not yet ended) soonest first, past ones
 * latest first, a page at a time.
 */
export async function listMySessions(
  db: Database,
  actor: PolicyActor,
  query: { when: "upcoming" | "past"; cursor?: string | undefined; limit: number },
  now: Date,
): Promise<MentoringSessionsResponse> {
  if (actor.kind !== "user") throw new AppError("unauthenticated");
  const upcoming = query.when === "upcoming";
  const conditions: (SQL | undefined)[] = [
    or(eq(mentoringSessions.mentorId, actor.userId), eq(mentoringSessions.menteeId, actor.userId)),
    upcoming ? gt(mentoringSessions.endsAt, now) : lte(mentoringSessions.endsAt, now),
  ];
  if (query.cursor) {
    const [startsAt, id] = decodeCursor(query.cursor, cursorSchema);
    conditions.push(
      upcoming
        ? sql`(${mentoringSessions.startsAt}, ${mentoringSessions.id}) > (${startsAt}::timestamptz, ${id}::uuid)`
        : sql`(${mentoringSessions.startsAt}, ${mentoringSessions.id}) < (${startsAt}::timestamptz, ${id}::uuid)`,
    );
  }
  const order = upcoming
    ? [asc(mentoringSessions.startsAt), asc(mentoringSessions.id)]
    : [desc(mentoringSessions.startsAt), desc(mentoringSessions.id)];
  const rows = await db
    .select({ id: mentoringSessions.id, startsAt: exactTimestamp(mentoringSessions.startsAt) })
    .from(mentoringSessions)
    .where(and(...conditions))
    .orderBy(...order)
    .limit(query.limit + 1);
  const page = pageOf(rows, query.limit, (row) => [row.startsAt, row.id]);
  const records = await sessionRecordsByIds(
    db,
    page.items.map((row) => row.id),
  );
  return {
    items: records.map((record) => toMentoringSession(record, actor, now)),
    nextCursor: page.nextCursor,
  };
}
