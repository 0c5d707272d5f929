/** How the chat writes times: the clock time beside a message, a day above each day's messages. */

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: "2-digit", minute: "2-digit" });
const dayFormat = new Intl.DateTimeFormat(undefined, { weekday: "long", month: "long", day: "numeric" });
const dayWithYearFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "long" });

export function messageTime(iso: string): string {
  return timeFormat.format(new Date(iso));
}

/** The local calendar day of a moment, to tell when a separator is due. */
export function dayKey(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`;
}

/** "Today", "Yesterday", "Monday, March 3", or with the year once it is another year. */
export function dayLabel(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  const key = dayKey(iso);
  if (key === dayKey(now.toISOString())) return "Today";
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (key === dayKey(yesterday.toISOString())) return "Yesterday";
  return date.getFullYear() === now.getFullYear() ? dayFormat.format(date) : dayWithYearFormat.format(date);
}
