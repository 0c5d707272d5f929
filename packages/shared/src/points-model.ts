/**
 * The points' reasons, levels and limits, free of schemas: the dashboard's points card shows a level on
 * every dashboard's first view, which from points.ts brought zod and the leaderboard's schemas with it
 * (decision 071).
 */

/**
 * The points ledger's reasons and what each is worth (docs/decisions/030-points-ledger.md). Points
 * reward outcomes, not activity: each reason names something done that others can see. An area adds
 * its reasons here when it projects them; a value changed later applies to points earned from then on.
 */
export const POINT_REASONS = {
  /** Each member of the team when one of its project's milestones is marked done. */
  milestone_completed: 20,
  /** The person who wrote a position, when its last seat is taken. */
  position_filled: 15,
  /** The applicant, when a team accepts them. */
  application_accepted: 25,
  /** The reader, the first time they answer every check question of a library article right. */
  article_mastered: 5,
  /** The player, for a finished memory game: once a day per level (docs/decisions/043-memory-game.md). */
  memory_game_completed: 2,
  /** The player, for beating their best time or moves of a level: once a day per level. */
  memory_personal_best: 3,
  /**
   * The person, for a kept interview practice session: once per session, and at most one session a day
   * per question group earns (docs/decisions/045-interview-practice.md).
   */
  interview_session_completed: 3,
  /**
   * The player, for a finished career game run: the day's first run of each role
   * (docs/decisions/046-career-game.md), so replaying a role over and over earns nothing more.
   */
  career_game_completed: 3,
  /**
   * The person, for a kept delivery of their introduction in the tutor: once a day
   * (docs/decisions/048-tmay-tutor.md).
   */
  tmay_attempt_completed: 3,
  /** The mentor and the mentee, each, for a completed mentoring session (docs/decisions/051-mentoring.md). */
  mentoring_session_completed: 10,
  /**
   * The author of a feed post, for each person who reacts to it (once per person and post, whatever
   * the reaction), up to POST_REACTION_DAILY_CAP a day (docs/decisions/056-dashboard-and-points.md):
   * helpful posts count, but less than any outcome.
   */
  post_reaction_received: 1,
  /** Each member of the team, when the incubator's owner awards its funding application (decision 059). */
  funding_awarded: 30,
  /** Each member of the team, when a tranche of its award is released after its milestone. */
  funding_tranche_released: 10,
} as const satisfies Record<string, number>;

/** The most `post_reaction_received` rows a person earns in one UTC day; reactions beyond it earn nothing. */
export const POST_REACTION_DAILY_CAP = 10;

export type PointReason = keyof typeof POINT_REASONS;

/** What a ledger row was earned for: the kind of row its `sourceId` names. */
export const POINT_SOURCE_KINDS = [
  "milestone",
  "position",
  "application",
  "article",
  "game",
  "mentoring_session",
  "feed_item",
  "funding_award",
  "funding_tranche",
] as const;
export type PointSourceKind = (typeof POINT_SOURCE_KINDS)[number];

/** `week` and `month` are the calendar ones in UTC, the week starting on Monday; `all` is all time. */
export const LEADERBOARD_PERIODS = ["week", "month", "all"] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];

export const LEADERBOARD_PAGE_SIZE = 25;

export const LEADERBOARD_PERIOD_MESSAGE = "period must be week, month or all";

export const LEADERBOARD_ERROR_MESSAGES = {
  /** An incubator's board is for those inside it (its members and owner) and administrators. */
  notInside: "Join this incubator to see its leaderboard",
} as const;

/** What each reason means to the person who earned it, for the points log. */
export const POINT_REASON_LABELS: Record<PointReason, string> = {
  milestone_completed: "Your team completed a milestone",
  position_filled: "A position you wrote was filled",
  application_accepted: "A team accepted your application",
  article_mastered: "You mastered a library article",
  memory_game_completed: "You finished a memory game",
  memory_personal_best: "You beat your best in the memory game",
  interview_session_completed: "You kept an interview practice session",
  career_game_completed: "You finished a career game run",
  tmay_attempt_completed: "You kept an introduction in the tutor",
  mentoring_session_completed: "You completed a mentoring session",
  post_reaction_received: "Someone reacted to your post",
  funding_awarded: "Your team was awarded funding",
  funding_tranche_released: "A tranche of your team's funding was released",
};

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

export const POINTS_LOG_PAGE_SIZE = 20;
