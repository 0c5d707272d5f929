import { z } from "zod";
import { pageQuerySchema, pageSchema } from "./pagination";
import { personRefSchema } from "./people";

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

const periodSchema = z.enum(LEADERBOARD_PERIODS, { error: LEADERBOARD_PERIOD_MESSAGE });

/** Without `incubator`, the board of the whole platform, points from every incubator and from none. */
export const leaderboardQuerySchema = pageQuerySchema(LEADERBOARD_PAGE_SIZE).extend({
  period: periodSchema.default("all"),
  incubator: z.string().optional(),
});

export const leaderboardEntrySchema = z.object({
  /** Equal points share a rank (1, 2, 2, 4); among them people come in a fixed order. */
  rank: z.number().int(),
  person: personRefSchema,
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

export const POINTS_LOG_PAGE_SIZE = 20;

/** `GET /api/points/log`: the signed-in person's ledger rows, newest first, a page at a time. */
export const pointsLogQuerySchema = pageQuerySchema(POINTS_LOG_PAGE_SIZE);

export const pointsLogEntrySchema = z.object({
  id: z.string(),
  reason: z.enum(Object.keys(POINT_REASONS) as [PointReason, ...PointReason[]]),
  sourceKind: z.enum(POINT_SOURCE_KINDS),
  sourceId: z.string(),
  /** Where the points were earned: an incubator, or null for the library and games. */
  incubator: z.object({ slug: z.string(), name: z.string() }).nullable(),
  points: z.number().int(),
  earnedAt: z.string(),
});
export type PointsLogEntry = z.infer<typeof pointsLogEntrySchema>;

export const pointsLogResponseSchema = pageSchema(pointsLogEntrySchema);
export type PointsLogResponse = z.infer<typeof pointsLogResponseSchema>;

/**
 * `GET /api/points/summary`: the person's points overall and in each incubator they are an active
 * member of or earned points in; the level comes from `levelProgress` on each side.
 */
export const pointsSummaryResponseSchema = z.object({
  overall: myPointsResponseSchema,
  incubators: z.array(
    myPointsResponseSchema.extend({ incubator: z.object({ slug: z.string(), name: z.string() }) }),
  ),
});
export type PointsSummaryResponse = z.infer<typeof pointsSummaryResponseSchema>;
