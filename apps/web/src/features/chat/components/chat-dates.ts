import { addCalendarDays, readerDayKey } from "@/lib/calendar-days";
import { formatLongDate, formatTime, formatWeekdayAndDay } from "@/lib/dates";
import { renderNow } from "@/lib/rendered-as";

/** How the chat writes times: the clock time beside a message, a day above each day's messages. */

export function messageTime(iso: string): string {
  return formatTime(iso);
}

/** The reader's calendar day of a moment, to tell when a separator is due. */
export function dayKey(iso: string): string {
  return readerDayKey(iso);
}

/** "Today", "Yesterday", "Monday, March 3", or with the year once it is another year. */
export function dayLabel(iso: string, now: Date = renderNow()): string {
  const key = dayKey(iso);
  const today = readerDayKey(now);
  if (key === today) return "Today";
  if (key === addCalendarDays(today, -1)) return "Yesterday";
  return key.slice(0, 4) === today.slice(0, 4) ? formatWeekdayAndDay(iso) : formatLongDate(iso);
}
