import { defineEndpoint } from "../api-endpoint";
import {
  createTeamSchema,
  handOverLeadershipSchema,
  teamCandidatesQuerySchema,
  teamCandidatesResponseSchema,
  teamDetailResponseSchema,
  teamListQuerySchema,
  teamListResponseSchema,
  teamLogoResponseSchema,
  teamMemberResponseSchema,
  teamMembersResponseSchema,
  teamResponseSchema,
  teamSuggestionsResponseSchema,
  updateTeamMemberSchema,
  updateTeamSchema,
} from "../teams";

/*
 * Path parameters are any text: a segment that cannot be a slug or an id names nothing, and the server
 * answers it 404 (never 422). A team the caller may not see is answered 404 as well.
 */

/** The team directory, team pages, their editing and their members (docs/decisions/018). */
export const teamEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/api/teams",
    query: teamListQuerySchema,
    status: 200,
    response: teamListResponseSchema,
  }),
  suggestions: defineEndpoint({
    method: "GET",
    path: "/api/teams/suggestions",
    status: 200,
    response: teamSuggestionsResponseSchema,
  }),
  detail: defineEndpoint({
    method: "GET",
    path: "/api/teams/:slug",
    status: 200,
    response: teamDetailResponseSchema,
  }),
  create: defineEndpoint({
    method: "POST",
    path: "/api/teams",
    body: createTeamSchema,
    status: 201,
    response: teamResponseSchema,
  }),
  update: defineEndpoint({
    method: "PATCH",
    path: "/api/teams/:slug",
    body: updateTeamSchema,
    status: 200,
    response: teamResponseSchema,
  }),
  delete: defineEndpoint({ method: "DELETE", path: "/api/teams/:slug", status: 204 }),
  uploadLogo: defineEndpoint({
    method: "POST",
    path: "/api/teams/:slug/logo",
    upload: { field: "file" },
    status: 200,
    response: teamLogoResponseSchema,
  }),
  /** An image: pages show it by the `logoUrl` the team carries. */
  logoFile: defineEndpoint({ method: "GET", path: "/api/files/team-logos/:name", status: 200 }),
  updateMember: defineEndpoint({
    method: "PATCH",
    path: "/api/teams/:slug/members/:userId",
    body: updateTeamMemberSchema,
    status: 200,
    response: teamMemberResponseSchema,
  }),
  /** The leader removes a member, or a member leaves (their own id). */
  removeMember: defineEndpoint({ method: "DELETE", path: "/api/teams/:slug/members/:userId", status: 204 }),
  handOverLeadership: defineEndpoint({
    method: "POST",
    path: "/api/teams/:slug/leadership",
    body: handOverLeadershipSchema,
    status: 200,
    response: teamMembersResponseSchema,
  }),
  candidates: defineEndpoint({
    method: "GET",
    path: "/api/teams/:slug/candidates",
    query: teamCandidatesQuerySchema,
    status: 200,
    response: teamCandidatesResponseSchema,
  }),
};
