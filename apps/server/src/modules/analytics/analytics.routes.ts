import { pageViewSchema } from "@hatchery/shared";
import type { MiddlewareHandler } from "hono";
import type { AppDeps } from "../../app";
import { type ApiRoute, defineApiRoute } from "../../lib/api-route";
import type { AppEnv } from "../../lib/context";
import type { RateLimitRule } from "../../lib/rate-limit";
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
    defineApiRoute({
      method: "get",
      path: "/api/analytics/ga-script",
      summary: "The Google Analytics script tags, or an empty body when analytics is not configured.",
      tags: ["analytics"],
      responses: {
        200: {
          // HTML script tags, which the web app vets and injects; served as text so that nothing
          // renders or runs them when the address is opened directly.
          description: "The script tags as text, or an empty body.",
          contentType: "text/plain",
        },
      },
      handler: (c) => {
        c.header("Cache-Control", "public, max-age=3600");
        return c.text(script ?? "", 200);
      },
    }),
    defineApiRoute({
      method: "post",
      path: "/api/analytics/page-views",
      summary: "Records one page view. Ignored (still 204) when the browser sends DNT or Sec-GPC.",
      tags: ["analytics"],
      middleware: [respectDoNotTrack],
      rateLimit: PAGE_VIEW_RATE_LIMIT,
      // navigator.sendBeacon posts a string as text/plain, which also avoids a CORS preflight.
      body: { schema: pageViewSchema, contentTypes: ["application/json", "text/plain"] },
      responses: {
        204: { description: "Recorded (or ignored on request)." },
      },
      handler: async (c, { body }) => {
        await recordPageView(db, c.get("actor"), body);
        return c.body(null, 204);
      },
    }),
  ];
}
