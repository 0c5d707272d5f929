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
