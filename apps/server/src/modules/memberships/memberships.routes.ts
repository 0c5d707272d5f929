import { INCUBATOR_ERROR_MESSAGES, JOIN_FAILURE_REASONS, membershipResponseSchema } from "@hatchery/shared";
import { z } from "zod";
import type { ModuleDeps } from "../../app";
import { type ApiRoute, apiErrorResponse, defineApiRoute } from "../../lib/api-route";
import { joinIncubator, leaveIncubator } from "./memberships.service";

/**
 * Any text: a segment that cannot be a slug names no incubator, so the service answers it 404 (never
 * 422) before it reaches a query.
 */
const slugParams = z.object({ slug: z.string() });

/** Joining and leaving an incubator (SPEC §4, §8); the failure messages are the SPEC's reasons. */
export function membershipsRoutes({ db, guards }: ModuleDeps): ApiRoute[] {
  return [
    defineApiRoute({
      method: "post",
      path: "/api/incubators/:slug/membership",
      summary:
        "Joins the incubator as a guest member, or rejoins it (the membership becomes active again, its first join date kept).",
      tags: ["memberships"],
      middleware: [guards.requireUser],
      params: slugParams,
      responses: {
        201: { description: "The active membership.", schema: membershipResponseSchema },
        401: apiErrorResponse("Not signed in."),
        403: apiErrorResponse("The request came from another site."),
        404: apiErrorResponse(JOIN_FAILURE_REASONS.notFound),
        409: apiErrorResponse(JOIN_FAILURE_REASONS.notAccepting),
        500: apiErrorResponse(JOIN_FAILURE_REASONS.notVerified),
        503: apiErrorResponse(JOIN_FAILURE_REASONS.databaseError),
      },
      handler: async (c, { params }) => c.json(await joinIncubator(db, c.get("actor"), params), 201),
    }),
    defineApiRoute({
      method: "delete",
      path: "/api/incubators/:slug/membership",
      summary: "Leaves the incubator: the membership stays, inactive, so joining again brings it back.",
      tags: ["memberships"],
      middleware: [guards.requireUser],
      params: slugParams,
      responses: {
        200: { description: "The membership, now inactive.", schema: membershipResponseSchema },
        401: apiErrorResponse("Not signed in."),
        403: apiErrorResponse("The request came from another site."),
        404: apiErrorResponse(`${JOIN_FAILURE_REASONS.notFound}, or ${INCUBATOR_ERROR_MESSAGES.notMember}.`),
      },
      handler: async (c, { params }) => c.json(await leaveIncubator(db, c.get("actor"), params)),
    }),
  ];
}
