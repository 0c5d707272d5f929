import {
  ANALYTICS_FIRST_EVENT_DELAY_MS,
  analyticsEndpoints,
  endpointUrl,
  type PageViewInput,
} from "@hatchery/shared";
import { callApi } from "@/lib/api-client";
import { sendGtagPageView } from "./google-analytics";

export { loadGoogleAnalytics } from "./google-analytics";

import { isTrackingDisabled } from "./privacy";
import { getVisitorId } from "./visitor-id";

/** The server rejects longer paths and referrers. */
const MAX_URL_LENGTH = 2048;

export interface PageViewRecorder {
  /** Records a visit to `path` (a pathname, without query or fragment). */
  record: (path: string) => void;
}

/**
 * Page views wait until ANALYTICS_FIRST_EVENT_DELAY_MS after the page's load event, so reporting never
 * competes with the initial load and instant bounces are not counted; views recorded in that second are
 * sent together when it ends, later ones at once. The same path twice in a row (a re-run effect) counts once.
 */
export function createPageViewRecorder(): PageViewRecorder {
  let lastPath: string | null = null;
  let delayStarted = false;
  let delayOver = false;
  const waiting: PageViewInput[] = [];

  return {
    record(path) {
      if (isTrackingDisabled() || path === lastPath) return;
      const previousPath = lastPath;
      lastPath = path;
      // Google Analytics reports the landing page itself when it loads; only navigations need forwarding.
      if (previousPath !== null) sendGtagPageView(path);

      const view: PageViewInput = {
        path: path.slice(0, MAX_URL_LENGTH),
        referrer:
          previousPath === null
            ? withoutQuery(document.referrer)
            : `${window.location.origin}${previousPath}`.slice(0, MAX_URL_LENGTH),
        visitorId: getVisitorId(),
      };
      if (delayOver) {
        sendPageView(view);
        return;
      }
      waiting.push(view);
      if (delayStarted) return;
      delayStarted = true;
      setTimeout(() => {
        delayOver = true;
        for (const waitingView of waiting.splice(0)) sendPageView(waitingView);
      }, firstEventDelay());
    },
  };
}

/**
 * What is left of the first second after the page's load event (SPEC: the first event fires 1 s after
 * load), or the whole second when the browser cannot say when that was.
 */
function firstEventDelay(): number {
  const [navigation] = performance.getEntriesByType?.("navigation") ?? [];
  const loadedAt = (navigation as PerformanceNavigationTiming | undefined)?.loadEventEnd;
  if (!loadedAt) return ANALYTICS_FIRST_EVENT_DELAY_MS;
  return Math.max(0, loadedAt + ANALYTICS_FIRST_EVENT_DELAY_MS - performance.now());
}

/** The app's recorder; its first view goes out a second after the page's load event. */
export const pageViewRecorder = createPageViewRecorder();

/**
 * A beacon survives the page being closed; a string body goes out as text/plain, which the server parses
 * as JSON. Where beacons are missing or the browser refuses to queue one, a keepalive request does the job.
 */
function sendPageView(view: PageViewInput): void {
  if (
    typeof navigator.sendBeacon === "function" &&
    navigator.sendBeacon(endpointUrl(analyticsEndpoints.pageViews), JSON.stringify(view))
  ) {
    return;
  }
  callApi(analyticsEndpoints.pageViews, { body: view, keepalive: true }).catch(() => {
    // A lost page view must never disturb the visit.
  });
}

/** An external referrer's query and fragment can hold tokens or personal data, so only origin and path are kept. */
function withoutQuery(referrer: string): string {
  if (!referrer) return "";
  try {
    const url = new URL(referrer);
    if (url.protocol !== "https:" && url.protocol !== "http:") return "";
    return `${url.origin}${url.pathname}`.slice(0, MAX_URL_LENGTH);
  } catch {
    return "";
  }
}
