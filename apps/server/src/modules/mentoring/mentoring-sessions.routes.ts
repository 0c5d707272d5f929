import { MENTORING_MESSAGES, mentoringSessionEndpoints } from "@hatchery/shared";
import { loadPolicyActor } from "../../auth/actor-roles";
import { optionalSession } from "../../auth/guards";
import { type ApiRoute, apiErrorResponse, defineEndpointRoute } from "../../lib/api-route";
import type { ModuleDeps } from "../../module-deps";
import { readFreeSlots } from "./free-slots.service";
import { markSession } from "./mentoring-session-completion";
import {
  bookSession,
  cancelSession,
  confirmSession,
  declineSession,
  getSession,
  listMySessions,
  rescheduleSession,
} from "./mentoring-sessions.service";

const tags = ["mentoring"];
const signedOut = apiErrorResponse("Not signed in.");
const sessionNotFound = apiErrorResponse(
  `${MENTORING_MESSAGES.sessionNotFound}: no such session, or the caller is neither its mentor nor its mentee.`,
);
const taken = apiErrorResponse(
  `${MENTORING_MESSAGES.slotTaken} Or: ${MENTORING_MESSAGES.menteeBusy} Or: ${MENTORING_MESSAGES.weeklyLimitReached}`,
);
const notLive = apiErrorResponse(`${MENTORING_MESSAGES.notLive} Or: ${MENTORING_MESSAGES.alreadyStarted}`);

/** Free times, booking and the steps of a session (docs/decisions/051-mentoring.md, "Booking"). */
export function mentoringSessionsRoutes({ auth, db, guards, clock }: ModuleDeps): ApiRoute[] {
  return [
    defineEndpointRoute(mentoringSessionEndpoints.freeSlots, {
      summary:
        "A published mentor's free times in a range (at most 62 days), as UTC instants, and whether the caller may book them.",
      tags,
      success:
        "The free times, the mentor's zone and lengths, and the caller's place: may book, or whose plans to offer.",
      middleware: [optionalSession(auth)],
      errors: {
        404: apiErrorResponse(
          `${MENTORING_MESSAGES.mentorNotFound}: no such slug, or the profile is unpublished.`,
        ),
        422: apiErrorResponse("The range or the length is invalid."),
      },
      handler: async (c, { params, query }) =>
        readFreeSlots(db, await loadPolicyActor(c, db), params.slug, query, clock.now()),
    }),
    defineEndpointRoute(mentoringSessionEndpoints.book, {
      summary:
        "Books a free time of a published mentor with an agenda; confirmed at once when the mentor accepts every request. Needs an active subscriber tier in an incubator the mentor mentors in.",
      tags,
      success: "The session, requested or confirmed.",
      middleware: [guards.requireVerifiedEmail],
      errors: {
        401: signedOut,
        403: apiErrorResponse(
          `No active subscriber tier where the mentor mentors (the message names the incubator whose plans to offer), a failed tier lookup, ${MENTORING_MESSAGES.cannotBookYourself} or an unverified email.`,
        ),
        404: apiErrorResponse(MENTORING_MESSAGES.mentorNotFound),
        409: taken,
        422: apiErrorResponse(
          `The time, length or agenda is invalid, or: ${MENTORING_MESSAGES.lengthNotOffered}`,
        ),
      },
      handler: async (c, { params, body }) =>
        bookSession(db, await loadPolicyActor(c, db), { slug: params.slug, ...body }, clock.now()),
    }),
    defineEndpointRoute(mentoringSessionEndpoints.mine, {
      summary:
        "The caller's mentoring sessions, as mentor and as mentee: upcoming soonest first, or past latest first.",
      tags,
      success: "A page of sessions, each with what the caller may do with it.",
      middleware: [guards.requireUser],
      errors: {
        401: signedOut,
        422: apiErrorResponse("A filter is invalid, or the cursor is not one this endpoint gave."),
      },
      handler: async (c, { query }) => listMySessions(db, await loadPolicyActor(c, db), query, clock.now()),
    }),
    defineEndpointRoute(mentoringSessionEndpoints.detail, {
      summary: "One session, for its mentor or its mentee.",
      tags,
      success:
        "The session with what the caller may do with it and whether a cancellation now would be late.",
      middleware: [guards.requireUser],
      errors: { 401: signedOut, 404: sessionNotFound },
      handler: async (c, { params }) => getSession(db, await loadPolicyActor(c, db), params.id, clock.now()),
    }),
    defineEndpointRoute(mentoringSessionEndpoints.confirm, {
      summary: "The mentor confirms a requested session.",
      tags,
      success: "The confirmed session.",
      middleware: [guards.requireVerifiedEmail],
      errors: {
        401: signedOut,
        403: apiErrorResponse(`${MENTORING_MESSAGES.mentorOnly} Or an unverified email.`),
        404: sessionNotFound,
        409: apiErrorResponse(MENTORING_MESSAGES.notRequested),
      },
      handler: async (c, { params }) =>
        confirmSession(db, await loadPolicyActor(c, db), params.id, clock.now()),
    }),
    defineEndpointRoute(mentoringSessionEndpoints.decline, {
      summary: "The mentor declines a requested session, saying why.",
      tags,
      success: "The declined session.",
      middleware: [guards.requireVerifiedEmail],
      errors: {
        401: signedOut,
        403: apiErrorResponse(`${MENTORING_MESSAGES.mentorOnly} Or an unverified email.`),
        404: sessionNotFound,
        409: apiErrorResponse(MENTORING_MESSAGES.notRequested),
        422: apiErrorResponse("The reason is missing or too long."),
      },
      handler: async (c, { params, body }) =>
        declineSession(db, await loadPolicyActor(c, db), params.id, body.reason, clock.now()),
    }),
    defineEndpointRoute(mentoringSessionEndpoints.cancel, {
      summary:
        "The mentor or the mentee cancels a requested or confirmed session before it starts (inside the 12-hour late-cancel window too).",
      tags,
      success: "The cancelled session.",
      middleware: [guards.requireVerifiedEmail],
      errors: {
        401: signedOut,
        403: apiErrorResponse("An unverified email."),
        404: sessionNotFound,
        409: notLive,
        422: apiErrorResponse("The reason is too long."),
      },
      handler: async (c, { params, body }) =>
        cancelSession(db, await loadPolicyActor(c, db), params.id, body.reason, clock.now()),
    }),
    defineEndpointRoute(mentoringSessionEndpoints.complete, {
      summary: "The mentor marks a confirmed session completed after its end.",
      tags,
      success: "The completed session.",
      middleware: [guards.requireVerifiedEmail],
      errors: {
        401: signedOut,
        403: apiErrorResponse(`${MENTORING_MESSAGES.mentorCompletes} Or an unverified email.`),
        404: sessionNotFound,
        409: apiErrorResponse(`${MENTORING_MESSAGES.notConfirmed} Or: ${MENTORING_MESSAGES.notEnded}`),
      },
      handler: async (c, { params }) =>
        markSession(db, await loadPolicyActor(c, db), params.id, "complete", clock.now()),
    }),
    defineEndpointRoute(mentoringSessionEndpoints.noShow, {
      summary:
        "After a confirmed session's end, either side marks it a no-show: the other person did not come.",
      tags,
      success: "The session, marked a no-show of the other person.",
      middleware: [guards.requireVerifiedEmail],
      errors: {
        401: signedOut,
        403: apiErrorResponse("An unverified email."),
        404: sessionNotFound,
        409: apiErrorResponse(`${MENTORING_MESSAGES.notConfirmed} Or: ${MENTORING_MESSAGES.notEnded}`),
      },
      handler: async (c, { params }) =>
        markSession(db, await loadPolicyActor(c, db), params.id, "markNoShow", clock.now()),
    }),
    defineEndpointRoute(mentoringSessionEndpoints.reschedule, {
      summary:
        "The mentor or the mentee moves a requested or confirmed session to another free time, checked like a booking.",
      tags,
      success:
        "The session at its new time: confirmed when the mentor moved it, else requested unless the mentor accepts every request.",
      middleware: [guards.requireVerifiedEmail],
      errors: {
        401: signedOut,
        403: apiErrorResponse("An unverified email."),
        404: sessionNotFound,
        409: apiErrorResponse(`${MENTORING_MESSAGES.notLive} Or the new time is not free.`),
        422: apiErrorResponse("The time or length is invalid."),
      },
      handler: async (c, { params, body }) =>
        rescheduleSession(db, await loadPolicyActor(c, db), { id: params.id, ...body }, clock.now()),
    }),
  ];
}
