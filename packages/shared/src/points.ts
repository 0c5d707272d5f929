import { z } from "zod";
import { pageQuerySchema, pageSchema } from "./pagination";
import { personRefSchema } from "./people";
import {
  LEADERBOARD_PAGE_SIZE,
  LEADERBOARD_PERIOD_MESSAGE,
  LEADERBOARD_PERIODS,
  POINT_REASONS,
  POINT_SOURCE_KINDS,
  POINTS_LOG_PAGE_SIZE,
  type PointReason,
} from "./points-model";

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
