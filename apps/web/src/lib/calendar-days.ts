/**
 * Calendar days (`YYYY-MM-DD`): due dates, trials' ends, the reader's today. Apart from lib/dates.ts,
 * whose moments every list of posts and comments writes, so a page that writes no calendar day (the
 * feed) carries none of this.
 */

import { currentReader, dateFormatter } from "./dates";
import { renderNow } from "./rendered-as";

/**
 * A calendar day (`YYYY-MM-DD`, a due date or a trial's end) is the same day everywhere: it is written
 * in the reader's language but read in UTC, so no time zone moves it to the day before.
 */
export function formatCalendarDay(day: string, reader = currentReader()): string {
  return dateFormatter(reader, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
}

/** The reader's calendar day of a moment, as `YYYY-MM-DD`, to tell whether two moments share a day. */
export function readerDayKey(iso: string | Date, reader = currentReader()): string {
  const parts = dateFormatter(
    { timeZone: reader.timeZone },
    { year: "numeric", month: "2-digit", day: "2-digit", calendar: "gregory", numberingSystem: "latn" },
  ).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value;
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** Today in the reader's calendar, as `YYYY-MM-DD` (a date input's value, or to tell what is overdue). */
export function readerToday(now: Date = renderNow(), reader = currentReader()): string {
  return readerDayKey(now, reader);
}

/**
 * The calendar day `days` after `day` (before it when negative), both `YYYY-MM-DD`. Counted on the
 * calendar, not in hours, so a day of 23 or 25 hours (a daylight-saving change) moves it by one all the same.
 */
export function addCalendarDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
