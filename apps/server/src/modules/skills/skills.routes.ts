import { skillsEndpoints } from "@hatchery/shared";
import { loadPolicyActor } from "../../auth/actor-roles";
import { type ApiRoute, apiErrorResponse, defineEndpointRoute } from "../../lib/api-route";
import type { ModuleDeps } from "../../module-deps";
import { readSkills } from "./skills.service";

/** The skills profile (docs/decisions/040-skills-profile.md). */
export function skillsRoutes({ db, guards, clock }: ModuleDeps): ApiRoute[] {
  return [
    defineEndpointRoute(skillsEndpoints.mine, {
      summary:
        "The signed-in person's skills profile: measures per founding role, points and what to do next.",
      tags: ["skills"],
      success: "The person's own profile.",
      middleware: [guards.requireUser],
      errors: { 401: apiErrorResponse("Not signed in.") },
      handler: async (c) => readSkills(db, await loadPolicyActor(c, db), clock.now()),
    }),
  ];
}
