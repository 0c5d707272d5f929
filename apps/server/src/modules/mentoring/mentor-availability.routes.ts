import { mentorAvailabilityEndpoints } from "@hatchery/shared";
import { loadPolicyActor } from "../../auth/actor-roles";
import { roleRequiredMessage } from "../../auth/guards";
import { type ApiRoute, apiErrorResponse, defineEndpointRoute } from "../../lib/api-route";
import type { ModuleDeps } from "../../module-deps";
import { getMentorAvailability, saveMentorAvailability } from "./mentor-availability.service";

const tags = ["mentoring"];
const signedOut = apiErrorResponse("Not signed in.");
const mentorsOnly = apiErrorResponse(
  `${roleRequiredMessage("advisor")} (an advisor or a coach; a failed role lookup refuses), or an unverified email.`,
);

/** A mentor's availability settings (docs/decisions/051-mentoring.md, "Availability"). */
export function mentorAvailabilityRoutes({ db, guards }: ModuleDeps): ApiRoute[] {
  return [
    defineEndpointRoute(mentorAvailabilityEndpoints.get, {
      summary: "The signed-in advisor's or coach's weekly hours, session lengths and booking rules.",
      tags,
      success: "The settings (the defaults until saved) and the zone the weekly hours are written in.",
      middleware: [guards.requireUser],
      errors: { 401: signedOut, 403: mentorsOnly },
      handler: async (c) => getMentorAvailability(db, await loadPolicyActor(c, db)),
    }),
    defineEndpointRoute(mentorAvailabilityEndpoints.save, {
      summary: "Replaces the signed-in advisor's or coach's availability settings.",
      tags,
      success: "The settings as saved.",
      middleware: [guards.requireVerifiedEmail],
      errors: {
        401: signedOut,
        403: mentorsOnly,
        422: apiErrorResponse(
          "A time, length, limit or date off is invalid, or two times of one day overlap.",
        ),
      },
      handler: async (c, { body }) => saveMentorAvailability(db, await loadPolicyActor(c, db), body),
    }),
  ];
}
