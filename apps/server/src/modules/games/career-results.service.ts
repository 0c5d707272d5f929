import {
  CAREER_GAME_MESSAGES,
  type CareerBest,
  type CareerBestsResponse,
  type CareerRunResponse,
  type CareerStep,
  CORE_TEAM_ROLES,
  type CoreTeamRole,
  careerMetricsSchema,
  careerRating,
  replayRun,
} from "@hatchery/shared";
import { and, asc, count, desc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { gameResults } from "../../db/schema";
import type { Actor } from "../../lib/context";
import { AppError } from "../../lib/errors";
import { publishEvent } from "../../lib/realtime/event-log";
import { readCareerScenarios } from "./career-scenarios.service";
import * as gamesPolicy from "./games.policy";

/*
 * A signed-in person's career game runs (docs/decisions/046-career-game.md): each finished run is a row
 * of `game_results` (game `career`, level the role, score the run's score, moves its decisions), its
 * decisions and final metrics in `details`. The server replays the decisions against the role's
 * scenarios and computes the result itself: nothing the browser says about the outcome is kept.
 */

export interface CareerRunInput {
  role: CoreTeamRole;
  steps: CareerStep[];
  now: Date;
}

const storedDetailsSchema = z.object({ metrics: careerMetricsSchema });

function signedIn(actor: Actor): string {
  gamesPolicy.assertCan(actor, "keepResults", null);
  if (actor.kind !== "user") throw new AppError("unauthenticated");
  return actor.userId;
}

/** The best run of each role played: the highest score, the earliest run that reached it. */
async function readBests(db: Database, userId: string, role?: CoreTeamRole): Promise<CareerBest[]> {
  const mine = and(
    eq(gameResults.userId, userId),
    eq(gameResults.game, "career"),
    role === undefined ? undefined : eq(gameResults.level, role),
  );
  // One after the other: inside a transaction the two share one connection.
  const best = await db
    .selectDistinctOn([gameResults.level], {
      role: gameResults.level,
      score: gameResults.score,
      details: gameResults.details,
    })
    .from(gameResults)
    .where(mine)
    .orderBy(asc(gameResults.level), desc(gameResults.score), asc(gameResults.createdAt));
  const played = await db
    .select({ role: gameResults.level, runs: count() })
    .from(gameResults)
    .where(mine)
    .groupBy(gameResults.level);
  const byRole = new Map(best.map((row) => [row.role, row]));
  const runsByRole = new Map(played.map((row) => [row.role, row.runs]));
  return CORE_TEAM_ROLES.flatMap((name): CareerBest[] => {
    const row = byRole.get(name);
    const details = storedDetailsSchema.safeParse(row?.details);
    if (!row || row.score === null || !details.success) return [];
    const { metrics } = details.data;
    return [
      {
        role: name,
        bestScore: row.score,
        rating: careerRating(row.score, metrics),
        metrics,
        runsPlayed: runsByRole.get(name) ?? 0,
      },
    ];
  });
}

export async function readCareerBests(db: Database, actor: Actor): Promise<CareerBestsResponse> {
  return { bests: await readBests(db, signedIn(actor)) };
}

/**
 * Replays the run against the role's scenarios (422 naming the broken rule), keeps it and answers the
 * role's best with it counted. The event that earns its points is published in the same transaction.
 */
export async function recordCareerRun(
  db: Database,
  actor: Actor,
  input: CareerRunInput,
): Promise<CareerRunResponse> {
  const userId = signedIn(actor);
  const { scenarios } = await readCareerScenarios(db, actor, input.role);
  const replay = replayRun(scenarios, input.steps);
  if (!replay.ok) throw new AppError("validation_failed", CAREER_GAME_MESSAGES[replay.error]);
  const { outcome } = replay;
  return db.transaction(async (tx) => {
    const [before] = await readBests(tx, userId, input.role);
    const [row] = await tx
      .insert(gameResults)
      .values({
        userId,
        game: "career",
        level: input.role,
        variant: "all",
        moves: outcome.decisions,
        score: outcome.score,
        details: { steps: input.steps, metrics: outcome.metrics },
        createdAt: input.now,
      })
      .returning({ id: gameResults.id });
    if (!row) throw new Error("the run was not stored");
    await publishEvent(tx, {
      type: "games.career_completed",
      audience: { kind: "person", id: userId },
      payload: { resultId: row.id },
    });
    const [best] = await readBests(tx, userId, input.role);
    if (!best) throw new Error("the stored run has no best");
    return {
      run: { role: input.role, ...outcome },
      best,
      newBest: before === undefined || outcome.score > before.bestScore,
    };
  });
}
