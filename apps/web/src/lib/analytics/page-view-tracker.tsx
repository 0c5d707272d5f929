import { ANALYTICS_FIRST_EVENT_DELAY_MS } from "@hatchery/shared";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { afterLoad } from "@/lib/after-load";
import type { PageViewRecorder } from "./page-views";

/*
 * Analytics starts when the first view is due to be sent, a second after the page has loaded and this
 * first ran (ANALYTICS_FIRST_EVENT_DELAY_MS): the recorder loads then, and with it Google Analytics, whose loader it
 * imports anyway. Nothing of analytics competes with the page's own first view. The views wait for the
 * one import in the order they were recorded.
 */
let recorder: Promise<PageViewRecorder> | undefined;
function loadRecorder(): Promise<PageViewRecorder> {
  recorder ??= afterLoad(ANALYTICS_FIRST_EVENT_DELAY_MS)
    .then(() => import("./page-views"))
    .then((module) => {
      void module.loadGoogleAnalytics();
      return module.pageViewRecorder;
    });
  return recorder;
}

/** Records a page view on every route change; rendered once in the router's root layout. */
export function PageViewTracker() {
  // The path alone: query strings and fragments can carry tokens and personal data.
  const { pathname } = useLocation();
  useEffect(() => {
    void loadRecorder().then((pageViews) => pageViews.record(pathname));
  }, [pathname]);
  return null;
}
