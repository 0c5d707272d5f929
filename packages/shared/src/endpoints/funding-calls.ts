import { defineEndpoint } from "../api-endpoint";
import {
  addFundingReviewerSchema,
  createFundingCallSchema,
  extendFundingCallSchema,
  fundingCallDetailResponseSchema,
  fundingCallListResponseSchema,
  fundingHubResponseSchema,
  fundingReviewersQuerySchema,
  fundingReviewersResponseSchema,
  updateFundingCallSchema,
} from "../funding-calls";

/** An incubator's funding calls and their reviewers (docs/decisions/059-business-funding.md). */
export const fundingCallEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/api/incubators/:slug/funding-calls",
    status: 200,
    response: fundingCallListResponseSchema,
  }),
  create: defineEndpoint({
    method: "POST",
    path: "/api/incubators/:slug/funding-calls",
    body: createFundingCallSchema,
    status: 201,
    response: fundingCallDetailResponseSchema,
  }),
  detail: defineEndpoint({
    method: "GET",
    path: "/api/funding-calls/:callId",
    status: 200,
    response: fundingCallDetailResponseSchema,
  }),
  update: defineEndpoint({
    method: "PATCH",
    path: "/api/funding-calls/:callId",
    body: updateFundingCallSchema,
    status: 200,
    response: fundingCallDetailResponseSchema,
  }),
  publish: defineEndpoint({
    method: "POST",
    path: "/api/funding-calls/:callId/publish",
    status: 200,
    response: fundingCallDetailResponseSchema,
  }),
  close: defineEndpoint({
    method: "POST",
    path: "/api/funding-calls/:callId/close",
    status: 200,
    response: fundingCallDetailResponseSchema,
  }),
  extend: defineEndpoint({
    method: "POST",
    path: "/api/funding-calls/:callId/extend",
    body: extendFundingCallSchema,
    status: 200,
    response: fundingCallDetailResponseSchema,
  }),
  reviewers: defineEndpoint({
    method: "GET",
    path: "/api/funding-calls/:callId/reviewers",
    query: fundingReviewersQuerySchema,
    status: 200,
    response: fundingReviewersResponseSchema,
  }),
  addReviewer: defineEndpoint({
    method: "POST",
    path: "/api/funding-calls/:callId/reviewers",
    body: addFundingReviewerSchema,
    status: 201,
    response: fundingReviewersResponseSchema,
  }),
  removeReviewer: defineEndpoint({
    method: "DELETE",
    path: "/api/funding-calls/:callId/reviewers/:userId",
    status: 200,
    response: fundingReviewersResponseSchema,
  }),
  /** The signed-in person's funding: open calls in their incubators and their teams' applications. */
  hub: defineEndpoint({
    method: "GET",
    path: "/api/funding",
    status: 200,
    response: fundingHubResponseSchema,
  }),
};
