import { defineEndpoint } from "../api-endpoint";
import { membershipResponseSchema } from "../incubators";

/** Joining and leaving an incubator (SPEC §4, §8). */
export const membershipEndpoints = {
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
