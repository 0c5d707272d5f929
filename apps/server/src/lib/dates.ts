/**
 * The one set of date helpers of the server (docs/decisions/036-time.md). Emails are written for one
 * recipient, so they state moments in that person's time zone and name it; a person without a zone
 * reads UTC. Calendar days (`YYYY-MM-DD`: a trial's last day, a digest's week) are the same day
 * everywhere and are read in UTC, so no zone moves them.
 */

export const DEFAULT_TIME_ZONE = "UTC";

const DAY_MS = 24 * 60 * 60_000;

/** The zone to write in: the person's, or UTC when they have none. */
export function timeZoneOrDefault(timeZone: string | null | undefined): string {
  return timeZone || DEFAULT_TIME_ZONE;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Building a formatter is costly and a digest writes many moments: one per zone and style. */
function formatter(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify([timeZone, options]);
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", { ...options, timeZone });
    formatters.set(key, format);
  }
  return format;
}

const DAY_STYLE: Intl.DateTimeFormatOptions = { day: "numeric", month: "long", year: "numeric" };
const CLOCK_STYLE: Intl.DateTimeFormatOptions = { hour: "2-digit", minute: "2-digit", hourCycle: "h23" };

/** The zone as emails name it: "UTC", or the IANA name in brackets, "(Europe/Berlin)". */
function zoneLabel(timeZone: string): string {
  return timeZone === DEFAULT_TIME_ZONE ? DEFAULT_TIME_ZONE : `(${timeZone})`;
}

/** The calendar day (`YYYY-MM-DD`) a moment falls on in `timeZone`. */
export function calendarDayIn(at: Date, timeZone: string | null | undefined): string {
  return formatter(timeZoneOrDefault(timeZone), { year: "numeric", month: "2-digit", day: "2-digit" })
    .formatToParts(at)
    .filter((part) => part.type !== "literal")
    .map((part) => part.value)
    .reverse()
    .join("-");
}

/** The day of a moment in `timeZone`: "25 November 2026". */
export function formatDay(at: Date, timeZone: string | null | undefined): string {
  return formatter(timeZoneOrDefault(timeZone), DAY_STYLE).format(at);
}

/**
 * A moment with its zone named, so the words cannot be misread: "25 November 2026, 16:05 UTC",
 * "25 November 2026, 21:35 (Asia/Kolkata)".
 */
export function formatDayAndTime(at: Date, timeZone: string | null | undefined): string {
  const zone = timeZoneOrDefault(timeZone);
  return `${formatDay(at, zone)}, ${formatter(zone, CLOCK_STYLE).format(at)} ${zoneLabel(zone)}`;
}

/** A calendar day (`YYYY-MM-DD`) in words, read in UTC: "25 November 2026". */
export function formatCalendarDay(day: string): string {
  return formatDay(new Date(`${day}T00:00:00Z`), DEFAULT_TIME_ZONE);
}

/** The calendar day of a moment in UTC, as `YYYY-MM-DD` (a `date` column's value). */
export function utcCalendarDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The calendar day `days` after (or before, when negative) `at`'s day in UTC, as `YYYY-MM-DD`. */
export function utcCalendarDayFrom(at: Date, days: number): string {
  return utcCalendarDay(new Date(at.getTime() + days * DAY_MS));
}

const WALL_CLOCK_STYLE: Intl.DateTimeFormatOptions = {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
};

/** How far `timeZone`'s wall clock is ahead of UTC at the moment `atMs`, in milliseconds. */
export function zoneOffsetMs(atMs: number, timeZone: string): number {
  const fields: Record<string, number> = {};
  for (const part of formatter(timeZone, WALL_CLOCK_STYLE).formatToParts(new Date(atMs))) {
    if (part.type !== "literal") fields[part.type] = Number(part.value);
  }
  const wallAsUtc = Date.UTC(
    fields.year ?? 1970,
    (fields.month ?? 1) - 1,
    fields.day ?? 1,
    fields.hour ?? 0,
    fields.minute ?? 0,
    fields.second ?? 0,
  );
  return wallAsUtc - Math.floor(atMs / 1000) * 1000;
}

/**
 * The moment a wall clock in `timeZone` shows `minute` minutes after the start of `day` (`YYYY-MM-DD`;
 * 1440 is the next day's midnight). A time the clock skips (spring forward) moves forward by the gap;
 * a time it shows twice (fall back) is its first occurrence. Zones change their offset at most once
 * within a day either side, which the two offsets read a day before and a day after rely on.
 */
export function instantOfWallTime(day: string, minute: number, timeZone: string): number {
  const [year = 1970, month = 1, date = 1] = day.split("-").map(Number);
  const wallAsUtc = Date.UTC(year, month - 1, date, 0, minute);
  const offsetBefore = zoneOffsetMs(wallAsUtc - DAY_MS, timeZone);
  const offsetAfter = zoneOffsetMs(wallAsUtc + DAY_MS, timeZone);
  const before = wallAsUtc - offsetBefore;
  if (offsetBefore === offsetAfter) return before;
  const after = wallAsUtc - offsetAfter;
  const beforeHolds = zoneOffsetMs(before, timeZone) === offsetBefore;
  const afterHolds = zoneOffsetMs(after, timeZone) === offsetAfter;
  if (beforeHolds && afterHolds) return Math.min(before, after);
  if (afterHolds) return after;
  // Held by the offset before the change, or by neither (the skipped hour): the clock before the gap.
  return before;
}

/** The calendar day `days` after `day` (`YYYY-MM-DD`), counted on the calendar. */
export function addCalendarDays(day: string, days: number): string {
  const [year = 1970, month = 1, date = 1] = day.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** The ISO weekday (1 Monday … 7 Sunday) of a calendar day. */
export function isoWeekday(day: string): number {
  const [year = 1970, month = 1, date = 1] = day.split("-").map(Number);
  const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}
