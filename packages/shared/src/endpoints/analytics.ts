import { analyticsQuerySchema, analyticsReportSchema } from "../analytics-model";
import { defineEndpoint } from "../api-endpoint";
import { pageViewSchema } from "../api-error";

/** First-party analytics (SPEC §1). */
export const analyticsEndpoints = {
  /** The operator's Google Analytics script tags, as text. */
  gaScript: defineEndpoint({ method: "GET", path: "/api/analytics/ga-script", status: 200 }),
  pageViews: defineEndpoint({
    method: "POST",
    path: "/api/analytics/page-views",
    body: pageViewSchema,
    status: 204,
  }),
};

/** The analytics report (docs/decisions/057-analytics-and-sitemaps.md): the platform's, and an incubator's. */
export const analyticsReportEndpoints = {
  platform: defineEndpoint({
    method: "GET",
    path: "/api/admin/analytics",
    query: analyticsQuerySchema,
    status: 200,
    response: analyticsReportSchema,
  }),
  incubator: defineEndpoint({
    method: "GET",
    path: "/api/incubators/:slug/analytics",
    query: analyticsQuerySchema,
    status: 200,
    response: analyticsReportSchema,
  }),
};
