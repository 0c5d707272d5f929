import { analyticsEndpoints } from "@hatchery/shared";
import type { MiddlewareHandler } from "hono";
import { type ApiRoute, defineEndpointRoute } from "../../lib/api-route";
import type { AppEnv } from "../../lib/context";
import type { RateLimitRule } from "../../lib/rate-limit";
import type { AppDeps } from "../../module-deps";
import { googleAnalyticsScript, recordPageView } from "./analytics.service";

/** A person browsing quickly stays far below this; a script flooding the table does not. */
export const PAGE_VIEW_RATE_LIMIT = {
  name: "page-views:ip",
  points: 60,
  windowMs: 60_000,
} as const satisfies RateLimitRule;

/** Honours Do-Not-Track and Global Privacy Control: accepted, and nothing is stored. */
const respectDoNotTrack: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.header("dnt") === "1" || c.req.header("sec-gpc") === "1") return c.body(null, 204);
  await next();
};

export function analyticsRoutes({ db, env }: AppDeps): ApiRoute[] {
  const script = googleAnalyticsScript(env.GA_MEASUREMENT_ID);

  return [
    defineEndpointRoute(analyticsEndpoints.gaScript, {
      summary: "The Google Analytics script tags, or an empty body when analytics is not configured.",
      tags: ["analytics"],
      // HTML script tags, which the web app vets and injects; served as text so that nothing renders or
      // runs them when the address is opened directly.
      success: "The script tags as text, or an empty body.",
      successContentType: "text/plain",
      handler: (c) => {
        c.header("Cache-Control", "public, max-age=3600");
        return c.text(script ?? "", 200);
      },
    }),
    defineEndpointRoute(analyticsEndpoints.pageViews, {
      summary: "Records one page view. Ignored (still 204) when the browser sends DNT or Sec-GPC.",
      tags: ["analytics"],
      success: "Recorded (or ignored on request).",
      middleware: [respectDoNotTrack],
      rateLimit: PAGE_VIEW_RATE_LIMIT,
      // navigator.sendBeacon posts a string as text/plain, which also avoids a CORS preflight.
      bodyContentTypes: ["application/json", "text/plain"],
      handler: async (c, { body }) => {
        await recordPageView(db, c.get("actor"), body);
      },
    }),
  ];
}
