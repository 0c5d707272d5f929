import { useEffect } from "react";
import { useLocation } from "react-router";
import { loadPageViewRecorder } from "./load-page-view-recorder";

/** Records a page view on every route change; rendered once in the router's root layout. */
export function PageViewTracker() {
  // The path alone: query strings and fragments can carry tokens and personal data.
  const { pathname } = useLocation();
  useEffect(() => {
    void loadPageViewRecorder().then((pageViews) => pageViews.record(pathname));
  }, [pathname]);
  return null;
}
