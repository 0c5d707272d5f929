import {
  MENTORING_AFTER_MESSAGES,
  MENTORING_MESSAGES,
  mentoringAfterEndpoints,
  REPORT_ERROR_MESSAGES,
} from "@hatchery/shared";
import { loadPolicyActor } from "../../auth/actor-roles";
import { optionalSession } from "../../auth/guards";
import { type ApiRoute, apiErrorResponse, defineEndpointRoute } from "../../lib/api-route";
import type { ModuleDeps } from "../../module-deps";
import { listMentorReviews, reportReview, reviewSession } from "./mentor-reviews.service";

const tags = ["mentoring"];
const signedOut = apiErrorResponse("Not signed in.");

/** Reviews of sessions (docs/decisions/051-mentoring.md, "After the session"). */
export function mentorReviewsRoutes({ auth, db, guards, clock }: ModuleDeps): ApiRoute[] {
  return [
    defineEndpointRoute(mentoringAfterEndpoints.review, {
      summary:
        "Rates a completed session 1–5 with a comment, once per side; shown to the other side when both have rated or 14 days after the session ended.",
      tags,
      success: "The review.",
      middleware: [guards.requireVerifiedEmail],
      errors: {
        401: signedOut,
        403: apiErrorResponse(`${MENTORING_AFTER_MESSAGES.notYetConfirmed} Or an unverified email.`),
        404: apiErrorResponse(MENTORING_MESSAGES.sessionNotFound),
        409: apiErrorResponse(
          `${MENTORING_AFTER_MESSAGES.alreadyReviewed} Or: ${MENTORING_AFTER_MESSAGES.reviewNotCompleted}`,
        ),
        422: apiErrorResponse("The rating or the comment is invalid."),
      },
      handler: async (c, { params, body }) =>
        reviewSession(db, await loadPolicyActor(c, db), { sessionId: params.id, ...body, now: clock.now() }),
    }),
    defineEndpointRoute(mentoringAfterEndpoints.mentorReviews, {
      summary:
        "A listed mentor's revealed reviews from their mentees, newest first, with their average and count.",
      tags,
      success: "A page of reviews and the summary.",
      middleware: [optionalSession(auth)],
      errors: {
        404: apiErrorResponse(MENTORING_MESSAGES.mentorNotFound),
        422: apiErrorResponse("The cursor is not one this endpoint gave."),
      },
      handler: async (c, { params, query }) =>
        listMentorReviews(db, await loadPolicyActor(c, db), {
          slug: params.slug,
          ...query,
          now: clock.now(),
        }),
    }),
    defineEndpointRoute(mentoringAfterEndpoints.reportReview, {
      summary: "Reports a revealed review the caller can see, not their own, to the moderators.",
      tags,
      success: "The report's id.",
      middleware: [guards.requireVerifiedEmail],
      errors: {
        401: signedOut,
        403: apiErrorResponse(`${MENTORING_AFTER_MESSAGES.cannotReportOwnReview} Or an unverified email.`),
        404: apiErrorResponse(MENTORING_AFTER_MESSAGES.reviewNotFound),
        409: apiErrorResponse(REPORT_ERROR_MESSAGES.alreadyReported),
        422: apiErrorResponse("The reason or the details are invalid."),
      },
      handler: async (c, { params, body }) =>
        reportReview(db, await loadPolicyActor(c, db), { reviewId: params.id, ...body, now: clock.now() }),
    }),
  ];
}
