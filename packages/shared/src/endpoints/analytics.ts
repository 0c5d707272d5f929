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
