import type { pageViewSchema } from "@hatchery/shared";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { pageViews } from "../../db/schema";
import type { Actor } from "../../lib/context";

const MAX_STORED_LENGTH = 2048;

/**
 * The standard gtag snippet as script tags; the web app injects only tags
 * loading from the analytics hosts or calling gtag (SPEC §7). Empty when
 * Google Analytics is not configured.
 */
export function googleAnalyticsScript(measurementId: string | undefined): string {
  if (!measurementId) return "";
  return (
    `<script async src="https://www.googletagmanager.com/gtag/js?id=${measurementId}"></script>` +
    `<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}` +
    `gtag('js',new Date());gtag('config','${measurementId}');</script>`
  );
}

/** Query strings and fragments can carry personal data or tokens; only the path is kept. */
export function normalizePagePath(path: string): string {
  return (path.split(/[?#]/, 1)[0] ?? "/").slice(0, MAX_STORED_LENGTH);
}

/** Origin and path of an http(s) referrer, or null for anything else (including no referrer). */
export function normalizeReferrer(referrer: string): string | null {
  const url = URL.parse(referrer);
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:")) return null;
  return `${url.origin}${url.pathname}`.slice(0, MAX_STORED_LENGTH);
}

export async function recordPageView(
  db: Database,
  _actor: Actor,
  input: z.output<typeof pageViewSchema>,
): Promise<void> {
  await db.insert(pageViews).values({
    path: normalizePagePath(input.path),
    referrer: normalizeReferrer(input.referrer),
    visitorId: input.visitorId,
  });
}
