import { readerTimeZone } from "./reader-time-zone";
import { readerLanguage } from "./rendered-as";

/** A moment written out to compare two renders' way of writing dates. */
const SAMPLE_MOMENT = Date.UTC(2026, 10, 28, 18, 8);

/**
 * How this render writes dates, as the date helpers do (lib/dates.ts `currentReader`): its language,
 * time zone and a moment written in them, "en-US Europe/Berlin Nov 28, 2026, 7:08 PM". Two engines can
 * agree on the language and zone and still write a time differently (their versions of the language's
 * data, a system's 24-hour setting), hence the sample. The browser hydrates a page the server rendered
 * only where its own is the same; elsewhere it draws the page anew.
 */
export function readerOfThisRender(): string {
  const language = readerLanguage();
  const options: Intl.DateTimeFormatOptions = {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: readerTimeZone(),
  };
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat(language, options);
  } catch {
    // A malformed language tag: the date helpers fall back to the default language.
    format = new Intl.DateTimeFormat(undefined, options);
  }
  const { locale, timeZone } = format.resolvedOptions();
  return `${locale} ${timeZone} ${format.format(SAMPLE_MOMENT)}`;
}
