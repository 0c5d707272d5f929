import type { InterviewSessionSummary, MemoryBest } from "@hatchery/shared";
import { formatGameTime, LEVEL_LABELS } from "./game-format";

/** The memory game's best in one line: the hardest level played, its best time and fewest moves. */
export function memoryBestLine(bests: readonly MemoryBest[]): string | null {
  const hardest = bests.at(-1);
  if (!hardest) return null;
  return `${LEVEL_LABELS[hardest.level]} in ${formatGameTime(hardest.bestTimeMs)}, ${hardest.fewestMoves} moves`;
}

/** The best share of key points covered among the sessions shown, in one line. */
export function interviewBestLine(sessions: readonly InterviewSessionSummary[]): string | null {
  const scored = sessions.filter((session) => session.keyPointsTotal > 0);
  if (scored.length === 0) return null;
  const best = scored.reduce((top, session) =>
    session.keyPointsCovered / session.keyPointsTotal > top.keyPointsCovered / top.keyPointsTotal
      ? session
      : top,
  );
  const count = sessions.length === 1 ? "1 session" : `${sessions.length} recent sessions`;
  return `${best.keyPointsCovered} of ${best.keyPointsTotal} key points covered (of ${count})`;
}
