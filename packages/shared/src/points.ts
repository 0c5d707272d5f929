import { z } from "zod";
import { pageQuerySchema, pageSchema } from "./pagination";

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
} as const satisfies Record<string, number>;

export type PointReason = keyof typeof POINT_REASONS;

/** What a ledger row was earned for: the kind of row its `sourceId` names. */
export const POINT_SOURCE_KINDS = [
  "milestone",
  "position",
  "application",
  "article",
  "game",
  "mentoring_session",
] as const;
export type PointSourceKind = (typeof POINT_SOURCE_KINDS)[number];

/** `week` and `month` are the calendar ones in UTC, the week starting on Monday; `all` is all time. */
export const LEADERBOARD_PERIODS = ["week", "month", "all"] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];

export const LEADERBOARD_PAGE_SIZE = 25;

export const LEADERBOARD_PERIOD_MESSAGE = "period must be week, month or all";

const periodSchema = z.enum(LEADERBOARD_PERIODS, { error: LEADERBOARD_PERIOD_MESSAGE });

/** Without `incubator`, the board of the whole platform, points from every incubator and from none. */
export const leaderboardQuerySchema = pageQuerySchema(LEADERBOARD_PAGE_SIZE).extend({
  period: periodSchema.default("all"),
  incubator: z.string().optional(),
});

export const leaderboardEntrySchema = z.object({
  /** Equal points share a rank (1, 2, 2, 4); among them people come in a fixed order. */
  rank: z.number().int(),
  person: z.object({ id: z.string(), name: z.string(), image: z.string().nullable() }),
  points: z.number().int(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

export const leaderboardResponseSchema = pageSchema(leaderboardEntrySchema);
export type LeaderboardResponse = z.infer<typeof leaderboardResponseSchema>;

export const myPointsQuerySchema = z.object({ incubator: z.string().optional() });

/** The signed-in person's points in each period, in the incubator asked for or overall. */
export const myPointsResponseSchema = z.object({
  week: z.number().int(),
  month: z.number().int(),
  all: z.number().int(),
});
export type MyPointsResponse = z.infer<typeof myPointsResponseSchema>;

export const LEADERBOARD_ERROR_MESSAGES = {
  /** An incubator's board is for those inside it (its members and owner) and administrators. */
  notInside: "Join this incubator to see its leaderboard",
} as const;
