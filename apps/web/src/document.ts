/*
 * The one script of a page sent to a visitor as a document (PAGES_SERVED_AS_DOCUMENTS, decision 083):
 * such a page is whole without the app, whose start was most of a first view's main-thread work on a
 * slow phone. It marks the page ready at once, and records the page view as the app's tracker does.
 * Built on its own (prerender-pages.ts), so it carries none of the app's chunks.
 */
import { loadPageViewRecorder } from "@/lib/analytics/load-page-view-recorder";
import { markPageReady } from "@/lib/page-ready";

markPageReady();
// The path alone: query strings and fragments can carry tokens and personal data.
void loadPageViewRecorder().then((pageViews) => pageViews.record(window.location.pathname));
