import { randomInt } from "node:crypto";
import {
  MEMORY_GAME_MESSAGES,
  MEMORY_LEVEL_SHAPES,
  type MemoryDeckResponse,
  type MemoryLevel,
  memoryVariant,
} from "@hatchery/shared";
import { and, eq, like, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { contentItems } from "../../db/schema";
import type { Actor } from "../../lib/context";
import { AppError } from "../../lib/errors";
import * as contentPolicy from "../content/content.policy";
import * as gamesPolicy from "./games.policy";

/*
 * Dealing a memory deck (docs/decisions/043-memory-game.md) from the repository's pairs (decision 042:
 * kind `pair` under `games/memory/<section>`, the title and `match` its two cards).
 */

const MEMORY_COLLECTION_PREFIX = "games/memory/";

export interface MemoryDeckInput {
  level: MemoryLevel;
  section?: string;
  role?: string;
}

interface StoredPair {
  slug: string;
  collection: string;
  title: string;
  match: unknown;
  explanation: string;
}

/** Fisher–Yates with the system's random numbers: every order equally likely. */
function shuffled<T>(items: readonly T[]): T[] {
  const result = [...items];
  for (let index = result.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [result[index], result[other]] = [result[other] as T, result[index] as T];
  }
  return result;
}

async function readPairs(db: Database, actor: Actor, input: MemoryDeckInput): Promise<StoredPair[]> {
  return db
    .select({
      slug: contentItems.slug,
      collection: contentItems.collection,
      title: contentItems.title,
      match: sql<unknown>`${contentItems.details}->'match'`,
      explanation: contentItems.bodyText,
    })
    .from(contentItems)
    .where(
      and(
        eq(contentItems.source, "repository"),
        eq(contentItems.kind, "pair"),
        input.section === undefined
          ? like(contentItems.collection, `${MEMORY_COLLECTION_PREFIX}%`)
          : eq(contentItems.collection, `${MEMORY_COLLECTION_PREFIX}${input.section}`),
        input.role === undefined ? undefined : sql`${input.role} = any(${contentItems.roles})`,
        contentPolicy.readableBy(actor),
      ),
    );
}

/**
 * A shuffled deck of the level's number of pairs, drawn at random from the group's pairs: each pair
 * gives two cards, its title and its match, in a shuffled order. 422 when the group has too few pairs.
 */
export async function dealMemoryDeck(
  db: Database,
  actor: Actor,
  input: MemoryDeckInput,
): Promise<MemoryDeckResponse> {
  gamesPolicy.assertCan(actor, "play", null);
  const shape = MEMORY_LEVEL_SHAPES[input.level];
  const available = (await readPairs(db, actor, input)).filter(
    (pair): pair is StoredPair & { match: string } => typeof pair.match === "string",
  );
  if (available.length < shape.pairs)
    throw new AppError("validation_failed", MEMORY_GAME_MESSAGES.tooFewPairs);
  const chosen = shuffled(available).slice(0, shape.pairs);
  const pairs = chosen.map((pair) => ({
    pairId: `${pair.collection.slice(MEMORY_COLLECTION_PREFIX.length)}/${pair.slug}`,
    title: pair.title,
    match: pair.match,
    explanation: pair.explanation.trim(),
  }));
  const faces = pairs.flatMap((pair) => [
    { pairId: pair.pairId, text: pair.title },
    { pairId: pair.pairId, text: pair.match },
  ]);
  return {
    level: input.level,
    variant: memoryVariant(input),
    columns: shape.columns,
    cards: shuffled(faces).map((face, index) => ({ id: `card-${index + 1}`, ...face })),
    pairs,
  };
}
