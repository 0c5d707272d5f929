import { PERSON_NOT_FOUND_MESSAGE, peopleEndpoints } from "@hatchery/shared";
import { loadPolicyActor } from "../../auth/actor-roles";
import { optionalSession } from "../../auth/guards";
import { type ApiRoute, apiErrorResponse, defineEndpointRoute } from "../../lib/api-route";
import type { ModuleDeps } from "../../module-deps";
import { getPersonProfile } from "./people.service";

/** People's profiles (docs/decisions/063-people.md). */
export function peopleRoutes({ auth, clock, db }: ModuleDeps): ApiRoute[] {
  return [
    defineEndpointRoute(peopleEndpoints.profile, {
      summary:
        "A person's profile by handle: for everyone when they made it public, otherwise for the people who share an incubator with them, themselves and administrators. Teams and projects are those the caller may see; the role-fit summary and skills profile only when the person shows them.",
      tags: ["people"],
      success: "The profile as the caller may see it.",
      middleware: [optionalSession(auth)],
      errors: {
        404: apiErrorResponse(
          `${PERSON_NOT_FOUND_MESSAGE} (also for a profile the caller may not see, with the same answer).`,
        ),
      },
      handler: async (c, { params }) =>
        getPersonProfile(db, await loadPolicyActor(c, db), params.handle, clock.now()),
    }),
  ];
}
