/*
 * The one script of a page sent to a visitor as a document (PAGES_SERVED_AS_DOCUMENTS, decision 083):
 * such a page is whole without the app, whose start was most of a first view's main-thread work on a
 * slow phone. It writes the page's dates again in the reader's zone and clock (the server knows only
 * their language), sends a directory's search again when one of its filters changes, as the app
 * does, marks the page ready, and records the page view as the app's tracker does.
 * Built on its own (prerender-pages.ts), so it carries none of the app's chunks.
 */
import { loadPageViewRecorder } from "@/lib/analytics/load-page-view-recorder";
import { documentIntlWarmUp, intlWarmedUp } from "@/lib/intl-warm-up";
import { markPageReady } from "@/lib/page-ready";

/*
 * Only a page with marked dates loads the date helpers, and only once a worker has loaded the
 * language's data into the browser's Intl library (lib/intl-warm-up.ts): on the main thread that load
 * was the document's one long task on a phone. The server wrote the dates in the reader's language
 * already, so they read well while they wait. Their module is evaluated only when imported.
 */
if (document.querySelector("time[data-written-as], [data-due-on]")) {
  void intlWarmedUp(documentIntlWarmUp())
    .then(() => import("@/lib/reader-dates"))
    .then(({ writeDatesForTheReader }) => writeDatesForTheReader());
}
// A directory's filter (a select joined to its search's form, decision 085) applies as it is chosen,
// and its address names only the filters chosen, as the app's does.
document.addEventListener("change", (event) => {
  const field = event.target;
  if (field instanceof HTMLSelectElement && field.form?.method === "get") field.form.requestSubmit();
});
document.addEventListener(
  "formdata",
  ({ formData }) => {
    for (const [name, value] of [...formData]) if (value === "") formData.delete(name);
  },
  // Caught on its way down: whether it bubbles up from the form is not what this depends on.
  { capture: true },
);
markPageReady();
// The path alone: query strings and fragments can carry tokens and personal data.
void loadPageViewRecorder().then((pageViews) => pageViews.record(window.location.pathname));
