import { formatDate, formatDateTime, formatRelativeUnit } from "./dates";

/**
 * "3 hours ago", "yesterday", "last week": how far back something happened, in the reader's language.
 * Past a month the date itself reads better than "5 months ago", so older times show as a date.
 */
const UNITS: readonly { unit: Intl.RelativeTimeFormatUnit; seconds: number }[] = [
  { unit: "week", seconds: 7 * 86_400 },
  { unit: "day", seconds: 86_400 },
  { unit: "hour", seconds: 3_600 },
  { unit: "minute", seconds: 60 },
];
const MONTH_SECONDS = 30 * 86_400;

export function formatRelativeTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  const secondsAgo = Math.round((now.getTime() - date.getTime()) / 1000);
  if (secondsAgo >= MONTH_SECONDS) return formatDate(iso);
  if (secondsAgo < 60) return "just now";
  for (const { unit, seconds } of UNITS) {
    if (secondsAgo >= seconds) return formatRelativeUnit(-Math.floor(secondsAgo / seconds), unit);
  }
  return "just now";
}

/** The exact moment, for a title or a screen reader beside a relative time. */
export { formatDateTime };
