import { JOIN_FAILURE_REASONS, LEADERBOARD_ERROR_MESSAGES, pointsEndpoints } from "@hatchery/shared";
import { loadPolicyActor } from "../../auth/actor-roles";
import { type ApiRoute, apiErrorResponse, defineEndpointRoute } from "../../lib/api-route";
import type { ModuleDeps } from "../../module-deps";
import { readLeaderboard, readMyPoints } from "./points.service";
import { readPointsLog, readPointsSummary } from "./points-log.service";

const signedOut = apiErrorResponse("Not signed in.");
const unknownIncubator = apiErrorResponse(JOIN_FAILURE_REASONS.notFound);

/** The leaderboards and the person's own points (docs/decisions/030-points-ledger.md). */
export function pointsRoutes({ db, guards, clock }: ModuleDeps): ApiRoute[] {
  return [
    defineEndpointRoute(pointsEndpoints.leaderboard, {
      summary:
        "The people with the most points this week, this month or in all, on the whole platform or in one incubator (for its active members, its owner and administrators), a page at a time.",
      tags: ["points"],
      success: "A page of people with their rank and points; equal points share a rank.",
      middleware: [guards.requireUser],
      errors: {
        401: signedOut,
        403: apiErrorResponse(LEADERBOARD_ERROR_MESSAGES.notInside),
        404: unknownIncubator,
        422: apiErrorResponse(
          "The period is not week, month or all, or the cursor is not one this endpoint gave.",
        ),
      },
      handler: async (c, { query }) => readLeaderboard(db, await loadPolicyActor(c, db), query, clock.now()),
    }),
    defineEndpointRoute(pointsEndpoints.mine, {
      summary: "The signed-in person's points this week, this month and in all, overall or in one incubator.",
      tags: ["points"],
      success: "The person's points in each period.",
      middleware: [guards.requireUser],
      errors: { 401: signedOut, 404: unknownIncubator },
      handler: async (c, { query }) => readMyPoints(db, await loadPolicyActor(c, db), query, clock.now()),
    }),
    defineEndpointRoute(pointsEndpoints.summary, {
      summary:
        "The signed-in person's points this week, this month and in all, overall and in each incubator they belong to or earned points in.",
      tags: ["points"],
      success: "The person's totals overall and per incubator.",
      middleware: [guards.requireUser],
      errors: { 401: signedOut },
      handler: async (c) => readPointsSummary(db, await loadPolicyActor(c, db), clock.now()),
    }),
    defineEndpointRoute(pointsEndpoints.log, {
      summary:
        "The signed-in person's points log: every row of the ledger they earned, with its reason, incubator, time and points, newest first.",
      tags: ["points"],
      success: "A page of the person's ledger rows.",
      middleware: [guards.requireUser],
      errors: {
        401: signedOut,
        422: apiErrorResponse("The limit is out of range, or the cursor is not one this endpoint gave."),
      },
      handler: async (c, { query }) => readPointsLog(db, await loadPolicyActor(c, db), query),
    }),
  ];
}
