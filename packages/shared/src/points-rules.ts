/*
 * The levels, apart from the schemas in points.ts: the dashboard's and the header's level figures read
 * them in their first view, and a module with schemas brings the schema library into it (issue 29).
 */

/**
 * The levels and the all-time points each starts at (docs/decisions/056-dashboard-and-points.md). The gaps
 * widen so that early levels come within a first week of outcomes and later ones take months of them.
 */
export const LEVELS = [
  { level: 1, name: "Newcomer", minPoints: 0 },
  { level: 2, name: "Contributor", minPoints: 50 },
  { level: 3, name: "Collaborator", minPoints: 150 },
  { level: 4, name: "Builder", minPoints: 350 },
  { level: 5, name: "Achiever", minPoints: 700 },
  { level: 6, name: "Leader", minPoints: 1200 },
  { level: 7, name: "Mentor", minPoints: 2000 },
  { level: 8, name: "Luminary", minPoints: 3500 },
] as const;
export type Level = (typeof LEVELS)[number];

export interface LevelProgress {
  current: Level;
  /** The next level, null at the top one. */
  next: Level | null;
  /** Points still needed for the next level (0 at the top). */
  pointsToNext: number;
  /** How far from the current level's threshold to the next one, 0 to 1 (1 at the top). */
  fraction: number;
}

/** Where `points` (all time) stand among the levels; negative totals count as none. */
export function levelProgress(points: number): LevelProgress {
  let index = 0;
  for (let i = 0; i < LEVELS.length; i += 1) {
    const level = LEVELS[i];
    if (level && points >= level.minPoints) index = i;
  }
  const current = LEVELS[index] ?? LEVELS[0];
  const next = LEVELS[index + 1] ?? null;
  if (!next) return { current, next: null, pointsToNext: 0, fraction: 1 };
  const span = next.minPoints - current.minPoints;
  const into = Math.max(0, points - current.minPoints);
  return {
    current,
    next,
    pointsToNext: next.minPoints - Math.max(points, current.minPoints),
    fraction: into / span,
  };
}
