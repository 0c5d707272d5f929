import type { LeaderboardPeriod } from "@hatchery/shared";

/**
 * Every points query starts with `pointsKeys.all`: a new award (an outcome elsewhere) refreshes the
 * totals, the log and the boards together.
 */
export const pointsKeys = {
  all: ["points"] as const,
  summary: () => [...pointsKeys.all, "summary"] as const,
  log: () => [...pointsKeys.all, "log"] as const,
  leaderboard: (period: LeaderboardPeriod, incubator: string | null) =>
    [...pointsKeys.all, "leaderboard", period, incubator] as const,
};
