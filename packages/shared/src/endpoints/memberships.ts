import { defineEndpoint } from "../api-endpoint";
import { membershipResponseSchema, ownMembershipsResponseSchema } from "../incubators";

/** Joining and leaving an incubator (SPEC §4, §8), and the incubators a person belongs to. */
export const membershipEndpoints = {
  mine: defineEndpoint({
    method: "GET",
    path: "/api/memberships",
    status: 200,
    response: ownMembershipsResponseSchema,
  }),
  join: defineEndpoint({
    method: "POST",
    path: "/api/incubators/:slug/membership",
    status: 201,
    response: membershipResponseSchema,
  }),
  leave: defineEndpoint({
    method: "DELETE",
    path: "/api/incubators/:slug/membership",
    status: 200,
    response: membershipResponseSchema,
  }),
};
