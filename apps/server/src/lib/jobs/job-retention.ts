import { and, eq, lte } from "drizzle-orm";
import type { Database } from "../../db/client";
import { jobs } from "../../db/schema";
import { defineScheduledJob, type JobRegistration, registerSchedule } from "./jobs";

/** Succeeded jobs are kept this long for inspection; dead ones are kept until an admin deals with them. */
export const SUCCEEDED_JOB_RETENTION_MS = 7 * 24 * 60 * 60_000;
export const JOB_RETENTION_INTERVAL_MS = 60 * 60_000;

export const pruneJobsJob = defineScheduledJob({ name: "jobs.prune" });

/** Deletes succeeded jobs finished before `before`; returns how many. */
export async function deleteSucceededJobs(db: Database, before: Date): Promise<number> {
  const deleted = await db
    .delete(jobs)
    .where(and(eq(jobs.status, "succeeded"), lte(jobs.finishedAt, before)))
    .returning({ id: jobs.id });
  return deleted.length;
}

/** Every schedule adds a job per period: old succeeded ones are pruned hourly. */
export function jobRetentionJobs(db: Database): JobRegistration[] {
  return [
    registerSchedule(pruneJobsJob, JOB_RETENTION_INTERVAL_MS, async ({ now }) => {
      await deleteSucceededJobs(db, new Date(now.getTime() - SUCCEEDED_JOB_RETENTION_MS));
    }),
  ];
}
