import { FUNDING_CALL_MESSAGES, fundingApplicationEndpoints } from "@hatchery/shared";
import { loadPolicyActor } from "../../auth/actor-roles";
import { type ApiRoute, apiErrorResponse, defineEndpointRoute } from "../../lib/api-route";
import type { ModuleDeps } from "../../module-deps";
import {
  getApplication,
  startApplication,
  submitApplication,
  updateApplication,
  withdrawApplication,
} from "./funding-applications.service";
import { addComment, listComments } from "./funding-applications-comments.service";

const signedOut = apiErrorResponse("Not signed in.");
const applicationNotFound = apiErrorResponse(
  `${FUNDING_CALL_MESSAGES.applicationNotFound}: no such application, or the caller may not read it (a draft is its team's core members' alone).`,
);
const leaderOnly = apiErrorResponse(
  `${FUNDING_CALL_MESSAGES.leaderOnly}; or an unverified email, or a request from another site.`,
);

/** A team's application to a funding call (docs/decisions/059-business-funding.md). */
export function fundingApplicationsRoutes({ db, guards, clock }: ModuleDeps): ApiRoute[] {
  return [
    defineEndpointRoute(fundingApplicationEndpoints.start, {
      summary:
        "Starts the team's draft: its leader, holding a subscriber tier in the call's incubator, while the call is open and the team is at an eligible stage. A team has one application per call: starting again answers it, and takes a withdrawn one up again as a draft.",
      tags: ["funding"],
      success: "The team's application.",
      middleware: [guards.requireVerifiedEmail],
      errors: {
        401: signedOut,
        403: apiErrorResponse(
          `${FUNDING_CALL_MESSAGES.leaderOnly}; the team's stage is not one the call is for; the leader holds no subscriber tier (business funding is a subscriber benefit); or an unverified email.`,
        ),
        404: apiErrorResponse(
          `${FUNDING_CALL_MESSAGES.callNotFound}, or ${FUNDING_CALL_MESSAGES.teamNotFound}.`,
        ),
        409: apiErrorResponse(FUNDING_CALL_MESSAGES.callNotOpen),
        422: apiErrorResponse(FUNDING_CALL_MESSAGES.teamNotInIncubator),
      },
      handler: async (c, { params, body }) =>
        startApplication(db, await loadPolicyActor(c, db), { ...params, ...body }, clock),
    }),
    defineEndpointRoute(fundingApplicationEndpoints.detail, {
      summary:
        "An application with its call, answers and the project's milestones: for the team's leader and core members; once submitted also for the call's owner, its reviewers and administrators.",
      tags: ["funding"],
      success: "The application.",
      middleware: [guards.requireUser],
      errors: { 401: signedOut, 404: applicationNotFound },
      handler: async (c, { params }) => getApplication(db, await loadPolicyActor(c, db), params, clock),
    }),
    defineEndpointRoute(fundingApplicationEndpoints.update, {
      summary:
        "Saves the leader's changes (the autosave): the same change twice leaves the same application. A submitted application stays complete.",
      tags: ["funding"],
      success: "The application after the change.",
      middleware: [guards.requireVerifiedEmail],
      errors: {
        401: signedOut,
        403: leaderOnly,
        404: applicationNotFound,
        409: apiErrorResponse(
          `${FUNDING_CALL_MESSAGES.notEditable}; ${FUNDING_CALL_MESSAGES.withdrawnFirst}.`,
        ),
        422: apiErrorResponse(
          `${FUNDING_CALL_MESSAGES.projectNotOfTeam}; ${FUNDING_CALL_MESSAGES.unknownQuestion}; or a submitted application would lose what submitting needs.`,
        ),
      },
      handler: async (c, { params, body }) =>
        updateApplication(db, await loadPolicyActor(c, db), { ...params, ...body }, clock),
    }),
    defineEndpointRoute(fundingApplicationEndpoints.submit, {
      summary:
        "Submits a draft while the call is open: the project, an ask within the largest award, and every required answer within its limit. The call's owner is notified.",
      tags: ["funding"],
      success: "The submitted application.",
      middleware: [guards.requireVerifiedEmail],
      errors: {
        401: signedOut,
        403: leaderOnly,
        404: applicationNotFound,
        409: apiErrorResponse(
          `${FUNDING_CALL_MESSAGES.alreadySubmitted}; ${FUNDING_CALL_MESSAGES.notSubmittable}; ${FUNDING_CALL_MESSAGES.callNotOpen}.`,
        ),
        422: apiErrorResponse(
          `${FUNDING_CALL_MESSAGES.projectRequired}; ${FUNDING_CALL_MESSAGES.askRequired}; the ask is above the largest award; a required answer is missing or an answer is too long.`,
        ),
      },
      handler: async (c, { params }) =>
        submitApplication(db, await loadPolicyActor(c, db), params, clock, { requestId: c.get("requestId") }),
    }),
    defineEndpointRoute(fundingApplicationEndpoints.withdraw, {
      summary: "Withdraws a draft or submitted application while the call is open; it may be taken up again.",
      tags: ["funding"],
      success: "The withdrawn application.",
      middleware: [guards.requireVerifiedEmail],
      errors: {
        401: signedOut,
        403: leaderOnly,
        404: applicationNotFound,
        409: apiErrorResponse(FUNDING_CALL_MESSAGES.notWithdrawable),
      },
      handler: async (c, { params }) =>
        withdrawApplication(db, await loadPolicyActor(c, db), params, clock, {
          requestId: c.get("requestId"),
        }),
    }),
    defineEndpointRoute(fundingApplicationEndpoints.comments, {
      summary: "The team's core members' comments on the application, oldest first.",
      tags: ["funding"],
      success: "The comments.",
      middleware: [guards.requireUser],
      errors: {
        401: signedOut,
        403: apiErrorResponse(FUNDING_CALL_MESSAGES.coreMembersOnly),
        404: applicationNotFound,
      },
      handler: async (c, { params }) => listComments(db, await loadPolicyActor(c, db), params, clock),
    }),
    defineEndpointRoute(fundingApplicationEndpoints.addComment, {
      summary: "Comments on the application: the team's leader and core members.",
      tags: ["funding"],
      success: "The comment.",
      middleware: [guards.requireVerifiedEmail],
      errors: {
        401: signedOut,
        403: apiErrorResponse(`${FUNDING_CALL_MESSAGES.coreMembersOnly}; or an unverified email.`),
        404: applicationNotFound,
        422: apiErrorResponse("Comment is required, or it is too long."),
      },
      handler: async (c, { params, body }) =>
        addComment(db, await loadPolicyActor(c, db), { ...params, ...body }, clock),
    }),
  ];
}
