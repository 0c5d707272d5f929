import { useEffect } from "react";
import { useLocation } from "react-router";
import type { PageViewRecorder } from "./page-views";

/*
 * The recorder, and Google Analytics' page-view call with it, load after the first paint: the first
 * view is sent a second after it anyway (ANALYTICS_FIRST_EVENT_DELAY_MS), and the views wait for the
 * one import in the order they were recorded.
 */
let recorder: Promise<PageViewRecorder> | undefined;
function loadRecorder(): Promise<PageViewRecorder> {
  recorder ??= import("./page-views").then((module) => module.pageViewRecorder);
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
