import { defineEndpoint } from "../api-endpoint";
import { personHandleParamsSchema, personProfileSchema } from "../person-profile";

/** People's profiles (docs/decisions/063-people.md). */
export const peopleEndpoints = {
  /** Not found alike for an unknown handle and for a profile the caller may not see. */
  profile: defineEndpoint({
    method: "GET",
    path: "/api/people/:handle",
    params: personHandleParamsSchema,
    status: 200,
    response: personProfileSchema,
  }),
};
