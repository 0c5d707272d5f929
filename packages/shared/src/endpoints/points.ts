import { defineEndpoint } from "../api-endpoint";
import {
  leaderboardQuerySchema,
  leaderboardResponseSchema,
  myPointsQuerySchema,
  myPointsResponseSchema,
  pointsLogQuerySchema,
  pointsLogResponseSchema,
  pointsSummaryResponseSchema,
} from "../points";

/** Reading the points ledger (docs/decisions/030-points-ledger.md); nothing writes it through the API. */
export const pointsEndpoints = {
  leaderboard: defineEndpoint({
    method: "GET",
    path: "/api/leaderboard",
    query: leaderboardQuerySchema,
    status: 200,
    response: leaderboardResponseSchema,
  }),
  mine: defineEndpoint({
    method: "GET",
    path: "/api/leaderboard/me",
    query: myPointsQuerySchema,
    status: 200,
    response: myPointsResponseSchema,
  }),
  summary: defineEndpoint({
    method: "GET",
    path: "/api/points/summary",
    status: 200,
    response: pointsSummaryResponseSchema,
  }),
  log: defineEndpoint({
    method: "GET",
    path: "/api/points/log",
    query: pointsLogQuerySchema,
    status: 200,
    response: pointsLogResponseSchema,
  }),
};
