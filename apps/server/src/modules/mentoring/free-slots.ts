import { MENTORING_SLOT_STEP_MINUTES } from "@hatchery/shared";
import { addCalendarDays, calendarDayIn, instantOfWallTime, isoWeekday } from "../../lib/dates";

/*
 * The free-slot engine (docs/decisions/051-mentoring.md, "Availability"): from a mentor's rules, the
 * times they are busy, a range and the present moment to the times a mentee may book. Pure: no database,
 * no clock. Moments are milliseconds since the epoch.
 *
 * The weekly hours are wall-clock times in the mentor's zone, so the engine walks calendar days in that
 * zone and turns each day's hours into moments there: a mentor available 09:00–12:00 in New York is
 * available 09:00–12:00 on the day the clocks change too, which is 14:00 UTC one week and 13:00 UTC the next.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export interface WeeklyInterval {
  /** ISO weekday: 1 is Monday, 7 is Sunday. */
  weekday: number;
  /** Minutes after midnight on the mentor's wall clock; `endMinute` may be 1440. */
  startMinute: number;
  endMinute: number;
}

export interface AvailabilityRules {
  timeZone: string;
  weekly: readonly WeeklyInterval[];
  sessionLengths: readonly number[];
  minNoticeHours: number;
  bookingWindowDays: number;
  /** Live sessions a week (Monday to Sunday in the mentor's zone); null for no limit. */
  weeklyLimit: number | null;
  bufferMinutes: number;
  /** Calendar days (`YYYY-MM-DD`) in the mentor's zone with no free times. */
  datesOff: readonly string[];
}

export interface BusyInterval {
  startsAt: number;
  endsAt: number;
  /** A live session the mentor gives, which counts toward the weekly limit. */
  countsTowardLimit?: boolean;
}

export interface FreeSlot {
  startsAt: number;
  endsAt: number;
}

export interface FreeSlotsInput {
  rules: AvailabilityRules;
  /** The mentor's live sessions (as mentor or as mentee), in any order. */
  busy: readonly BusyInterval[];
  /** Slots that start in [from, to). */
  from: number;
  to: number;
  now: number;
  /** Minutes; one of the rules' session lengths. */
  length: number;
}

/** Busy intervals widened by the buffer and merged into disjoint ones, sorted. */
function blockedIntervals(
  busy: readonly BusyInterval[],
  bufferMs: number,
  from: number,
  to: number,
): FreeSlot[] {
  const widened = busy
    .filter((interval) => interval.endsAt + bufferMs > from && interval.startsAt - bufferMs < to)
    .map((interval) => ({ startsAt: interval.startsAt - bufferMs, endsAt: interval.endsAt + bufferMs }))
    .sort((a, b) => a.startsAt - b.startsAt);
  const merged: FreeSlot[] = [];
  for (const interval of widened) {
    const last = merged.at(-1);
    if (last && interval.startsAt <= last.endsAt) last.endsAt = Math.max(last.endsAt, interval.endsAt);
    else merged.push({ ...interval });
  }
  return merged;
}

/** Whether [startsAt, endsAt) meets a blocked interval (disjoint and sorted: a binary search). */
function isBlocked(blocked: readonly FreeSlot[], startsAt: number, endsAt: number): boolean {
  let low = 0;
  let high = blocked.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((blocked[middle]?.endsAt ?? 0) <= startsAt) low = middle + 1;
    else high = middle;
  }
  const candidate = blocked[low];
  return candidate !== undefined && candidate.startsAt < endsAt;
}

/** The Monday (`YYYY-MM-DD`) of a calendar day's week. */
function weekOf(day: string): string {
  return addCalendarDays(day, 1 - isoWeekday(day));
}

/** Live sessions the mentor gives, per week of their zone (by its Monday). */
function sessionsPerWeek(busy: readonly BusyInterval[], timeZone: string, from: number, to: number) {
  const counts = new Map<string, number>();
  for (const interval of busy) {
    if (!interval.countsTowardLimit || interval.startsAt < from || interval.startsAt >= to) continue;
    const week = weekOf(calendarDayIn(new Date(interval.startsAt), timeZone));
    counts.set(week, (counts.get(week) ?? 0) + 1);
  }
  return counts;
}

/** The earliest and latest moments a slot may start at: the range, the minimum notice and the window. */
export function bookableBounds(rules: AvailabilityRules, from: number, to: number, now: number) {
  return {
    earliest: Math.max(from, now + rules.minNoticeHours * HOUR_MS),
    latest: Math.min(to, now + rules.bookingWindowDays * DAY_MS),
  };
}

/**
 * Every free slot of `length` minutes starting in [from, to), sorted and distinct: inside the weekly
 * hours of a day that is not off, after the minimum notice, inside the booking window, clear of every
 * busy interval by the buffer, in a week below the weekly limit.
 */
export function freeSlots({ rules, busy, from, to, now, length }: FreeSlotsInput): FreeSlot[] {
  if (!rules.sessionLengths.includes(length) || rules.weekly.length === 0) return [];
  const { earliest, latest } = bookableBounds(rules, from, to, now);
  if (earliest >= latest) return [];
  const lengthMs = length * MINUTE_MS;
  const stepMs = MENTORING_SLOT_STEP_MINUTES * MINUTE_MS;
  const blocked = blockedIntervals(busy, rules.bufferMinutes * MINUTE_MS, earliest - DAY_MS, latest + DAY_MS);
  const perWeek =
    rules.weeklyLimit === null
      ? null
      : sessionsPerWeek(busy, rules.timeZone, earliest - 8 * DAY_MS, latest + 8 * DAY_MS);
  const datesOff = new Set(rules.datesOff);
  const byWeekday = new Map<number, WeeklyInterval[]>();
  for (const interval of rules.weekly) {
    const list = byWeekday.get(interval.weekday) ?? [];
    list.push(interval);
    byWeekday.set(interval.weekday, list);
  }
  for (const list of byWeekday.values()) list.sort((a, b) => a.startMinute - b.startMinute);

  const slots: FreeSlot[] = [];
  const lastDay = calendarDayIn(new Date(latest), rules.timeZone);
  for (
    let day = calendarDayIn(new Date(earliest), rules.timeZone);
    day <= lastDay;
    day = addCalendarDays(day, 1)
  ) {
    if (datesOff.has(day)) continue;
    const intervals = byWeekday.get(isoWeekday(day));
    if (!intervals) continue;
    if (perWeek && rules.weeklyLimit !== null && (perWeek.get(weekOf(day)) ?? 0) >= rules.weeklyLimit)
      continue;
    for (const interval of intervals) {
      const opens = instantOfWallTime(day, interval.startMinute, rules.timeZone);
      const closes = instantOfWallTime(day, interval.endMinute, rules.timeZone);
      for (let startsAt = opens; startsAt + lengthMs <= closes; startsAt += stepMs) {
        if (startsAt < earliest) continue;
        if (startsAt >= latest) break;
        const endsAt = startsAt + lengthMs;
        if (!isBlocked(blocked, startsAt, endsAt)) slots.push({ startsAt, endsAt });
      }
    }
  }
  slots.sort((a, b) => a.startsAt - b.startsAt);
  return slots.filter((slot, index) => index === 0 || slot.startsAt !== slots[index - 1]?.startsAt);
}

/** Whether a slot of `length` minutes starting at `startsAt` is free (for booking and rescheduling). */
export function isFreeSlot(input: Omit<FreeSlotsInput, "from" | "to">, startsAt: number): boolean {
  return freeSlots({ ...input, from: startsAt, to: startsAt + 1 }).some((slot) => slot.startsAt === startsAt);
}

export interface MentorSchedule {
  mentorId: string;
  rules: AvailabilityRules;
  busy: readonly BusyInterval[];
}

/** How far ahead the next free slot is looked for at most, whatever the booking window. */
const NEXT_FREE_SLOT_HORIZON_DAYS = 62;

/**
 * The first free slot of a mentor's shortest offered length, or null within the booking window. Walks
 * a week at a time, so a mentor free tomorrow costs one week's work.
 */
export function nextFreeSlot(schedule: Omit<MentorSchedule, "mentorId">, now: number): FreeSlot | null {
  const length = Math.min(...schedule.rules.sessionLengths);
  if (!Number.isFinite(length)) return null;
  const horizon = now + Math.min(schedule.rules.bookingWindowDays, NEXT_FREE_SLOT_HORIZON_DAYS) * DAY_MS;
  for (let from = now; from < horizon; from += 7 * DAY_MS) {
    const [first] = freeSlots({ ...schedule, from, to: Math.min(from + 7 * DAY_MS, horizon), now, length });
    if (first) return first;
  }
  return null;
}

/**
 * The next free slot of each mentor, for a page of the directory (each card's "next free time", and the
 * "available this week" filter): one call for the page, with the schedules read in one query.
 */
export function nextFreeSlots(
  schedules: readonly MentorSchedule[],
  now: number,
): Map<string, FreeSlot | null> {
  return new Map(schedules.map((schedule) => [schedule.mentorId, nextFreeSlot(schedule, now)]));
}
