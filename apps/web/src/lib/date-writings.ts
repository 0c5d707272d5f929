import { formatCalendarDay } from "./calendar-days";
import { formatDate, formatDateTime, formatRelativeTime } from "./dates";

/**
 * The ways a page writes a moment that a visitor's document writes again in the reader's language and
 * zone once it is in their browser (components/reader-time.tsx, lib/reader-dates.ts): one name for
 * each, carried in the element, so the server and the browser write it with the same helper.
 * Its own module, so the pages that write no such mark (the feed) do not carry it.
 */
const DATE_WRITINGS = {
  relative: (iso: string) => formatRelativeTime(iso),
  date: (iso: string) => formatDate(iso),
  "date-time": (iso: string) => formatDateTime(iso),
  "calendar-day": (day: string) => formatCalendarDay(day),
} as const;

export type DateWriting = keyof typeof DATE_WRITINGS;

export function isDateWriting(name: string | undefined): name is DateWriting {
  return name !== undefined && Object.hasOwn(DATE_WRITINGS, name);
}

/** `iso` written the way `writing` names, for the current reader. */
export function writeDate(writing: DateWriting, iso: string): string {
  return DATE_WRITINGS[writing](iso);
}
