import { z } from "zod";

/**
 * The analytics report of the platform (admins) or of one incubator (its owner and admins):
 * docs/decisions/057-analytics-and-sitemaps.md. Days are UTC calendar days, weeks start on Monday.
 */

/** The presets of the date range picker, in days ending today. */
export const ANALYTICS_RANGE_PRESETS = [7, 30, 90] as const;
export const ANALYTICS_DEFAULT_RANGE_DAYS = 30;
/** A longer range would draw more points than a chart can show and read more than a chart should. */
export const ANALYTICS_MAX_RANGE_DAYS = 366;
/** How many pages and referrers the report lists. */
export const ANALYTICS_TOP_LIMIT = 10;
/** Weeks after joining that the retention table follows (week 0 is the week of joining). */
export const ANALYTICS_RETENTION_WEEKS = 8;

export const ANALYTICS_ERROR_MESSAGES = {
  invalidDate: "Dates must be written YYYY-MM-DD.",
  reversedRange: "The start date must be on or before the end date.",
  rangeTooLong: `A range can cover at most ${ANALYTICS_MAX_RANGE_DAYS} days.`,
  forbidden: "Only the incubator's owner and administrators can see its analytics.",
} as const;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, ANALYTICS_ERROR_MESSAGES.invalidDate)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, ANALYTICS_ERROR_MESSAGES.invalidDate);

const DAY_MS = 86_400_000;

/** Days from `from` to `to`, both included. */
export function analyticsRangeDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** The range of the last `days` days ending on `today` (YYYY-MM-DD, UTC). */
export function analyticsPresetRange(today: string, days: number): { from: string; to: string } {
  const from = new Date(Date.parse(`${today}T00:00:00Z`) - (days - 1) * DAY_MS);
  return { from: from.toISOString().slice(0, 10), to: today };
}

/** Both dates or neither: without them the server answers the last 30 days. */
export const analyticsQuerySchema = z
  .object({ from: isoDate.optional(), to: isoDate.optional() })
  .superRefine((range, context) => {
    if (range.from === undefined || range.to === undefined) return;
    if (range.from > range.to) {
      context.addIssue({ code: "custom", path: ["from"], message: ANALYTICS_ERROR_MESSAGES.reversedRange });
    } else if (analyticsRangeDays(range.from, range.to) > ANALYTICS_MAX_RANGE_DAYS) {
      context.addIssue({ code: "custom", path: ["to"], message: ANALYTICS_ERROR_MESSAGES.rangeTooLong });
    }
  });
export type AnalyticsQuery = z.input<typeof analyticsQuerySchema>;

/** The steps of the activation funnel, in order; each counts only people who took every earlier step. */
export const ACTIVATION_STEP_IDS = ["joined", "profile", "team", "post", "mentoring"] as const;
export type ActivationStepId = (typeof ACTIVATION_STEP_IDS)[number];
export const ACTIVATION_STEP_LABELS: Readonly<Record<ActivationStepId, string>> = {
  joined: "Joined an incubator",
  profile: "Completed profile",
  team: "Joined a team",
  post: "First post",
  mentoring: "First mentoring session",
};

const count = z.number().int().nonnegative();
const fraction = z.number().min(0).max(1);

export const analyticsReportSchema = z.object({
  scope: z.union([
    z.object({ kind: z.literal("platform") }),
    z.object({ kind: z.literal("incubator"), slug: z.string(), name: z.string() }),
  ]),
  range: z.object({ from: z.string(), to: z.string() }),
  /** Every day of the range, days without a view included. */
  traffic: z.array(z.object({ date: z.string(), views: count, visitors: count })),
  totals: z.object({ views: count, visitors: count }),
  topPages: z.array(z.object({ path: z.string(), views: count, visitors: count })),
  /** Referrers by origin (scheme and host); views without one are not listed. */
  referrers: z.array(z.object({ referrer: z.string(), views: count })),
  /** New accounts (platform) or new members (incubator) per day, and how many of them are verified. */
  signUps: z.array(z.object({ date: z.string(), signUps: count, verified: count })),
  /** People who posted, commented, wrote in chat or earned points that day. */
  activeMembers: z.array(z.object({ date: z.string(), active: count })),
  /** Every subscription as it stands now, by status. */
  subscriptions: z.array(z.object({ status: z.string(), count })),
  /** Monthly recurring revenue at the end of each day, in cents. */
  revenue: z.array(z.object({ date: z.string(), mrrCents: count })),
  /** The people who joined in the range, through each step; conversion is from the step before. */
  funnel: z.array(
    z.object({
      step: z.enum(ACTIVATION_STEP_IDS),
      label: z.string(),
      people: count,
      conversion: fraction.nullable(),
    }),
  ),
  /** Weekly cohorts by week of joining; `weeks[n]` is the share active in week n after joining, null in the future. */
  retention: z.array(z.object({ cohort: z.string(), size: count, weeks: z.array(fraction.nullable()) })),
});
export type AnalyticsReport = z.output<typeof analyticsReportSchema>;
