import { analyticsEndpoints, endpointUrl, GOOGLE_ANALYTICS_META_NAME } from "@hatchery/shared";
import { apiRequestText } from "@/lib/api-client";
import { isTrackingDisabled } from "./privacy";

/** Exact host names; a suffix or substring test would let www.googletagmanager.com.evil.com through. */
const ALLOWED_SCRIPT_HOSTS: ReadonlySet<string> = new Set([
  "www.googletagmanager.com",
  "www.google-analytics.com",
]);
const ANALYTICS_CALL = "gtag(";
const NESTED_SCRIPT_TAG = /<\s*\/?\s*script/i;
/** Script types a browser runs as a classic script; anything else (templates, JSON, modules) is dropped. */
const CLASSIC_SCRIPT_TYPES: ReadonlySet<string> = new Set(["", "text/javascript", "application/javascript"]);

export type AllowedScript =
  | { kind: "external"; src: string; async: boolean }
  | { kind: "inline"; code: string };

/**
 * The scripts of the operator's analytics snippet that may run: https scripts from the two analytics
 * hosts, and inline scripts that make the analytics call without smuggling in another script tag.
 * Only top-level scripts count; attributes other than src and async are never carried over.
 */
export function selectAllowedAnalyticsScripts(html: string): AllowedScript[] {
  // A DOMParser document is inert: nothing in it loads or runs while it is inspected.
  const parsed = new DOMParser().parseFromString(html, "text/html");
  const allowed: AllowedScript[] = [];
  for (const script of parsed.querySelectorAll("script")) {
    if (script.parentElement !== parsed.head && script.parentElement !== parsed.body) continue;
    if (!CLASSIC_SCRIPT_TYPES.has((script.getAttribute("type") ?? "").trim().toLowerCase())) continue;
    const src = script.getAttribute("src");
    if (src !== null) {
      const url = allowedScriptUrl(src);
      if (url) allowed.push({ kind: "external", src: url, async: script.hasAttribute("async") });
      continue;
    }
    const code = script.textContent ?? "";
    if (code.includes(ANALYTICS_CALL) && !NESTED_SCRIPT_TAG.test(code))
      allowed.push({ kind: "inline", code });
  }
  return allowed;
}

function allowedScriptUrl(src: string): string | null {
  const trimmed = src.trim();
  // Absolute https only: relative and protocol-relative URLs would resolve against this site or its scheme.
  if (!/^https:\/\//i.test(trimmed)) return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" || url.port !== "" || url.username !== "" || url.password !== "") return null;
  return ALLOWED_SCRIPT_HOSTS.has(url.hostname) ? url.href : null;
}

/** The per-response nonce the server writes into the meta tag Vite emits for `html.cspNonce`. */
function readCspNonce(): string | undefined {
  return document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;
}

/** Whether the server said, in the page, that Google Analytics is configured. */
function googleAnalyticsConfigured(): boolean {
  return document.querySelector(`meta[name="${GOOGLE_ANALYTICS_META_NAME}"]`) !== null;
}

/**
 * Fetches the operator's Google Analytics snippet and runs its allowed scripts, each as a fresh element
 * carrying the page's CSP nonce. Without a snippet, on any failure, or when the visitor asked not to be
 * tracked, nothing happens: analytics must never get in the way of the app. An installation without
 * Google Analytics is not even asked.
 */
export async function loadGoogleAnalytics(): Promise<void> {
  if (isTrackingDisabled() || !googleAnalyticsConfigured()) return;
  let html: string;
  try {
    // A text answer, which callApi (JSON) does not read.
    html = await apiRequestText(endpointUrl(analyticsEndpoints.gaScript));
  } catch {
    return;
  }
  if (!html.trim()) return;
  const nonce = readCspNonce();
  for (const allowed of selectAllowedAnalyticsScripts(html)) {
    const script = document.createElement("script");
    if (nonce) script.nonce = nonce;
    if (allowed.kind === "external") {
      script.src = allowed.src;
      script.async = allowed.async;
    } else {
      script.text = allowed.code;
    }
    document.head.append(script);
  }
}

type Gtag = (command: "event", name: string, parameters: Record<string, string>) => void;

/** Tells Google Analytics about a client-side navigation, once its snippet has defined `gtag`. */
export function sendGtagPageView(path: string): void {
  const { gtag } = window as Window & { gtag?: Gtag };
  if (typeof gtag !== "function") return;
  gtag("event", "page_view", {
    page_path: path,
    page_location: `${window.location.origin}${path}`,
    page_title: document.title,
  });
}
