import { FUNDING_CALL_MESSAGES, fundingCallEndpoints, JOIN_FAILURE_REASONS } from "@hatchery/shared";
import { loadPolicyActor } from "../../auth/actor-roles";
import { optionalSession } from "../../auth/guards";
import { type ApiRoute, apiErrorResponse, defineEndpointRoute } from "../../lib/api-route";
import type { ModuleDeps } from "../../module-deps";
import { addReviewer, listReviewers, removeReviewer } from "./funding-call-reviewers.service";
import {
  closeCall,
  createCall,
  extendCall,
  getCall,
  listIncubatorCalls,
  publishCall,
  updateCall,
} from "./funding-calls.service";
import { getFundingHub } from "./funding-hub.service";

const signedOut = apiErrorResponse("Not signed in.");
const ownerOnly = apiErrorResponse(
  `${FUNDING_CALL_MESSAGES.ownerOnly}; or an unverified email, or a request from another site.`,
);
const callNotFound = apiErrorResponse(
  `${FUNDING_CALL_MESSAGES.callNotFound}: no such call, or it is hidden from the caller (a draft, or a call of an archived incubator).`,
);

/** Funding calls, their reviewers and the funding hub (docs/decisions/059-business-funding.md). */
export function fundingCallsRoutes({ auth, db, guards, clock }: ModuleDeps): ApiRoute[] {
  return [
    defineEndpointRoute(fundingCallEndpoints.list, {
      summary:
        "The incubator's funding calls, closing soonest first: visitors see the open and upcoming calls of an incubator that is not archived; its members every published call; its owner and administrators the drafts too.",
      tags: ["funding"],
      success: "The calls, and whether the caller may open new ones.",
      middleware: [optionalSession(auth)],
      errors: { 404: apiErrorResponse(JOIN_FAILURE_REASONS.notFound) },
      handler: async (c, { params }) => listIncubatorCalls(db, await loadPolicyActor(c, db), params, clock),
    }),
    defineEndpointRoute(fundingCallEndpoints.create, {
      summary: "Drafts a funding call: the incubator's owner or an administrator.",
      tags: ["funding"],
      success: "The new draft.",
      middleware: [guards.requireVerifiedEmail],
      errors: {
        401: signedOut,
        403: ownerOnly,
        404: apiErrorResponse(JOIN_FAILURE_REASONS.notFound),
        422: apiErrorResponse(
          `A field is invalid: ${FUNDING_CALL_MESSAGES.maxAwardAbovePool}; ${FUNDING_CALL_MESSAGES.closesBeforeOpens}; ${FUNDING_CALL_MESSAGES.questionsRequired}; ${FUNDING_CALL_MESSAGES.criteriaRequired}; ${FUNDING_CALL_MESSAGES.stagesRequired}.`,
        ),
      },
      handler: async (c, { params, body }) =>
        createCall(db, await loadPolicyActor(c, db), { ...params, ...body }, clock, {
          requestId: c.get("requestId"),
        }),
    }),
    defineEndpointRoute(fundingCallEndpoints.detail, {
      summary:
        "A funding call with its questions and rubric; for a signed-in person also their teams' applications, the teams they lead with whether each may apply, and whether they manage or review it.",
      tags: ["funding"],
      success: "The call.",
      middleware: [optionalSession(auth)],
      errors: { 404: callNotFound },
      handler: async (c, { params }) => getCall(db, await loadPolicyActor(c, db), params, clock),
    }),
    defineEndpointRoute(fundingCallEndpoints.update, {
      summary:
        "Edits a call. Its questions, rubric and currency stay as they are once an application was submitted.",
      tags: ["funding"],
      success: "The call after the change.",
      middleware: [guards.requireVerifiedEmail],
      errors: {
        401: signedOut,
        403: ownerOnly,
        404: callNotFound,
        409: apiErrorResponse(
          `${FUNDING_CALL_MESSAGES.formLocked}; ${FUNDING_CALL_MESSAGES.poolBelowCommitted}.`,
        ),
        422: apiErrorResponse(
          "A field is invalid, or the call as it would become breaks a rule across fields.",
        ),
      },
      handler: async (c, { params, body }) =>
        updateCall(db, await loadPolicyActor(c, db), { ...params, ...body }, clock, {
          requestId: c.get("requestId"),
        }),
    }),
    defineEndpointRoute(fundingCallEndpoints.publish, {
      summary: "Publishes a draft: it appears to those who may see the incubator's calls.",
      tags: ["funding"],
      success: "The published call.",
      middleware: [guards.requireVerifiedEmail],
      errors: {
        401: signedOut,
        403: ownerOnly,
        404: callNotFound,
        409: apiErrorResponse(
          `${FUNDING_CALL_MESSAGES.alreadyPublished}; ${FUNDING_CALL_MESSAGES.closingPassed}.`,
        ),
      },
      handler: async (c, { params }) =>
        publishCall(db, await loadPolicyActor(c, db), params, clock, { requestId: c.get("requestId") }),
    }),
    defineEndpointRoute(fundingCallEndpoints.close, {
      summary: "Closes a published call before its closing time.",
      tags: ["funding"],
      success: "The closed call.",
      middleware: [guards.requireVerifiedEmail],
      errors: {
        401: signedOut,
        403: ownerOnly,
        404: callNotFound,
        409: apiErrorResponse(
          `${FUNDING_CALL_MESSAGES.notPublished}; ${FUNDING_CALL_MESSAGES.alreadyClosed}.`,
        ),
      },
      handler: async (c, { params }) =>
        closeCall(db, await loadPolicyActor(c, db), params, clock, { requestId: c.get("requestId") }),
    }),
    defineEndpointRoute(fundingCallEndpoints.extend, {
      summary: "Moves a call's closing time later (never earlier).",
      tags: ["funding"],
      success: "The call with its new closing time.",
      middleware: [guards.requireVerifiedEmail],
      errors: {
        401: signedOut,
        403: ownerOnly,
        404: callNotFound,
        409: apiErrorResponse(FUNDING_CALL_MESSAGES.closedEarly),
        422: apiErrorResponse(FUNDING_CALL_MESSAGES.extendLater),
      },
      handler: async (c, { params, body }) =>
        extendCall(db, await loadPolicyActor(c, db), { ...params, ...body }, clock, {
          requestId: c.get("requestId"),
        }),
    }),
    defineEndpointRoute(fundingCallEndpoints.reviewers, {
      summary:
        "The call's reviewers, each with their role and whether they submitted a review; with `search`, the incubator's active members whose name matches (at most 10), for the picker.",
      tags: ["funding"],
      success: "The reviewers and the picker's candidates.",
      middleware: [guards.requireVerifiedEmail],
      errors: { 401: signedOut, 403: ownerOnly, 404: callNotFound },
      handler: async (c, { params, query }) =>
        listReviewers(db, await loadPolicyActor(c, db), { ...params, ...query }),
    }),
    defineEndpointRoute(fundingCallEndpoints.addReviewer, {
      summary: "Invites an active member of the incubator to review the call; they are notified.",
      tags: ["funding"],
      success: "The reviewers after the invitation.",
      middleware: [guards.requireVerifiedEmail],
      errors: {
        401: signedOut,
        403: ownerOnly,
        404: callNotFound,
        409: apiErrorResponse(FUNDING_CALL_MESSAGES.reviewerAlreadyInvited),
        422: apiErrorResponse(
          `${FUNDING_CALL_MESSAGES.reviewerNotMember}; ${FUNDING_CALL_MESSAGES.reviewerIsOwner}.`,
        ),
      },
      handler: async (c, { params, body }) =>
        addReviewer(
          db,
          await loadPolicyActor(c, db),
          { ...params, ...body },
          { requestId: c.get("requestId") },
        ),
    }),
    defineEndpointRoute(fundingCallEndpoints.removeReviewer, {
      summary: "Removes a reviewer who has submitted no review of the call.",
      tags: ["funding"],
      success: "The reviewers after the removal.",
      middleware: [guards.requireVerifiedEmail],
      errors: {
        401: signedOut,
        403: ownerOnly,
        404: apiErrorResponse(
          `${FUNDING_CALL_MESSAGES.callNotFound}, or ${FUNDING_CALL_MESSAGES.reviewerNotFound}.`,
        ),
        409: apiErrorResponse(FUNDING_CALL_MESSAGES.reviewerHasReviewed),
      },
      handler: async (c, { params }) =>
        removeReviewer(db, await loadPolicyActor(c, db), params, { requestId: c.get("requestId") }),
    }),
    defineEndpointRoute(fundingCallEndpoints.hub, {
      summary:
        "The signed-in person's funding: the open calls of the incubators they are inside, and the applications of the teams they lead or hold a core role in.",
      tags: ["funding"],
      success: "Open calls and applications.",
      middleware: [guards.requireUser],
      errors: { 401: signedOut },
      handler: async (c) => getFundingHub(db, await loadPolicyActor(c, db), clock),
    }),
  ];
}
