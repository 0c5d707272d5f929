import { ANALYTICS_FIRST_EVENT_DELAY_MS } from "@hatchery/shared";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { afterLoad } from "@/lib/after-load";
import type { PageViewRecorder } from "./page-views";

/*
 * The recorder, and Google Analytics' page-view call with it, load when the first view is due to be
 * sent, a second after the page has loaded (ANALYTICS_FIRST_EVENT_DELAY_MS): nothing of analytics
 * competes with the page's own first view. The views wait for the one import in the order they were
 * recorded.
 */
let recorder: Promise<PageViewRecorder> | undefined;
function loadRecorder(): Promise<PageViewRecorder> {
  recorder ??= afterLoad(ANALYTICS_FIRST_EVENT_DELAY_MS)
    .then(() => import("./page-views"))
    .then((module) => module.pageViewRecorder);
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
