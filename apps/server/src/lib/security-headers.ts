import { randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { isHttps } from "./client-ip";
import type { AppEnv } from "./context";

/** Marker Vite writes (html.cspNonce) wherever index.html needs the per-request nonce. */
export const CSP_NONCE_PLACEHOLDER = "__CSP_NONCE__";

/** Google Analytics hosts are allowed so the optional GA script (GA_MEASUREMENT_ID) can load and report. */
export function contentSecurityPolicy(nonce?: string): string {
  return [
    "default-src 'self'",
    `script-src 'self'${nonce ? ` 'nonce-${nonce}'` : ""} https://www.googletagmanager.com https://www.google-analytics.com`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://www.google-analytics.com https://www.googletagmanager.com",
    "connect-src 'self' https://www.google-analytics.com https://*.google-analytics.com https://*.analytics.google.com",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join("; ");
}

/**
 * Powerful features the pages never use are off. The microphone is allowed to the product's own pages:
 * the interview practice lets a person speak an answer (docs/decisions/045-interview-practice.md).
 */
const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "camera=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=(self)",
  "payment=()",
  "usb=()",
].join(", ");

/**
 * Offers the handler a nonce (index.html needs one, made the first time it is asked for) and sets the
 * headers after it, so they also cover error and not-found responses; the policy names the nonce only
 * when a page used it. HSTS only over HTTPS: sent over plain HTTP it would lock out a local installation.
 */
export function securityHeaders(options: { trustProxy: boolean }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let nonce: string | undefined;
    c.set("cspNonce", () => {
      nonce ??= randomBytes(16).toString("base64");
      return nonce;
    });
    await next();
    const headers = c.res.headers;
    // A route may set a stricter policy of its own (uploaded files are sandboxed).
    if (!headers.has("Content-Security-Policy")) {
      headers.set("Content-Security-Policy", contentSecurityPolicy(nonce));
    }
    headers.set("X-Content-Type-Options", "nosniff");
    headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    headers.set("X-Frame-Options", "DENY");
    headers.set("Cross-Origin-Opener-Policy", "same-origin");
    headers.set("Permissions-Policy", PERMISSIONS_POLICY);
    if (isHttps(c, options.trustProxy)) {
      headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    }
  };
}
