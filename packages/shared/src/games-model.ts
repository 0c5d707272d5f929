import { LIBRARY_SECTIONS } from "./library-model";

/*
 * The memory game's levels, limits and messages (docs/decisions/043-memory-game.md), apart from the
 * schemas in games.ts: the game's page reads these on its first view, and the schemas bring zod.
 */

/** The games whose results `game_results` holds; the other career games join this list. */
export const GAME_NAMES = ["memory", "career"] as const;
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

/** The variant a result is kept under: `section:<name>`, `role:<name>` or `all`. */
export function memoryVariant(group: { section?: string; role?: string }): string {
  if (group.section) return `section:${group.section}`;
  if (group.role) return `role:${group.role}`;
  return "all";
}
