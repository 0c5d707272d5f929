import { defineEndpoint } from "../api-endpoint";
import { skillsResponseSchema } from "../skills";

/** The signed-in person's skills profile (docs/decisions/040-skills-profile.md). */
export const skillsEndpoints = {
  mine: defineEndpoint({
    method: "GET",
    path: "/api/skills",
    status: 200,
    response: skillsResponseSchema,
  }),
};
