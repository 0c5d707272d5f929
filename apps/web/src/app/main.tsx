// First: zod must find its settings before any chunk loads it.
import "./zod-setup";
import { ANALYTICS_FIRST_EVENT_DELAY_MS } from "@hatchery/shared";
import { afterLoad } from "@/lib/after-load";
import { applyCspNonce } from "@/lib/csp-nonce";
import { handlePreloadErrors } from "@/lib/preload-error";
import { startApp } from "./start-app";
import "@/index.css";

// Installed before anything can load a page chunk, so a stale deployment is handled from the start.
handlePreloadErrors();
applyCspNonce();

const container = document.getElementById("root");
if (!container) throw new Error("index.html must contain the #root element");
void startApp(container);

// Loaded when the first page view is due, a second after the page has loaded: analytics never delays it.
void afterLoad(ANALYTICS_FIRST_EVENT_DELAY_MS)
  .then(() => import("@/lib/analytics/google-analytics"))
  .then((analytics) => analytics.loadGoogleAnalytics());
