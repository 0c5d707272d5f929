import {
  communityEndpoints,
  JOIN_FAILURE_REASONS,
  POSITION_INVITATION_MESSAGES,
  TEAM_ERROR_MESSAGES,
} from "@hatchery/shared";
import { loadPolicyActor } from "../../auth/actor-roles";
import { type ApiRoute, apiErrorResponse, defineEndpointRoute } from "../../lib/api-route";
import type { ModuleDeps } from "../../module-deps";
import { invitePositionCandidate } from "../positions/position-invitations.service";
import { listIncubatorMembers } from "./incubator-members.service";

const notSignedIn = apiErrorResponse("Not signed in.");

/** Inviting a candidate to apply, and an incubator's members (decision 065). */
export function communityRoutes({ clock, db, env, guards }: ModuleDeps): ApiRoute[] {
  const deps = { clock, publicUrl: env.PUBLIC_URL };
  return [
    defineEndpointRoute(communityEndpoints.invitePositionCandidate, {
      summary:
        "The team's leader invites one member of the incubator to apply to an open position: a one-use invite link only they may use, sent to them as a notification (and by email as they chose).",
      tags: ["invites"],
      success: "The invitation.",
      middleware: [guards.requireVerifiedEmail],
      errors: {
        401: notSignedIn,
        403: apiErrorResponse(
          `${TEAM_ERROR_MESSAGES.leaderOnly}, a leader without an active subscription, an unverified email, or a request from another site.`,
        ),
        404: apiErrorResponse(
          `${TEAM_ERROR_MESSAGES.positionNotFound}: no such position, or its team is hidden from the caller.`,
        ),
        409: apiErrorResponse(
          `${POSITION_INVITATION_MESSAGES.alreadyInvited}; ${POSITION_INVITATION_MESSAGES.alreadyApplied}; ${POSITION_INVITATION_MESSAGES.alreadyTeamMember}; ${TEAM_ERROR_MESSAGES.positionNotOpen}.`,
        ),
        422: apiErrorResponse(POSITION_INVITATION_MESSAGES.notIncubatorMember),
        429: apiErrorResponse(`${TEAM_ERROR_MESSAGES.invitesTooFast} See Retry-After.`),
      },
      handler: async (c, { params, body }) =>
        invitePositionCandidate(db, await loadPolicyActor(c, db), { ...params, ...body }, deps, {
          requestId: c.get("requestId"),
        }),
    }),
    defineEndpointRoute(communityEndpoints.incubatorMembers, {
      summary:
        "The incubator's active members by name, searched by name, with the roles they want and the incubator's teams they are in; for its members, its owner and administrators.",
      tags: ["incubators"],
      success: "A page of members.",
      middleware: [guards.requireUser],
      errors: {
        401: notSignedIn,
        403: apiErrorResponse(TEAM_ERROR_MESSAGES.notIncubatorMember),
        404: apiErrorResponse(JOIN_FAILURE_REASONS.notFound),
        422: apiErrorResponse("The search is too long, or the cursor is not one this endpoint gave."),
      },
      handler: async (c, { params, query }) =>
        listIncubatorMembers(db, await loadPolicyActor(c, db), { slug: params.slug, ...query }),
    }),
  ];
}
