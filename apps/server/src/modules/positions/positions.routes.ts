import {
  applicationEndpoints,
  inviteEndpoints,
  JOIN_FAILURE_REASONS,
  POSITION_INVITATION_MESSAGES,
  positionEndpoints,
  TEAM_ERROR_MESSAGES,
} from "@hatchery/shared";
import { loadPolicyActor } from "../../auth/actor-roles";
import { optionalSession } from "../../auth/guards";
import { type ApiRoute, apiErrorResponse, defineEndpointRoute } from "../../lib/api-route";
import type { RateLimitRule } from "../../lib/rate-limit";
import type { ModuleDeps } from "../../module-deps";
import {
  acceptApplication,
  applyToPosition,
  declineApplication,
  getApplication,
  listMyApplications,
  listTeamApplications,
  requestToJoinTeam,
  startTrial,
  withdrawApplication,
} from "./applications.service";
import { acceptInvite, createInvite, listInvites, openInvite, revokeInvite } from "./invites.service";
import { createPosition, getPosition, listIncubatorPositions, updatePosition } from "./positions.service";

/**
 * Opening an invite link is public: a person opens a few links, a script trying tokens is stopped
 * (256 random bits cannot be guessed anyway; the limit keeps the lookups cheap).
 */
export const POSITION_INVITE_RATE_LIMIT = {
  name: "position-invite:ip",
  points: 30,
  windowMs: 60_000,
} as const satisfies RateLimitRule;

const signedOut = apiErrorResponse("Not signed in.");
const verifiedOnly = "Email verification required, or the request came from another site.";
const positionNotFound = apiErrorResponse(
  `${TEAM_ERROR_MESSAGES.positionNotFound}: no such position, or its team is hidden from the caller.`,
);
const applicationNotFound = apiErrorResponse(
  `${TEAM_ERROR_MESSAGES.applicationNotFound}: no such application, or the caller is neither its applicant nor its team's leader.`,
);
const leaderOnly = apiErrorResponse(
  `${TEAM_ERROR_MESSAGES.leaderOnly}, a leader without an active subscription (opening positions and making links needs one), an unverified email, or a request from another site.`,
);
const reviewerOnly = apiErrorResponse(
  `${TEAM_ERROR_MESSAGES.leaderOnly}, an unverified email, or a request from another site.`,
);
const badPage = apiErrorResponse("A filter is invalid, or the cursor is not one this endpoint gave.");

/** Positions, applications and invite links (docs/decisions/018). */
export function positionsRoutes({ auth, db, env, guards, clock }: ModuleDeps): ApiRoute[] {
  const deps = { clock, publicUrl: env.PUBLIC_URL };
  return [
    defineEndpointRoute(positionEndpoints.create, {
      summary:
        "Opens a position in the team. The team's leader, holding an active subscriber tier in the incubator, or an administrator.",
      tags: ["positions"],
      success: "The new position.",
      middleware: [guards.requireVerifiedEmail],
      errors: {
        401: signedOut,
        403: leaderOnly,
        404: apiErrorResponse(TEAM_ERROR_MESSAGES.teamNotFound),
        409: apiErrorResponse("A member of the team already holds the position's core role."),
        429: apiErrorResponse(`${TEAM_ERROR_MESSAGES.positionsTooFast} See Retry-After.`),
      },
      handler: async (c, { params, body }) =>
        createPosition(
          db,
          await loadPolicyActor(c, db),
          { ...params, ...body },
          { requestId: c.get("requestId") },
        ),
    }),
    defineEndpointRoute(positionEndpoints.detail, {
      summary:
        "A position with its team; for a signed-in person also their place (member, open application) and what they may do with it.",
      tags: ["positions"],
      success: "The position.",
      middleware: [optionalSession(auth)],
      errors: { 404: positionNotFound },
      handler: async (c, { params }) => getPosition(db, await loadPolicyActor(c, db), params),
    }),
    defineEndpointRoute(positionEndpoints.update, {
      summary:
        "Edits, closes or reopens a position (reopening needs a free seat and a free core role). The team's leader, holding an active subscriber tier, or an administrator.",
      tags: ["positions"],
      success: "The position after the change.",
      middleware: [guards.requireVerifiedEmail],
      errors: {
        401: signedOut,
        403: leaderOnly,
        404: positionNotFound,
        409: apiErrorResponse(
          `${TEAM_ERROR_MESSAGES.noFreeSeat}; ${TEAM_ERROR_MESSAGES.seatsBelowFilled}; or the core role is held by a member.`,
        ),
      },
      handler: async (c, { params, body }) =>
        updatePosition(
          db,
          await loadPolicyActor(c, db),
          { ...params, ...body },
          { requestId: c.get("requestId") },
        ),
    }),
    defineEndpointRoute(positionEndpoints.incubatorList, {
      summary:
        "Every open position of the incubator's teams, newest first, a page at a time; for those who see all its teams: its active members, its owner and administrators.",
      tags: ["positions"],
      success: "A page of open positions with their teams and the viewer's open application to each.",
      middleware: [guards.requireUser],
      errors: {
        401: signedOut,
        403: apiErrorResponse(TEAM_ERROR_MESSAGES.notIncubatorMember),
        404: apiErrorResponse(JOIN_FAILURE_REASONS.notFound),
        422: badPage,
      },
      handler: async (c, { params, query }) =>
        listIncubatorPositions(db, await loadPolicyActor(c, db), { ...params, ...query }),
    }),

    defineEndpointRoute(applicationEndpoints.apply, {
      summary:
        "Applies to an open position: an active member of the team's incubator who is not in the team.",
      tags: ["applications"],
      success: "The pending application; the team's leader is told by email.",
      middleware: [guards.requireVerifiedEmail],
      errors: {
        401: signedOut,
        403: apiErrorResponse(`${TEAM_ERROR_MESSAGES.notIncubatorMember}, or: ${verifiedOnly}`),
        404: positionNotFound,
        409: apiErrorResponse(
          `${TEAM_ERROR_MESSAGES.alreadyMember}; ${TEAM_ERROR_MESSAGES.positionNotOpen}; ${TEAM_ERROR_MESSAGES.openApplicationExists}.`,
        ),
      },
      handler: async (c, { params, body }) =>
        applyToPosition(db, await loadPolicyActor(c, db), { ...params, ...body }),
    }),
    defineEndpointRoute(applicationEndpoints.requestToJoin, {
      summary: "Asks to join the team without a position, perhaps for a core role.",
      tags: ["applications"],
      success: "The pending request; the team's leader is told by email.",
      middleware: [guards.requireVerifiedEmail],
      errors: {
        401: signedOut,
        403: apiErrorResponse(`${TEAM_ERROR_MESSAGES.notIncubatorMember}, or: ${verifiedOnly}`),
        404: apiErrorResponse(TEAM_ERROR_MESSAGES.teamNotFound),
        409: apiErrorResponse(
          `${TEAM_ERROR_MESSAGES.alreadyMember}; ${TEAM_ERROR_MESSAGES.openApplicationExists}.`,
        ),
      },
      handler: async (c, { params, body }) =>
        requestToJoinTeam(db, await loadPolicyActor(c, db), { ...params, ...body }),
    }),
    defineEndpointRoute(applicationEndpoints.teamList, {
      summary: "The team's applications, newest first, for its leader or an administrator.",
      tags: ["applications"],
      success: "A page of applications.",
      middleware: [guards.requireVerifiedEmail],
      errors: {
        401: signedOut,
        403: reviewerOnly,
        404: apiErrorResponse(TEAM_ERROR_MESSAGES.teamNotFound),
        422: badPage,
      },
      handler: async (c, { params, query }) =>
        listTeamApplications(db, await loadPolicyActor(c, db), { ...params, ...query }),
    }),
    defineEndpointRoute(applicationEndpoints.mine, {
      summary: "The signed-in person's applications and requests to join, every status, newest first.",
      tags: ["applications"],
      success: "A page of applications.",
      middleware: [guards.requireUser],
      errors: { 401: signedOut, 422: badPage },
      handler: async (c, { query }) => listMyApplications(db, await loadPolicyActor(c, db), query),
    }),
    defineEndpointRoute(applicationEndpoints.detail, {
      summary: "An application with its history of steps, for its applicant or the team's leader.",
      tags: ["applications"],
      success: "The application and its steps.",
      middleware: [guards.requireUser],
      errors: { 401: signedOut, 404: applicationNotFound },
      handler: async (c, { params }) => getApplication(db, await loadPolicyActor(c, db), params),
    }),
    defineEndpointRoute(applicationEndpoints.trial, {
      summary: "Puts an open application on a trial that ends on a day after today (again: moves the end).",
      tags: ["applications"],
      success: "The application on trial; the applicant is told by email.",
      middleware: [guards.requireVerifiedEmail],
      errors: {
        401: signedOut,
        403: reviewerOnly,
        404: applicationNotFound,
        409: apiErrorResponse(TEAM_ERROR_MESSAGES.applicationNotOpen),
        422: apiErrorResponse(
          `${TEAM_ERROR_MESSAGES.trialMustEndAfterToday}, or the date is not YYYY-MM-DD.`,
        ),
      },
      handler: async (c, { params, body }) =>
        startTrial(db, await loadPolicyActor(c, db), { ...params, ...body }, deps, {
          requestId: c.get("requestId"),
        }),
    }),
    defineEndpointRoute(applicationEndpoints.accept, {
      summary:
        "Accepts an open application: the applicant becomes a member with the position's core role and title (a request: the wanted role if free), taking a seat.",
      tags: ["applications"],
      success: "The accepted application; the applicant is told by email.",
      middleware: [guards.requireVerifiedEmail],
      errors: {
        401: signedOut,
        403: reviewerOnly,
        404: applicationNotFound,
        409: apiErrorResponse(
          `${TEAM_ERROR_MESSAGES.applicationNotOpen}; ${TEAM_ERROR_MESSAGES.positionNotOpen} (no free seat); the core role is taken; ${TEAM_ERROR_MESSAGES.alreadyMember}.`,
        ),
      },
      handler: async (c, { params }) =>
        acceptApplication(db, await loadPolicyActor(c, db), params, deps, { requestId: c.get("requestId") }),
    }),
    defineEndpointRoute(applicationEndpoints.decline, {
      summary: "Declines an open application, with an optional reason the applicant reads.",
      tags: ["applications"],
      success: "The declined application; the applicant is told by email.",
      middleware: [guards.requireVerifiedEmail],
      errors: {
        401: signedOut,
        403: reviewerOnly,
        404: applicationNotFound,
        409: apiErrorResponse(TEAM_ERROR_MESSAGES.applicationNotOpen),
      },
      handler: async (c, { params, body }) =>
        declineApplication(db, await loadPolicyActor(c, db), { ...params, ...body }, deps, {
          requestId: c.get("requestId"),
        }),
    }),
    defineEndpointRoute(applicationEndpoints.withdraw, {
      summary: "The applicant withdraws their open application.",
      tags: ["applications"],
      success: "The withdrawn application; the team's leader is told by email.",
      middleware: [guards.requireUser],
      errors: {
        401: signedOut,
        403: apiErrorResponse(`${TEAM_ERROR_MESSAGES.applicantOnly}, or the request came from another site.`),
        404: applicationNotFound,
        409: apiErrorResponse(TEAM_ERROR_MESSAGES.applicationNotOpen),
      },
      handler: async (c, { params }) => withdrawApplication(db, await loadPolicyActor(c, db), params),
    }),

    defineEndpointRoute(inviteEndpoints.create, {
      summary:
        "Makes an invite link to an open position. The token is in this answer only; only its SHA-256 is stored.",
      tags: ["invites"],
      success: "The link and its path, /position-invite/{token}.",
      middleware: [guards.requireVerifiedEmail],
      errors: {
        401: signedOut,
        403: leaderOnly,
        404: positionNotFound,
        409: apiErrorResponse(TEAM_ERROR_MESSAGES.positionNotOpen),
        429: apiErrorResponse(`${TEAM_ERROR_MESSAGES.invitesTooFast} See Retry-After.`),
      },
      handler: async (c, { params, body }) =>
        createInvite(db, await loadPolicyActor(c, db), { ...params, ...body }, deps, {
          requestId: c.get("requestId"),
        }),
    }),
    defineEndpointRoute(inviteEndpoints.list, {
      summary:
        "The position's invite links with their uses and state, and the candidate each personal invitation was made for, newest first, for the team's leader.",
      tags: ["invites"],
      success:
        "A page of links (without their tokens), each with `invitedUser` (null for a link anyone may use).",
      middleware: [guards.requireVerifiedEmail],
      errors: { 401: signedOut, 403: reviewerOnly, 404: positionNotFound, 422: badPage },
      handler: async (c, { params, query }) =>
        listInvites(db, await loadPolicyActor(c, db), { ...params, ...query }, deps),
    }),
    defineEndpointRoute(inviteEndpoints.revoke, {
      summary: "Revokes an invite link; revoking it again changes nothing.",
      tags: ["invites"],
      success: "The revoked link.",
      middleware: [guards.requireVerifiedEmail],
      errors: {
        401: signedOut,
        403: reviewerOnly,
        404: apiErrorResponse(TEAM_ERROR_MESSAGES.inviteNotFound),
      },
      handler: async (c, { params }) =>
        revokeInvite(db, await loadPolicyActor(c, db), params, deps, { requestId: c.get("requestId") }),
    }),
    defineEndpointRoute(inviteEndpoints.open, {
      summary:
        "Opens an invite link: the position and its team for anyone holding a usable link, and for a signed-in person where they stand.",
      tags: ["invites"],
      success: "The position's card.",
      middleware: [optionalSession(auth)],
      rateLimit: POSITION_INVITE_RATE_LIMIT,
      errors: {
        404: apiErrorResponse(TEAM_ERROR_MESSAGES.inviteUnknown),
        410: apiErrorResponse(
          `${TEAM_ERROR_MESSAGES.inviteExpired}; ${TEAM_ERROR_MESSAGES.inviteUsedUp}; ${TEAM_ERROR_MESSAGES.inviteRevoked}.`,
        ),
      },
      handler: async (c, { params }) => openInvite(db, await loadPolicyActor(c, db), params, deps),
    }),
    defineEndpointRoute(inviteEndpoints.accept, {
      summary:
        "Uses an invite link: joins the incubator as a guest when needed and applies to the position, or joins the team at once when the link needs no approval.",
      tags: ["invites"],
      success: "The application (accepted when the link needed no approval).",
      middleware: [guards.requireVerifiedEmail],
      errors: {
        401: signedOut,
        403: apiErrorResponse(`${verifiedOnly} ${POSITION_INVITATION_MESSAGES.notForYou}.`),
        404: apiErrorResponse(TEAM_ERROR_MESSAGES.inviteUnknown),
        409: apiErrorResponse(
          `${TEAM_ERROR_MESSAGES.alreadyMember}; ${TEAM_ERROR_MESSAGES.openApplicationExists}; ${TEAM_ERROR_MESSAGES.positionNotOpen}; the core role is taken; ${JOIN_FAILURE_REASONS.notAccepting}.`,
        ),
        410: apiErrorResponse(
          `${TEAM_ERROR_MESSAGES.inviteExpired}; ${TEAM_ERROR_MESSAGES.inviteUsedUp}; ${TEAM_ERROR_MESSAGES.inviteRevoked}.`,
        ),
      },
      handler: async (c, { params, body }) =>
        acceptInvite(db, await loadPolicyActor(c, db), { ...params, ...body }, deps),
    }),
  ];
}
