import {
  CORE_TEAM_ROLES,
  type CoreTeamRole,
  MEMORY_GAME_MESSAGES,
  MEMORY_LEVEL_SHAPES,
  MEMORY_LEVELS,
  MEMORY_MAX_MOVES,
  MEMORY_MAX_TIME_MS,
  MEMORY_MIN_MS_PER_CARD,
  type MemoryBest,
  type MemoryBestsResponse,
  type MemoryLevel,
  type MemoryResultResponse,
  memoryVariant,
} from "@hatchery/shared";
import { and, count, eq, min } from "drizzle-orm";
import type { Database } from "../../db/client";
import { gameResults } from "../../db/schema";
import type { Actor } from "../../lib/context";
import { AppError } from "../../lib/errors";
import { publishEvent } from "../../lib/realtime/event-log";
import * as gamesPolicy from "./games.policy";

/*
 * A signed-in person's memory games (docs/decisions/043-memory-game.md): each finished game is a row of
 * `game_results`, and the bests of a level are the fastest time and the fewest moves among its rows.
 */

export interface MemoryResultInput {
  level: MemoryLevel;
  section?: string;
  role?: string;
  timeMs: number;
  moves: number;
  now: Date;
}

function signedIn(actor: Actor): string {
  gamesPolicy.assertCan(actor, "keepResults", null);
  if (actor.kind !== "user") throw new AppError("unauthenticated");
  return actor.userId;
}

/**
 * A game of N pairs takes at least N moves (each pair found in one) and at most a generous bound; its
 * time is at least the time to turn every card once and at most an hour. Anything else was not a game.
 */
function assertPlausible(input: MemoryResultInput): void {
  const pairs = MEMORY_LEVEL_SHAPES[input.level].pairs;
  if (input.moves < pairs || input.moves > MEMORY_MAX_MOVES) {
    throw new AppError("validation_failed", MEMORY_GAME_MESSAGES.moves);
  }
  if (input.timeMs < pairs * 2 * MEMORY_MIN_MS_PER_CARD || input.timeMs > MEMORY_MAX_TIME_MS) {
    throw new AppError("validation_failed", MEMORY_GAME_MESSAGES.time);
  }
}

/** The person's bests of each level, read from their results; levels never played are left out. */
async function readBests(db: Database, userId: string, level?: MemoryLevel): Promise<MemoryBest[]> {
  const rows = await db
    .select({
      level: gameResults.level,
      bestTimeMs: min(gameResults.timeMs),
      fewestMoves: min(gameResults.moves),
      gamesPlayed: count(),
    })
    .from(gameResults)
    .where(
      and(
        eq(gameResults.userId, userId),
        eq(gameResults.game, "memory"),
        level === undefined ? undefined : eq(gameResults.level, level),
      ),
    )
    .groupBy(gameResults.level);
  const byLevel = new Map(rows.map((row) => [row.level, row]));
  return MEMORY_LEVELS.flatMap((name) => {
    const row = byLevel.get(name);
    if (!row || row.bestTimeMs === null || row.fewestMoves === null) return [];
    return [
      { level: name, bestTimeMs: row.bestTimeMs, fewestMoves: row.fewestMoves, gamesPlayed: row.gamesPlayed },
    ];
  });
}

export async function readMemoryBests(db: Database, actor: Actor): Promise<MemoryBestsResponse> {
  return { bests: await readBests(db, signedIn(actor)) };
}

/**
 * Keeps a finished game and answers the level's bests with it counted. The event that earns its points
 * is published in the same transaction; the projector decides what it earns.
 */
export async function recordMemoryResult(
  db: Database,
  actor: Actor,
  input: MemoryResultInput,
): Promise<MemoryResultResponse> {
  const userId = signedIn(actor);
  assertPlausible(input);
  return db.transaction(async (tx) => {
    const [before] = await readBests(tx, userId, input.level);
    const [row] = await tx
      .insert(gameResults)
      .values({
        userId,
        game: "memory",
        level: input.level,
        variant: memoryVariant(input),
        timeMs: input.timeMs,
        moves: input.moves,
        createdAt: input.now,
      })
      .returning({ id: gameResults.id });
    if (!row) throw new Error("the result was not stored");
    await publishEvent(tx, {
      type: "games.memory_completed",
      audience: { kind: "person", id: userId },
      payload: { resultId: row.id },
    });
    const [best] = await readBests(tx, userId, input.level);
    if (!best) throw new Error("the stored result has no best");
    return {
      best,
      newBestTime: before === undefined || input.timeMs < before.bestTimeMs,
      newFewestMoves: before === undefined || input.moves < before.fewestMoves,
    };
  });
}

/** How well the person recalls one role's pairs: their best game of that role's deck. */
export interface MemoryRoleRecall {
  role: CoreTeamRole;
  gamesPlayed: number;
  /** Pairs of the level over the fewest moves it took: 1 when every pair was found at the first try. */
  accuracy: number;
  pairs: number;
  fewestMoves: number;
}

/**
 * The person's games of each role's deck (decks of one role: variant `role:…`), for the skills profile:
 * per role, the level game with the best accuracy. Games of all pairs or of a library section belong to
 * no role.
 */
export async function readMemoryRoleRecall(
  db: Database,
  actor: Actor,
): Promise<{ played: boolean; roles: MemoryRoleRecall[] }> {
  const userId = signedIn(actor);
  const rows = await db
    .select({
      variant: gameResults.variant,
      level: gameResults.level,
      fewestMoves: min(gameResults.moves),
      gamesPlayed: count(),
    })
    .from(gameResults)
    .where(and(eq(gameResults.userId, userId), eq(gameResults.game, "memory")))
    .groupBy(gameResults.variant, gameResults.level);
  const byRole = new Map<CoreTeamRole, MemoryRoleRecall>();
  for (const row of rows) {
    const role = CORE_TEAM_ROLES.find((candidate) => row.variant === memoryVariant({ role: candidate }));
    const level = MEMORY_LEVELS.find((candidate) => candidate === row.level);
    if (!role || !level || row.fewestMoves === null) continue;
    const pairs = MEMORY_LEVEL_SHAPES[level].pairs;
    const recall = { role, pairs, fewestMoves: row.fewestMoves, accuracy: pairs / row.fewestMoves };
    const known = byRole.get(role);
    const gamesPlayed = (known?.gamesPlayed ?? 0) + row.gamesPlayed;
    byRole.set(
      role,
      known && known.accuracy >= recall.accuracy ? { ...known, gamesPlayed } : { ...recall, gamesPlayed },
    );
  }
  return {
    played: rows.length > 0,
    roles: CORE_TEAM_ROLES.flatMap((role) => {
      const recall = byRole.get(role);
      return recall ? [recall] : [];
    }),
  };
}
