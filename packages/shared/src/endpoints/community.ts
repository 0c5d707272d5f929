import { defineEndpoint } from "../api-endpoint";
import {
  createPositionInvitationSchema,
  incubatorMembersQuerySchema,
  incubatorMembersResponseSchema,
  positionInvitationResponseSchema,
} from "../community";

/** Inviting a candidate to apply, and an incubator's members (decision 065). */
export const communityEndpoints = {
  invitePositionCandidate: defineEndpoint({
    method: "POST",
    path: "/api/positions/:id/invitations",
    body: createPositionInvitationSchema,
    status: 201,
    response: positionInvitationResponseSchema,
  }),
  incubatorMembers: defineEndpoint({
    method: "GET",
    path: "/api/incubators/:slug/members",
    query: incubatorMembersQuerySchema,
    status: 200,
    response: incubatorMembersResponseSchema,
  }),
};
