import {
  ANALYTICS_ERROR_MESSAGES,
  analyticsEndpoints,
  analyticsReportEndpoints,
  JOIN_FAILURE_REASONS,
} from "@hatchery/shared";
import type { MiddlewareHandler } from "hono";
import { loadPolicyActor } from "../../auth/actor-roles";
import { EMAIL_VERIFICATION_REQUIRED_MESSAGE, roleRequiredMessage } from "../../auth/guards";
import { type ApiRoute, apiErrorResponse, defineEndpointRoute } from "../../lib/api-route";
import type { AppEnv } from "../../lib/context";
import type { RateLimitRule } from "../../lib/rate-limit";
import type { ModuleDeps } from "../../module-deps";
import { googleAnalyticsScript, recordPageView } from "./analytics.service";
import { readIncubatorAnalytics, readPlatformAnalytics } from "./analytics-report.service";

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

const signedOut = apiErrorResponse("Not signed in.");
const badRange = apiErrorResponse(
  `A date is not YYYY-MM-DD, the start is after the end, or the range is longer than allowed: ${ANALYTICS_ERROR_MESSAGES.rangeTooLong}`,
);

export function analyticsRoutes({ db, env, guards, clock }: ModuleDeps): ApiRoute[] {
  const script = googleAnalyticsScript(env.GA_MEASUREMENT_ID);
  // Moves between the site's own pages carry its origin as the referrer; the report leaves them out.
  const siteOrigin = new URL(env.PUBLIC_URL).origin;

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
    defineEndpointRoute(analyticsReportEndpoints.platform, {
      summary:
        "The platform's analytics for a range of days (the last 30 without one): page views, visitors, top pages and referrers, sign-ups, active members, subscriptions, revenue, the activation funnel and weekly retention. Administrators only.",
      tags: ["analytics"],
      success: "Every figure of the range, one row per day, page, status, step or cohort week.",
      middleware: [guards.requireUser],
      errors: {
        401: signedOut,
        403: apiErrorResponse(`${roleRequiredMessage("admin")} Or: ${EMAIL_VERIFICATION_REQUIRED_MESSAGE}`),
        422: badRange,
      },
      handler: async (c, { query }) =>
        readPlatformAnalytics(db, await loadPolicyActor(c, db), { query, siteOrigin, now: clock.now() }),
    }),
    defineEndpointRoute(analyticsReportEndpoints.incubator, {
      summary:
        "One incubator's analytics for a range of days: the figures of its own pages and members. Its owner and administrators only.",
      tags: ["analytics"],
      success: "Every figure of the range for the incubator.",
      middleware: [guards.requireUser],
      errors: {
        401: signedOut,
        403: apiErrorResponse(ANALYTICS_ERROR_MESSAGES.forbidden),
        404: apiErrorResponse(JOIN_FAILURE_REASONS.notFound),
        422: badRange,
      },
      handler: async (c, { params, query }) =>
        readIncubatorAnalytics(db, await loadPolicyActor(c, db), {
          slug: params.slug,
          query,
          siteOrigin,
          now: clock.now(),
        }),
    }),
  ];
}
