import { defineEndpoint } from "../api-endpoint";
import {
  acceptInviteResponseSchema,
  acceptInviteSchema,
  applicationDetailResponseSchema,
  applicationListResponseSchema,
  applicationResponseSchema,
  applicationTrialSchema,
  applyToPositionSchema,
  createInviteResponseSchema,
  createInviteSchema,
  createPositionSchema,
  declineApplicationSchema,
  incubatorPositionsQuerySchema,
  incubatorPositionsResponseSchema,
  inviteListQuerySchema,
  inviteListResponseSchema,
  inviteResponseSchema,
  joinRequestSchema,
  myApplicationsQuerySchema,
  positionDetailResponseSchema,
  positionInviteResponseSchema,
  teamApplicationsQuerySchema,
  updatePositionSchema,
} from "../positions";

/*
 * Path parameters are any text: a segment that cannot be an id, a slug or a token names nothing, and
 * the server answers it 404 (never 422).
 */

/** Positions of a team and the incubator's positions page (docs/decisions/018). */
export const positionEndpoints = {
  create: defineEndpoint({
    method: "POST",
    path: "/api/teams/:slug/positions",
    body: createPositionSchema,
    status: 201,
    response: positionDetailResponseSchema,
  }),
  detail: defineEndpoint({
    method: "GET",
    path: "/api/positions/:id",
    status: 200,
    response: positionDetailResponseSchema,
  }),
  update: defineEndpoint({
    method: "PATCH",
    path: "/api/positions/:id",
    body: updatePositionSchema,
    status: 200,
    response: positionDetailResponseSchema,
  }),
  /** Active members of the incubator only. */
  incubatorList: defineEndpoint({
    method: "GET",
    path: "/api/incubators/:slug/positions",
    query: incubatorPositionsQuerySchema,
    status: 200,
    response: incubatorPositionsResponseSchema,
  }),
};

/** Applying to a position or asking to join a team, and every step after (pending → trial → decided). */
export const applicationEndpoints = {
  apply: defineEndpoint({
    method: "POST",
    path: "/api/positions/:id/applications",
    body: applyToPositionSchema,
    status: 201,
    response: applicationResponseSchema,
  }),
  requestToJoin: defineEndpoint({
    method: "POST",
    path: "/api/teams/:slug/join-requests",
    body: joinRequestSchema,
    status: 201,
    response: applicationResponseSchema,
  }),
  teamList: defineEndpoint({
    method: "GET",
    path: "/api/teams/:slug/applications",
    query: teamApplicationsQuerySchema,
    status: 200,
    response: applicationListResponseSchema,
  }),
  mine: defineEndpoint({
    method: "GET",
    path: "/api/applications/mine",
    query: myApplicationsQuerySchema,
    status: 200,
    response: applicationListResponseSchema,
  }),
  detail: defineEndpoint({
    method: "GET",
    path: "/api/applications/:id",
    status: 200,
    response: applicationDetailResponseSchema,
  }),
  trial: defineEndpoint({
    method: "POST",
    path: "/api/applications/:id/trial",
    body: applicationTrialSchema,
    status: 200,
    response: applicationResponseSchema,
  }),
  accept: defineEndpoint({
    method: "POST",
    path: "/api/applications/:id/accept",
    status: 200,
    response: applicationResponseSchema,
  }),
  decline: defineEndpoint({
    method: "POST",
    path: "/api/applications/:id/decline",
    body: declineApplicationSchema,
    status: 200,
    response: applicationResponseSchema,
  }),
  withdraw: defineEndpoint({
    method: "POST",
    path: "/api/applications/:id/withdraw",
    status: 200,
    response: applicationResponseSchema,
  }),
};

/** Invite links to a position: made and revoked by the team's leader, opened and used by anyone holding one. */
export const inviteEndpoints = {
  create: defineEndpoint({
    method: "POST",
    path: "/api/positions/:id/invites",
    body: createInviteSchema,
    status: 201,
    response: createInviteResponseSchema,
  }),
  list: defineEndpoint({
    method: "GET",
    path: "/api/positions/:id/invites",
    query: inviteListQuerySchema,
    status: 200,
    response: inviteListResponseSchema,
  }),
  revoke: defineEndpoint({
    method: "DELETE",
    path: "/api/invites/:id",
    status: 200,
    response: inviteResponseSchema,
  }),
  /** Public and rate limited. */
  open: defineEndpoint({
    method: "GET",
    path: "/api/position-invites/:token",
    status: 200,
    response: positionInviteResponseSchema,
  }),
  accept: defineEndpoint({
    method: "POST",
    path: "/api/position-invites/:token/accept",
    body: acceptInviteSchema,
    status: 201,
    response: acceptInviteResponseSchema,
  }),
};
