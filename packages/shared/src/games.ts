import { z } from "zod";
import { LIBRARY_SECTIONS } from "./library-model";
import { CORE_TEAM_ROLES } from "./team-model";

/*
 * The memory game's contract (docs/decisions/043-memory-game.md): a deck dealt from the pairs written
 * under content/games/memory, and a signed-in person's results and personal bests per level.
 */

/** The games whose results `game_results` holds; the other career games join this list. */
export const GAME_NAMES = ["memory"] as const;
export type GameName = (typeof GAME_NAMES)[number];

export const MEMORY_LEVELS = ["easy", "medium", "hard"] as const;
export type MemoryLevel = (typeof MEMORY_LEVELS)[number];

/**
 * Pairs and grid columns per level. Four columns at most, so a card keeps about 80 px at 360 px wide
 * and its words stay readable: 3 × 4, 4 × 4 and 4 × 6 cards.
 */
export const MEMORY_LEVEL_SHAPES: Record<MemoryLevel, { pairs: number; columns: number }> = {
  easy: { pairs: 6, columns: 3 },
  medium: { pairs: 8, columns: 4 },
  hard: { pairs: 12, columns: 4 },
};

/** Longer than any game anyone plays through; a longer time is not a game played in one sitting. */
export const MEMORY_MAX_TIME_MS = 60 * 60 * 1000;
/** Each card of a game is turned at least once, and nobody turns a card faster than this. */
export const MEMORY_MIN_MS_PER_CARD = 100;
/** Far beyond any honest game of the largest grid. */
export const MEMORY_MAX_MOVES = 1000;

export const MEMORY_GAME_MESSAGES = {
  level: "level must be easy, medium or hard",
  section: `section must be one of ${LIBRARY_SECTIONS.join(", ")}`,
  role: "role must be ceo, cto, cco or cgo",
  oneGroup: "Choose a section or a role, not both",
  tooFewPairs: "There are not enough pairs in this group for the level",
  moves: "moves cannot be fewer than the level's pairs",
  time: "time is outside what a game of this level can take",
} as const;

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

/** The variant a result is kept under: `section:<name>`, `role:<name>` or `all`. */
export function memoryVariant(group: { section?: string; role?: string }): string {
  if (group.section) return `section:${group.section}`;
  if (group.role) return `role:${group.role}`;
  return "all";
}

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
