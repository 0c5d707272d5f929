import { defineEndpoint } from "../api-endpoint";
import {
  careerBestsResponseSchema,
  careerRunResponseSchema,
  careerRunSchema,
  careerScenariosQuerySchema,
  careerScenariosResponseSchema,
} from "../career-game";
import {
  memoryBestsResponseSchema,
  memoryDeckQuerySchema,
  memoryDeckResponseSchema,
  memoryResultResponseSchema,
  memoryResultSchema,
} from "../games";

/**
 * The career games (docs/decisions/043-memory-game.md, 046-career-game.md): open to visitors, results
 * kept when signed in.
 */
export const gamesEndpoints = {
  memoryDeck: defineEndpoint({
    method: "GET",
    path: "/api/games/memory/deck",
    query: memoryDeckQuerySchema,
    status: 200,
    response: memoryDeckResponseSchema,
  }),
  memoryResult: defineEndpoint({
    method: "POST",
    path: "/api/games/memory/results",
    body: memoryResultSchema,
    status: 201,
    response: memoryResultResponseSchema,
  }),
  memoryBests: defineEndpoint({
    method: "GET",
    path: "/api/games/memory/bests",
    status: 200,
    response: memoryBestsResponseSchema,
  }),
  careerScenarios: defineEndpoint({
    method: "GET",
    path: "/api/games/career/scenarios",
    query: careerScenariosQuerySchema,
    status: 200,
    response: careerScenariosResponseSchema,
  }),
  careerRun: defineEndpoint({
    method: "POST",
    path: "/api/games/career/runs",
    body: careerRunSchema,
    status: 201,
    response: careerRunResponseSchema,
  }),
  careerBests: defineEndpoint({
    method: "GET",
    path: "/api/games/career/bests",
    status: 200,
    response: careerBestsResponseSchema,
  }),
};
