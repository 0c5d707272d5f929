import { INCUBATOR_ERROR_MESSAGES, JOIN_FAILURE_REASONS, membershipEndpoints } from "@hatchery/shared";
import { type ApiRoute, apiErrorResponse, defineEndpointRoute } from "../../lib/api-route";
import type { ModuleDeps } from "../../module-deps";
import { joinIncubator, leaveIncubator, listOwnMemberships } from "./memberships.service";

/** Joining and leaving an incubator (SPEC §4, §8); the failure messages are the SPEC's reasons. */
export function membershipsRoutes({ db, guards, clock }: ModuleDeps): ApiRoute[] {
  return [
    defineEndpointRoute(membershipEndpoints.mine, {
      summary: "The incubators the signed-in person is an active member of, by name, with their tier.",
      tags: ["memberships"],
      success: "The person's active memberships.",
      middleware: [guards.requireUser],
      errors: { 401: apiErrorResponse("Not signed in.") },
      handler: (c) => listOwnMemberships(db, c.get("actor")),
    }),
    defineEndpointRoute(membershipEndpoints.join, {
      summary:
        "Joins the incubator as a guest member, or rejoins it (the membership becomes active again, its first join date kept).",
      tags: ["memberships"],
      success: "The active membership.",
      middleware: [guards.requireUser],
      errors: {
        401: apiErrorResponse("Not signed in."),
        403: apiErrorResponse("The request came from another site."),
        404: apiErrorResponse(JOIN_FAILURE_REASONS.notFound),
        409: apiErrorResponse(JOIN_FAILURE_REASONS.notAccepting),
        500: apiErrorResponse(JOIN_FAILURE_REASONS.notVerified),
        503: apiErrorResponse(JOIN_FAILURE_REASONS.databaseError),
      },
      handler: (c, { params }) => joinIncubator(db, c.get("actor"), params, clock.now()),
    }),
    defineEndpointRoute(membershipEndpoints.leave, {
      summary: "Leaves the incubator: the membership stays, inactive, so joining again brings it back.",
      tags: ["memberships"],
      success: "The membership, now inactive.",
      middleware: [guards.requireUser],
      errors: {
        401: apiErrorResponse("Not signed in."),
        403: apiErrorResponse("The request came from another site."),
        404: apiErrorResponse(`${JOIN_FAILURE_REASONS.notFound}, or ${INCUBATOR_ERROR_MESSAGES.notMember}.`),
      },
      handler: (c, { params }) => leaveIncubator(db, c.get("actor"), params, clock.now()),
    }),
  ];
}
