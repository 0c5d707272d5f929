import { FUNDING_REVIEW_MESSAGES, fundingReviewEndpoints } from "@hatchery/shared";
import { loadPolicyActor } from "../../auth/actor-roles";
import { type ApiRoute, apiErrorResponse, defineEndpointRoute } from "../../lib/api-route";
import type { ModuleDeps } from "../../module-deps";
import {
  getMyReview,
  listReviewQueue,
  listReviews,
  saveMyReview,
  submitMyReview,
} from "./funding-reviews.service";

const tags = ["funding"];
const signedOut = apiErrorResponse("Not signed in.");
const notFound = apiErrorResponse(
  `${FUNDING_REVIEW_MESSAGES.applicationNotFound}: no such application, or the caller is neither its owner, one of its reviewers (once it is submitted) nor a member of its team.`,
);
const refused = apiErrorResponse(
  `${FUNDING_REVIEW_MESSAGES.notReviewer} Or: ${FUNDING_REVIEW_MESSAGES.conflictOfInterest} Or an unverified email.`,
);
const closed = apiErrorResponse(
  `${FUNDING_REVIEW_MESSAGES.reviewingEnded} Or: ${FUNDING_REVIEW_MESSAGES.reviewFinal}`,
);

/** Reviewing funding applications (docs/decisions/059-business-funding.md, "Review, decisions and awards"). */
export function fundingReviewsRoutes({ db, guards, clock }: ModuleDeps): ApiRoute[] {
  return [
    defineEndpointRoute(fundingReviewEndpoints.queue, {
      summary: "The caller's review queue: the submitted and decided applications of the calls they review.",
      tags,
      success: "Each application with its call, team and where the caller's own review stands.",
      middleware: [guards.requireUser],
      errors: { 401: signedOut },
      handler: async (c) => listReviewQueue(db, await loadPolicyActor(c, db)),
    }),
    defineEndpointRoute(fundingReviewEndpoints.mine, {
      summary: "The caller's own review of an application, with the call's rubric.",
      tags,
      success:
        "The rubric, the caller's review (null before the first save) and whether they may still edit it.",
      middleware: [guards.requireUser],
      errors: { 401: signedOut, 403: refused, 404: notFound },
      handler: async (c, { params }) => getMyReview(db, await loadPolicyActor(c, db), params.applicationId),
    }),
    defineEndpointRoute(fundingReviewEndpoints.save, {
      summary:
        "Saves the caller's draft review: scores from 1 to 5 for any of the rubric's criteria, and a comment.",
      tags,
      success: "The draft as saved.",
      middleware: [guards.requireVerifiedEmail],
      errors: {
        401: signedOut,
        403: refused,
        404: notFound,
        409: closed,
        422: apiErrorResponse(
          `A score or the comment is invalid, or: ${FUNDING_REVIEW_MESSAGES.unknownCriterion}`,
        ),
      },
      handler: async (c, { params, body }) =>
        saveMyReview(db, await loadPolicyActor(c, db), params.applicationId, body, clock.now()),
    }),
    defineEndpointRoute(fundingReviewEndpoints.submit, {
      summary: "Submits the caller's saved review once every criterion is scored; it is final.",
      tags,
      success: "The submitted review.",
      middleware: [guards.requireVerifiedEmail],
      errors: {
        401: signedOut,
        403: refused,
        404: notFound,
        409: apiErrorResponse(
          `${FUNDING_REVIEW_MESSAGES.reviewingEnded} Or: ${FUNDING_REVIEW_MESSAGES.reviewFinal} Or: ${FUNDING_REVIEW_MESSAGES.noReviewYet}`,
        ),
        422: apiErrorResponse(FUNDING_REVIEW_MESSAGES.reviewIncomplete),
      },
      handler: async (c, { params }) =>
        submitMyReview(db, await loadPolicyActor(c, db), params.applicationId, clock.now()),
    }),
    defineEndpointRoute(fundingReviewEndpoints.all, {
      summary:
        "The submitted reviews of an application: to the incubator's owner and administrators always, to a reviewer once their own is submitted.",
      tags,
      success: "The rubric and the submitted reviews with their weighted means.",
      middleware: [guards.requireUser],
      errors: {
        401: signedOut,
        403: apiErrorResponse(
          `${FUNDING_REVIEW_MESSAGES.submitYoursFirst} Or: ${FUNDING_REVIEW_MESSAGES.reviewsHidden}`,
        ),
        404: notFound,
      },
      handler: async (c, { params }) => listReviews(db, await loadPolicyActor(c, db), params.applicationId),
    }),
  ];
}
