import { z } from "zod";
import { MEMORY_GAME_MESSAGES, MEMORY_LEVELS } from "./games-model";
import { LIBRARY_SECTIONS } from "./library-model";
import { CORE_TEAM_ROLES } from "./team-model";

/*
 * The memory game's contract (docs/decisions/043-memory-game.md): a deck dealt from the pairs written
 * under content/games/memory, and a signed-in person's results and personal bests per level.
 */

const levelSchema = z.enum(MEMORY_LEVELS, { error: MEMORY_GAME_MESSAGES.level });
const sectionSchema = z.enum(LIBRARY_SECTIONS, { error: MEMORY_GAME_MESSAGES.section });
const roleSchema = z.enum(CORE_TEAM_ROLES, { error: MEMORY_GAME_MESSAGES.role });

/** Which pairs a deck is dealt from: one library section, one role, or (neither) all of them. */
const groupFields = { section: sectionSchema.optional(), role: roleSchema.optional() };

function oneGroupAtMost(value: { section?: string; role?: string }): boolean {
  return value.section === undefined || value.role === undefined;
}

export const memoryDeckQuerySchema = z
  .object({ level: levelSchema, ...groupFields })
  .refine(oneGroupAtMost, { message: MEMORY_GAME_MESSAGES.oneGroup });
export type MemoryDeckQuery = z.input<typeof memoryDeckQuerySchema>;

export const memoryCardSchema = z.object({
  /** The card's place in the dealt deck; it says nothing about its pair. */
  id: z.string(),
  /**
   * The pair the card belongs to. The deck carries it: a memory game's only cheat is against oneself,
   * and checking each flip with the server would make every move wait for the network.
   */
  pairId: z.string(),
  text: z.string(),
});
export type MemoryCard = z.infer<typeof memoryCardSchema>;

export const memoryPairSchema = z.object({
  pairId: z.string(),
  title: z.string(),
  match: z.string(),
  /** The pair's explanation, plain text, shown once the pair is found. */
  explanation: z.string(),
});
export type MemoryPair = z.infer<typeof memoryPairSchema>;

export const memoryDeckResponseSchema = z.object({
  level: levelSchema,
  variant: z.string(),
  columns: z.number().int(),
  cards: z.array(memoryCardSchema),
  pairs: z.array(memoryPairSchema),
});
export type MemoryDeckResponse = z.infer<typeof memoryDeckResponseSchema>;

export const memoryResultSchema = z
  .object({
    level: levelSchema,
    ...groupFields,
    timeMs: z.number({ error: MEMORY_GAME_MESSAGES.time }).int(MEMORY_GAME_MESSAGES.time),
    moves: z.number({ error: MEMORY_GAME_MESSAGES.moves }).int(MEMORY_GAME_MESSAGES.moves),
  })
  .refine(oneGroupAtMost, { message: MEMORY_GAME_MESSAGES.oneGroup });
export type MemoryResultInput = z.input<typeof memoryResultSchema>;

export const memoryBestSchema = z.object({
  level: levelSchema,
  bestTimeMs: z.number().int(),
  fewestMoves: z.number().int(),
  gamesPlayed: z.number().int(),
});
export type MemoryBest = z.infer<typeof memoryBestSchema>;

/** The person's bests of each level they have played, in the levels' order. */
export const memoryBestsResponseSchema = z.object({ bests: z.array(memoryBestSchema) });
export type MemoryBestsResponse = z.infer<typeof memoryBestsResponseSchema>;

export const memoryResultResponseSchema = z.object({
  /** The level's bests with this game counted. */
  best: memoryBestSchema,
  /** Whether this game beat the time or the moves of every earlier game of its level. */
  newBestTime: z.boolean(),
  newFewestMoves: z.boolean(),
});
export type MemoryResultResponse = z.infer<typeof memoryResultResponseSchema>;

/** The games hub's figures for a signed-in person (docs/decisions/049-games-hub.md). */
export const gamesOverviewResponseSchema = z.object({
  streak: z.object({
    current: z.number().int().nonnegative(),
    longest: z.number().int().nonnegative(),
    playedToday: z.boolean(),
  }),
  /** Points earned from games, from the points ledger. */
  points: z.number().int().nonnegative(),
});
export type GamesOverviewResponse = z.infer<typeof gamesOverviewResponseSchema>;
