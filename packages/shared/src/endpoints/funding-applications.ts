import { defineEndpoint } from "../api-endpoint";
import {
  createFundingCommentSchema,
  fundingApplicationDetailResponseSchema,
  fundingCommentResponseSchema,
  fundingCommentsResponseSchema,
  startFundingApplicationSchema,
  updateFundingApplicationSchema,
} from "../funding-calls";

/** A team's application to a funding call (docs/decisions/059-business-funding.md). */
export const fundingApplicationEndpoints = {
  /** Starts the team's draft, or answers the team's application when it has one (a withdrawn one is taken up again). */
  start: defineEndpoint({
    method: "POST",
    path: "/api/funding-calls/:callId/applications",
    body: startFundingApplicationSchema,
    status: 201,
    response: fundingApplicationDetailResponseSchema,
  }),
  detail: defineEndpoint({
    method: "GET",
    path: "/api/funding-applications/:applicationId",
    status: 200,
    response: fundingApplicationDetailResponseSchema,
  }),
  update: defineEndpoint({
    method: "PATCH",
    path: "/api/funding-applications/:applicationId",
    body: updateFundingApplicationSchema,
    status: 200,
    response: fundingApplicationDetailResponseSchema,
  }),
  submit: defineEndpoint({
    method: "POST",
    path: "/api/funding-applications/:applicationId/submit",
    status: 200,
    response: fundingApplicationDetailResponseSchema,
  }),
  withdraw: defineEndpoint({
    method: "POST",
    path: "/api/funding-applications/:applicationId/withdraw",
    status: 200,
    response: fundingApplicationDetailResponseSchema,
  }),
  comments: defineEndpoint({
    method: "GET",
    path: "/api/funding-applications/:applicationId/comments",
    status: 200,
    response: fundingCommentsResponseSchema,
  }),
  addComment: defineEndpoint({
    method: "POST",
    path: "/api/funding-applications/:applicationId/comments",
    body: createFundingCommentSchema,
    status: 201,
    response: fundingCommentResponseSchema,
  }),
};
