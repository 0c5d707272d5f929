/**
 * The one way the web app writes dates and times: in the reader's language (`navigator.language`) and
 * time zone (their profile's when signed in, else the browser's), so a reader in Berlin sees "18:08"
 * where one in New York sees "12:08 PM" (docs/decisions/028 and 036). Every helper takes the reader as
 * an optional last argument, for tests.
 */

import { readerTimeZone } from "./reader-time-zone";
import { noteDateWritten, readerLanguage, renderNow } from "./rendered-as";

export interface Reader {
  /** A BCP 47 language tag; undefined is the browser's default. */
  locale?: string;
  /** An IANA time zone; undefined is the browser's own. */
  timeZone?: string;
}

/** The person reading: their browser's preferred language, and their profile's time zone if known. */
export function currentReader(): Reader {
  return { locale: readerLanguage(), timeZone: readerTimeZone() };
}

/** The browser's own time zone, an IANA name ("Europe/Berlin"), or undefined where it gives none. */
export function browserTimeZone(): string | undefined {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
}

/**
 * How many answers each of the caches below keeps. A browser needs a handful; the server renders pages
 * in whatever language a request names, so past this a cache starts again rather than grow.
 */
export const DATE_CACHE_LIMIT = 256;

/** The cached answer for `key`, else `make`'s, kept. */
function remembered<Key, Value>(cache: Map<Key, Value>, key: Key, make: () => Value): Value {
  const known = cache.get(key);
  if (known !== undefined) return known;
  if (cache.size >= DATE_CACHE_LIMIT) cache.clear();
  const made = make();
  cache.set(key, made);
  return made;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Formatters are costly to build and a list formats many dates: one per reader and style. */
export function dateFormatter(reader: Reader, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  noteDateWritten();
  return remembered(
    formatters,
    JSON.stringify([reader.locale, reader.timeZone, options]),
    () =>
      new Intl.DateTimeFormat(supportedLocale(reader.locale), {
        ...options,
        ...(reader.timeZone && !options.timeZone ? { timeZone: reader.timeZone } : {}),
      }),
  );
}

/** Each tag asked about, and whether the browser can use it. */
const supportedLocales = new Map<string, boolean>();

/**
 * A tag the browser cannot use (a made-up or malformed one) falls back to its default language. Asked
 * once per tag: every relative time of a list asked the browser again, a measurable part of a feed's
 * first render.
 */
function supportedLocale(locale: string | undefined): string | undefined {
  if (!locale) return undefined;
  return remembered(supportedLocales, locale, () => browserSupports(locale)) ? locale : undefined;
}

function browserSupports(locale: string): boolean {
  try {
    return Intl.DateTimeFormat.supportedLocalesOf(locale).length > 0;
  } catch {
    return false;
  }
}

/*
 * The first of these calls on a page loads the language's data into the browser's Intl library: 15–20 ms
 * of CPU on a phone, which fell inside the first render of a list of dated items, on top of it. The
 * entry's loader has a worker load that data off the main thread (decision 076), after which this costs
 * next to nothing; where the browser ran no worker, or it has not finished, a page that loads these
 * helpers still pays it in a task of its own, while its answers are on their way (decision 071).
 */
if (typeof window !== "undefined") window.setTimeout(() => supportedLocale(currentReader().locale), 0);

/** The clock time of a moment: "6:08 PM", "18:08". */
export function formatTime(iso: string, reader = currentReader()): string {
  return dateFormatter(reader, { timeStyle: "short" }).format(new Date(iso));
}

/** The day of a moment: "Nov 28, 2026", "28.11.2026". */
export function formatDate(iso: string, reader = currentReader()): string {
  return dateFormatter(reader, { dateStyle: "medium" }).format(new Date(iso));
}

/** The day and clock time of a moment: "Nov 28, 2026, 6:08 PM". */
export function formatDateTime(iso: string, reader = currentReader()): string {
  return dateFormatter(reader, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
}

/** The day and clock time to the second, where the order of close moments matters (the dev mailbox). */
export function formatDateTimeWithSeconds(iso: string, reader = currentReader()): string {
  return dateFormatter(reader, { dateStyle: "medium", timeStyle: "medium" }).format(new Date(iso));
}

/** A day spelled out with its weekday, without the year: "Monday, March 3". */
export function formatWeekdayAndDay(iso: string, reader = currentReader()): string {
  return dateFormatter(reader, { weekday: "long", month: "long", day: "numeric" }).format(new Date(iso));
}

/** A day spelled out with its year: "March 3, 2025". */
export function formatLongDate(iso: string, reader = currentReader()): string {
  return dateFormatter(reader, { dateStyle: "long" }).format(new Date(iso));
}

const relativeFormatters = new Map<string | undefined, Intl.RelativeTimeFormat>();

/** "3 hours ago", "yesterday", in the reader's language. */
function formatRelativeUnit(
  value: number,
  unit: Intl.RelativeTimeFormatUnit,
  reader = currentReader(),
): string {
  noteDateWritten();
  const locale = supportedLocale(reader.locale);
  return remembered(
    relativeFormatters,
    locale,
    () => new Intl.RelativeTimeFormat(locale, { numeric: "auto" }),
  ).format(value, unit);
}

/*
 * How far back something happened. Past a month the date itself reads better than "5 months ago", so
 * older times show as a date.
 */
const RELATIVE_UNITS: readonly { unit: Intl.RelativeTimeFormatUnit; seconds: number }[] = [
  { unit: "week", seconds: 7 * 86_400 },
  { unit: "day", seconds: 86_400 },
  { unit: "hour", seconds: 3_600 },
  { unit: "minute", seconds: 60 },
];
const MONTH_SECONDS = 30 * 86_400;

/** "3 hours ago", "yesterday", "last week", or the date from a month back; a clock running ahead is "just now". */
export function formatRelativeTime(iso: string, now: Date = renderNow(), reader = currentReader()): string {
  const secondsAgo = Math.round((now.getTime() - new Date(iso).getTime()) / 1000);
  if (secondsAgo >= MONTH_SECONDS) return formatDate(iso, reader);
  for (const { unit, seconds } of RELATIVE_UNITS) {
    if (secondsAgo >= seconds) return formatRelativeUnit(-Math.floor(secondsAgo / seconds), unit, reader);
  }
  return "just now";
}
