import type { Database } from "../../db/client";
import { defineScheduledJob, type JobRegistration, registerSchedule } from "../../lib/jobs/jobs";
import { rollUpPageViews } from "./analytics-rollup";

/** Hourly: a day is rolled up within the hour after it ends, whichever instance runs it. */
export const ANALYTICS_ROLLUP_INTERVAL_MS = 60 * 60_000;

export const analyticsRollupJob = defineScheduledJob({ name: "analytics.rollup" });

export function analyticsJobs(db: Database): JobRegistration[] {
  return [
    registerSchedule(analyticsRollupJob, ANALYTICS_ROLLUP_INTERVAL_MS, async ({ now }) => {
      await rollUpPageViews(db, now);
    }),
  ];
}
