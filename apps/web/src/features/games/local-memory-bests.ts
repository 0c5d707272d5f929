import { MEMORY_LEVELS, type MemoryBest, type MemoryLevel } from "@hatchery/shared";

/*
 * A visitor's bests per level, kept in this browser only (a signed-in person's are the server's). An
 * unreadable or edited entry counts as none.
 */

/** Kept here, not among the shared storage keys, which every page's first view carries. */
export const MEMORY_VISITOR_BESTS_KEY = "hatchery.games.memory.bests";

type Stored = Partial<Record<MemoryLevel, { bestTimeMs: number; fewestMoves: number; gamesPlayed: number }>>;

function isCount(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value > 0;
}

function readStored(): Stored {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(MEMORY_VISITOR_BESTS_KEY) ?? "{}");
    if (typeof parsed !== "object" || parsed === null) return {};
    const stored: Stored = {};
    for (const level of MEMORY_LEVELS) {
      const entry: unknown = Reflect.get(parsed, level);
      if (typeof entry !== "object" || entry === null) continue;
      const bestTimeMs: unknown = Reflect.get(entry, "bestTimeMs");
      const fewestMoves: unknown = Reflect.get(entry, "fewestMoves");
      const gamesPlayed: unknown = Reflect.get(entry, "gamesPlayed");
      if (isCount(bestTimeMs) && isCount(fewestMoves) && isCount(gamesPlayed)) {
        stored[level] = { bestTimeMs, fewestMoves, gamesPlayed };
      }
    }
    return stored;
  } catch {
    return {};
  }
}

export function readLocalMemoryBests(): MemoryBest[] {
  const stored = readStored();
  return MEMORY_LEVELS.flatMap((level) => {
    const entry = stored[level];
    return entry ? [{ level, ...entry }] : [];
  });
}

/** Counts a finished game into the level's local bests; the bests afterwards and what it beat. */
export function recordLocalMemoryResult(
  level: MemoryLevel,
  result: { timeMs: number; moves: number },
): { best: MemoryBest; newBestTime: boolean; newFewestMoves: boolean } {
  const stored = readStored();
  const before = stored[level];
  const best = {
    bestTimeMs: Math.min(before?.bestTimeMs ?? Number.POSITIVE_INFINITY, result.timeMs),
    fewestMoves: Math.min(before?.fewestMoves ?? Number.POSITIVE_INFINITY, result.moves),
    gamesPlayed: (before?.gamesPlayed ?? 0) + 1,
  };
  try {
    window.localStorage.setItem(MEMORY_VISITOR_BESTS_KEY, JSON.stringify({ ...stored, [level]: best }));
  } catch {
    // Storage full or blocked: the game still shows its result.
  }
  return {
    best: { level, ...best },
    newBestTime: before === undefined || result.timeMs < before.bestTimeMs,
    newFewestMoves: before === undefined || result.moves < before.fewestMoves,
  };
}
