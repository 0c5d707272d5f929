/*
 * What a page rendered with its data was written with, while it is rendered on the server
 * (app/prerender.tsx) and while the browser hydrates it (app/start-app.tsx): the moment its relative
 * times ("5 minutes ago", "Today") count from, and on the server the reader's language. The browser's
 * first render must write the same text, or React throws the server's page away and draws it again.
 * Its own module, without the date helpers, because the entry reads it before hydrating.
 */

let renderedAt: number | undefined;
let renderLocale: string | undefined;
let datesWritten = false;
/** The render is writing dates the reader's browser writes again (`writingDatesTheReaderRewrites`). */
let rewriting = false;

/** Renders from now on count from `at`, and write dates in `locale` (the server's render). */
export function renderAs({ at, locale }: { at: number; locale?: string }): void {
  renderedAt = at;
  renderLocale = locale;
  datesWritten = false;
}

/** Renders count from the clock again, in the browser's own language. */
export function stopRenderingAs(): void {
  renderedAt = undefined;
  renderLocale = undefined;
}

/** Now, for what a render writes: the moment the page was rendered while it is rendered or hydrated. */
export function renderNow(): Date {
  return new Date(renderedAt ?? Date.now());
}

/**
 * The reader's language, for the date helpers: the request's while the server renders a page for them,
 * else the browser's (`navigator.language`); undefined for the default.
 */
export function readerLanguage(): string | undefined {
  return renderLocale ?? (typeof navigator === "undefined" ? undefined : navigator.language || undefined);
}

/** The date helpers wrote a date or a time in the reader's language and zone (lib/dates.ts). */
export function noteDateWritten(): void {
  if (!rewriting) datesWritten = true;
}

/**
 * Runs `write`, whose dates do not tie the page to the server's way of writing them: a visitor's
 * document marks them for its script to write again in the reader's zone (components/reader-time.tsx,
 * lib/reader-dates.ts), so the server may send it whatever zone it rendered them in.
 */
export function writingDatesTheReaderRewrites<T>(write: () => T): T {
  rewriting = true;
  try {
    return write();
  } finally {
    rewriting = false;
  }
}

/**
 * Whether the render since `renderAs` wrote any date in the reader's language and zone: only then does
 * the browser need to write dates as the server did to hydrate it, which it checks with the first use
 * of the browser's date library, 12–17 ms of CPU here (lib/reader-of-this-render.ts).
 */
export function renderWroteDates(): boolean {
  return datesWritten;
}
