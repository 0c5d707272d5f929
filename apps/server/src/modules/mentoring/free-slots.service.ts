import {
  type FreeSlotsResponse,
  MENTORING_FREE_SLOTS_RANGE_DAYS_MAX,
  MENTORING_MESSAGES,
} from "@hatchery/shared";
import { and, inArray, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { mentorAvailability, mentoringSessions, mentorWeeklyHours } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { PolicyActor } from "../../lib/policy";
import {
  type BusyInterval,
  type FreeSlot,
  freeSlots,
  type MentorSchedule,
  nextFreeSlots,
} from "./free-slots";
import { readAvailabilityRules } from "./mentor-availability.service";
import { can } from "./mentoring-sessions.policy";
import { busyIntervalsOf, findPublishedMentor, premiumPlaceOf } from "./mentoring-sessions.records";

const DAY_MS = 24 * 60 * 60_000;

/**
 * A published mentor's free times in [from, to), as UTC instants the page writes in the reader's zone,
 * and whether the reader may book them (or which incubator's plans to offer them). Anyone may look.
 */
export async function readFreeSlots(
  db: Database,
  actor: PolicyActor,
  slug: string,
  query: { from: string; to: string; length?: number | undefined },
  now: Date,
): Promise<FreeSlotsResponse> {
  const mentor = await findPublishedMentor(db, slug);
  const rules = await readAvailabilityRules(db, mentor.userId, mentor.timeZone);
  const lengths = rules?.sessionLengths ?? [];
  const length = query.length ?? Math.min(...lengths, Number.POSITIVE_INFINITY);
  if (query.length !== undefined && rules && !lengths.includes(query.length)) {
    throw new AppError("validation_failed", MENTORING_MESSAGES.lengthNotOffered, [
      { path: ["length"], message: MENTORING_MESSAGES.lengthNotOffered },
    ]);
  }
  const from = Date.parse(query.from);
  const to = Date.parse(query.to);
  const busy = rules
    ? await busyIntervalsOf(db, mentor.userId, new Date(from - 8 * DAY_MS), new Date(to + 8 * DAY_MS))
    : [];
  const slots = rules ? freeSlots({ rules, busy, from, to, now: now.getTime(), length }) : [];

  const isMentor = actor.kind === "user" && actor.userId === mentor.userId;
  const premium =
    actor.kind === "user" && !isMentor ? await premiumPlaceOf(db, actor.userId, mentor.userId) : null;
  return {
    mentor: { userId: mentor.userId, slug: mentor.slug, name: mentor.name, kind: mentor.kind },
    timeZone: mentor.timeZone,
    sessionLengths: [...lengths].sort((a, b) => a - b),
    length: Number.isFinite(length) ? length : 0,
    slots: slots.map((slot) => ({
      startsAt: new Date(slot.startsAt).toISOString(),
      endsAt: new Date(slot.endsAt).toISOString(),
    })),
    viewer: {
      canBook: premium !== null && can(actor, "book", { kind: "mentor", mentorId: mentor.userId, premium }),
      isMentor,
      offerPlansOf: premium?.ok ? premium.offerPlansOf : null,
    },
  };
}

/**
 * Each mentor's next free slot (their shortest length, within their window and at most 62 days ahead),
 * for a page of the directory: each card's next free time, and "available this week" as a next free
 * slot before the week ends. Three queries for the whole page, whatever its size; a mentor who has
 * saved no availability has none (null).
 */
export async function readNextFreeSlots(
  db: Database,
  mentors: readonly { userId: string; timeZone: string }[],
  now: Date,
): Promise<Map<string, FreeSlot | null>> {
  const ids = mentors.map((mentor) => mentor.userId);
  if (ids.length === 0) return new Map();
  const horizon = new Date(now.getTime() + (MENTORING_FREE_SLOTS_RANGE_DAYS_MAX + 8) * DAY_MS);
  const [settings, weekly, sessions] = await Promise.all([
    db.select().from(mentorAvailability).where(inArray(mentorAvailability.userId, ids)),
    db.select().from(mentorWeeklyHours).where(inArray(mentorWeeklyHours.mentorId, ids)),
    db
      .select({
        mentorId: mentoringSessions.mentorId,
        menteeId: mentoringSessions.menteeId,
        startsAt: mentoringSessions.startsAt,
        endsAt: mentoringSessions.endsAt,
      })
      .from(mentoringSessions)
      .where(
        and(
          or(inArray(mentoringSessions.mentorId, ids), inArray(mentoringSessions.menteeId, ids)),
          sql`${mentoringSessions.status} in ('requested', 'confirmed')`,
          sql`${mentoringSessions.endsAt} > ${new Date(now.getTime() - 8 * DAY_MS).toISOString()}::timestamptz`,
          sql`${mentoringSessions.startsAt} < ${horizon.toISOString()}::timestamptz`,
        ),
      ),
  ]);
  const zones = new Map(mentors.map((mentor) => [mentor.userId, mentor.timeZone]));
  const busy = new Map<string, BusyInterval[]>();
  for (const session of sessions) {
    for (const personId of [session.mentorId, session.menteeId]) {
      if (!zones.has(personId)) continue;
      const list = busy.get(personId) ?? [];
      list.push({
        startsAt: session.startsAt.getTime(),
        endsAt: session.endsAt.getTime(),
        countsTowardLimit: personId === session.mentorId,
      });
      busy.set(personId, list);
    }
  }
  const schedules: MentorSchedule[] = settings.map((row) => ({
    mentorId: row.userId,
    rules: {
      timeZone: zones.get(row.userId) ?? "UTC",
      weekly: weekly.filter((hours) => hours.mentorId === row.userId),
      sessionLengths: row.sessionLengths,
      minNoticeHours: row.minNoticeHours,
      bookingWindowDays: row.bookingWindowDays,
      weeklyLimit: row.weeklyLimit,
      bufferMinutes: row.bufferMinutes,
      datesOff: row.datesOff,
    },
    busy: busy.get(row.userId) ?? [],
  }));
  const found = nextFreeSlots(schedules, now.getTime());
  return new Map(ids.map((id) => [id, found.get(id) ?? null]));
}
