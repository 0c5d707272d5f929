import { ANALYTICS_FIRST_EVENT_DELAY_MS } from "@hatchery/shared";
import { afterLoad } from "@/lib/after-load";
import type { PageViewRecorder } from "./page-views";

/*
 * Analytics starts when the first view is due to be sent, a second after the page has loaded
 * (ANALYTICS_FIRST_EVENT_DELAY_MS): the recorder loads then, and with it Google Analytics, whose loader it
 * imports anyway. Nothing of analytics competes with the page's own first view. The views wait for the
 * one import in the order they were recorded. The app's tracker (page-view-tracker.tsx) and a visitor's
 * document (src/document.ts) both record through it.
 */
let recorder: Promise<PageViewRecorder> | undefined;
export function loadPageViewRecorder(): Promise<PageViewRecorder> {
  recorder ??= afterLoad(ANALYTICS_FIRST_EVENT_DELAY_MS)
    .then(() => import("./page-views"))
    .then((module) => {
      void module.loadGoogleAnalytics();
      return module.pageViewRecorder;
    });
  return recorder;
}
