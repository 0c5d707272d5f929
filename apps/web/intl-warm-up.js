// Started by the entry's loader in the page's head (prerender-pages.ts): makes the browser's Intl library
// load its data on a thread of its own. That data is the renderer's, shared with the page, whose first
// date or number format then takes a fraction of a millisecond on its main thread instead of 10–20 ms
// (decision 076). The formats are the ones the app makes first (src/lib/dates.ts), in the reader's language.
// A visitor's document waits for its message before it writes its dates (src/lib/intl-warm-up.ts).
try {
  const language = self.navigator.language;
  new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" }).format(0);
  new Intl.RelativeTimeFormat(language, { numeric: "auto" }).format(-1, "day");
  new Intl.NumberFormat(language).format(1);
} catch {
  // A language the browser cannot use: the page falls back to its default, as the app does.
}
self.postMessage("warm");
self.close();
