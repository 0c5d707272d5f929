import {
  CAREER_ENDINGS,
  type CareerBest,
  CORE_TEAM_ROLE_LABELS,
  type InterviewSessionSummary,
  type MemoryBest,
  type TmayAttempt,
} from "@hatchery/shared";
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

/** The career game's highest-scoring role. */
export function careerBestLine(bests: readonly CareerBest[]): string | null {
  const top = bests.reduce<CareerBest | null>(
    (best, run) => (!best || run.bestScore > best.bestScore ? run : best),
    null,
  );
  if (!top) return null;
  return `${top.bestScore} out of 100 as ${CORE_TEAM_ROLE_LABELS[top.role]}, ${CAREER_ENDINGS[top.rating].title.toLowerCase()}`;
}

/** The tutor's fullest delivery among those shown: the most parts found, then the one closest to the target. */
export function tmayBestLine(attempts: readonly TmayAttempt[]): string | null {
  const within = (attempt: TmayAttempt) => (attempt.feedback.length === "within" ? 1 : 0);
  const best = attempts.reduce<TmayAttempt | null>((top, attempt) => {
    if (!top) return attempt;
    const [a, b] = [attempt.feedback.structure.found, top.feedback.structure.found];
    return a > b || (a === b && within(attempt) > within(top)) ? attempt : top;
  }, null);
  if (!best) return null;
  const parts = `${best.feedback.structure.found} of 3 parts`;
  return `${parts} in ${best.feedback.lengthSeconds} seconds`;
}
