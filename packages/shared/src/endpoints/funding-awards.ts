import { defineEndpoint } from "../api-endpoint";
import {
  fundingDecisionResponseSchema,
  fundingDecisionSchema,
  fundingRankingResponseSchema,
  fundingReportQuerySchema,
  releaseTrancheResponseSchema,
  releaseTrancheSchema,
} from "../funding-reviews";

/**
 * The owner's ranking, decisions, tranches and report, and a team's funding
 * (docs/decisions/059-business-funding.md, "Review, decisions and awards").
 */
export const fundingAwardEndpoints = {
  ranking: defineEndpoint({
    method: "GET",
    path: "/api/funding-calls/:callId/ranking",
    status: 200,
    response: fundingRankingResponseSchema,
  }),
  shortlist: defineEndpoint({
    method: "POST",
    path: "/api/funding-applications/:applicationId/shortlist",
    status: 200,
    response: fundingDecisionResponseSchema,
  }),
  unshortlist: defineEndpoint({
    method: "POST",
    path: "/api/funding-applications/:applicationId/unshortlist",
    status: 200,
    response: fundingDecisionResponseSchema,
  }),
  decide: defineEndpoint({
    method: "POST",
    path: "/api/funding-applications/:applicationId/decision",
    body: fundingDecisionSchema,
    status: 200,
    response: fundingDecisionResponseSchema,
  }),
  reopen: defineEndpoint({
    method: "POST",
    path: "/api/funding-applications/:applicationId/reopen",
    status: 200,
    response: fundingDecisionResponseSchema,
  }),
  release: defineEndpoint({
    method: "POST",
    path: "/api/funding-tranches/:trancheId/release",
    body: releaseTrancheSchema,
    status: 200,
    response: releaseTrancheResponseSchema,
  }),
  /**
   * The call's figures and awards: JSON (`fundingReportResponseSchema`) or, with `format=csv`, a CSV
   * file; the handler answers either itself, so the contract names no one response schema.
   */
  report: defineEndpoint({
    method: "GET",
    path: "/api/funding-calls/:callId/report",
    query: fundingReportQuerySchema,
    status: 200,
  }),
};
