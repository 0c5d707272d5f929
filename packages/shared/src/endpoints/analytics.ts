import { defineEndpoint } from "../api-endpoint";
import { pageViewSchema } from "../api-error";
import { GA_SCRIPT_PATH, PAGE_VIEWS_PATH } from "./paths-without-schemas";

/** First-party analytics (SPEC §1). */
export const analyticsEndpoints = {
  /** The operator's Google Analytics script tags, as text. */
  gaScript: defineEndpoint({ method: "GET", path: GA_SCRIPT_PATH, status: 200 }),
  pageViews: defineEndpoint({ method: "POST", path: PAGE_VIEWS_PATH, body: pageViewSchema, status: 204 }),
};
