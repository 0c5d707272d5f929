import { defineEndpoint } from "../api-endpoint";
import {
  fundingReviewQueueResponseSchema,
  fundingReviewsResponseSchema,
  myFundingReviewResponseSchema,
  saveFundingReviewSchema,
} from "../funding-reviews";

/** Reviewing funding applications (docs/decisions/059-business-funding.md, "Review, decisions and awards"). */
export const fundingReviewEndpoints = {
  /** The applications of the calls the caller was invited to review. */
  queue: defineEndpoint({
    method: "GET",
    path: "/api/funding/reviews",
    status: 200,
    response: fundingReviewQueueResponseSchema,
  }),
  mine: defineEndpoint({
    method: "GET",
    path: "/api/funding-applications/:applicationId/my-review",
    status: 200,
    response: myFundingReviewResponseSchema,
  }),
  save: defineEndpoint({
    method: "PUT",
    path: "/api/funding-applications/:applicationId/my-review",
    body: saveFundingReviewSchema,
    status: 200,
    response: myFundingReviewResponseSchema,
  }),
  submit: defineEndpoint({
    method: "POST",
    path: "/api/funding-applications/:applicationId/my-review/submit",
    status: 200,
    response: myFundingReviewResponseSchema,
  }),
  /** The submitted reviews: to the owner always, to a reviewer once theirs is submitted. */
  all: defineEndpoint({
    method: "GET",
    path: "/api/funding-applications/:applicationId/reviews",
    status: 200,
    response: fundingReviewsResponseSchema,
  }),
};
