import { CAREER_GAME_MESSAGES, gamesEndpoints, MEMORY_GAME_MESSAGES } from "@hatchery/shared";
import { type ApiRoute, apiErrorResponse, defineEndpointRoute } from "../../lib/api-route";
import type { ModuleDeps } from "../../module-deps";
import { readCareerBests, recordCareerRun } from "./career-results.service";
import { readCareerScenarios } from "./career-scenarios.service";
import { readGamesOverview } from "./games-overview.service";
import { interviewRoutes } from "./interview.routes";
import { dealMemoryDeck } from "./memory-deck.service";
import { readMemoryBests, recordMemoryResult } from "./memory-results.service";
import { tmayRoutes } from "./tmay.routes";

const signedOut = apiErrorResponse("Not signed in.");
const tags = ["games"];

/**
 * The career games (docs/decisions/043-memory-game.md, 046-career-game.md): decks and scenarios for
 * anyone, results for the signed in; the interview practice (decision 045) and the introduction tutor
 * (decision 048) have their own routes files.
 */
export function gamesRoutes(deps: ModuleDeps): ApiRoute[] {
  const { db, guards, clock } = deps;
  return [
    defineEndpointRoute(gamesEndpoints.overview, {
      summary: "The signed-in person's games streak and the points their games earned, for the games hub.",
      tags,
      success: "The streak in days (in the person's time zone) and the games' points.",
      middleware: [guards.requireUser],
      errors: { 401: signedOut },
      handler: (c) => readGamesOverview(db, c.get("actor"), clock.now()),
    }),
    defineEndpointRoute(gamesEndpoints.memoryDeck, {
      summary:
        "Deals a shuffled memory deck of the level's number of pairs from one library section, one role, or all pairs.",
      tags,
      success: "The cards in their dealt order, each with its pair, and the pairs' explanations.",
      errors: {
        422: apiErrorResponse(
          `An unknown level, section or role, both a section and a role, or: ${MEMORY_GAME_MESSAGES.tooFewPairs}.`,
        ),
      },
      handler: (c, { query }) => dealMemoryDeck(db, c.get("actor"), query),
    }),
    defineEndpointRoute(gamesEndpoints.memoryResult, {
      summary:
        "Keeps the signed-in person's finished memory game; the day's first game of a level and a new best earn points.",
      tags,
      success: "The level's bests with this game counted, and whether it set a new one.",
      middleware: [guards.requireUser],
      errors: {
        401: signedOut,
        422: apiErrorResponse(`${MEMORY_GAME_MESSAGES.moves}, or ${MEMORY_GAME_MESSAGES.time}.`),
      },
      handler: (c, { body }) => recordMemoryResult(db, c.get("actor"), { ...body, now: clock.now() }),
    }),
    defineEndpointRoute(gamesEndpoints.memoryBests, {
      summary: "The signed-in person's best time and fewest moves of each memory level they have played.",
      tags,
      success: "The bests, in the levels' order.",
      middleware: [guards.requireUser],
      errors: { 401: signedOut },
      handler: (c) => readMemoryBests(db, c.get("actor")),
    }),
    defineEndpointRoute(gamesEndpoints.careerScenarios, {
      summary:
        "A role's career game scenarios in order, with each choice's outcome, lesson, effects on the metrics and branch, and the library articles each scenario names.",
      tags,
      success: "The role's scenarios; the path when no choice branches is their order.",
      errors: {
        404: apiErrorResponse(CAREER_GAME_MESSAGES.noScenarios),
        422: apiErrorResponse(CAREER_GAME_MESSAGES.role),
      },
      handler: (c, { query }) => readCareerScenarios(db, c.get("actor"), query.role),
    }),
    defineEndpointRoute(gamesEndpoints.careerRun, {
      summary:
        "Keeps the signed-in person's finished career game run after replaying its decisions against the role's scenarios; the day's first run of a role earns points.",
      tags,
      success: "The run's metrics, score and ending as the server computed them, and the role's best.",
      middleware: [guards.requireUser],
      errors: {
        401: signedOut,
        422: apiErrorResponse(
          `${CAREER_GAME_MESSAGES.unknownScenario}, ${CAREER_GAME_MESSAGES.unknownChoice}, ${CAREER_GAME_MESSAGES.wrongPath}, or ${CAREER_GAME_MESSAGES.unfinished}.`,
        ),
      },
      handler: (c, { body }) => recordCareerRun(db, c.get("actor"), { ...body, now: clock.now() }),
    }),
    defineEndpointRoute(gamesEndpoints.careerBests, {
      summary: "The signed-in person's best career game run of each role they have played.",
      tags,
      success: "The bests, in the roles' order.",
      middleware: [guards.requireUser],
      errors: { 401: signedOut },
      handler: (c) => readCareerBests(db, c.get("actor")),
    }),
    ...interviewRoutes(deps),
    ...tmayRoutes(deps),
  ];
}
