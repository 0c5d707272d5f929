import type { z } from "zod";
import type { Database } from "../db/client";
import { defineJob, enqueueJob, type JobDefinition, type JobRegistration, registerJob } from "./jobs/jobs";
import {
  type RateLimitCounterRow,
  type RateLimitRule,
  rateLimitCounter,
  restartRateLimitWindow,
} from "./rate-limit";

/**
 * Bursts of changes to one subject (a chat message's reactions, a feed item's) announced as few events
 * (docs/decisions/025-fan-out-limits.md). The first change of a subject in a window is announced at
 * once; the later ones are announced together at the window's end by a job that reads the state then.
 *
 * The window is a counter in `rate_limits`, shared by every instance. Its row lock orders the changes
 * and the job: a change holds it until it commits, and the job restarts the window (taking the lock)
 * before it reads. So a change committed while the job waits is in what the job announces, and a change
 * after the job finds a new window and queues the next job: the last announcement always follows the
 * last change.
 */
export interface MergedAnnouncements<TPayload> {
  readonly job: JobDefinition<TPayload>;
  /**
   * Call in the transaction of a change to the subject of `payload`, after the change: announces it
   * now, or queues the window's one merged announcement.
   */
  changed(tx: Database, payload: TPayload, windowMs: number): Promise<void>;
  /** The job of the merged announcements, for the worker (server.ts `backgroundJobs`). */
  registration(db: Database, windowMs: number): JobRegistration;
}

export interface MergedAnnouncementsDefinition<TPayload> {
  /** The job's name; also the prefix of the windows' counters. */
  name: string;
  payload: z.ZodType<TPayload>;
  /** What the payload is about: changes to one subject are merged. */
  subjectOf(payload: TPayload): string;
  /** Reads the subject's state and publishes its event, in `tx`. */
  announce(tx: Database, payload: TPayload): Promise<void>;
}

function windowRule(name: string, windowMs: number): RateLimitRule {
  return { name: `${name}:window`, points: 1, windowMs };
}

export function defineMergedAnnouncements<TPayload>(
  definition: MergedAnnouncementsDefinition<TPayload>,
): MergedAnnouncements<TPayload> {
  // An announcement missed for good is a stale view until the next change: a few quick retries only.
  const job = defineJob({
    name: definition.name,
    payload: definition.payload,
    maxAttempts: 3,
    retryBaseDelayMs: 2_000,
    leaseMs: 60_000,
  });
  return {
    job,
    async changed(tx, payload, windowMs) {
      const rule = windowRule(definition.name, windowMs);
      const subject = definition.subjectOf(payload);
      const { rows } = await tx.execute<RateLimitCounterRow>(rateLimitCounter(rule, subject));
      const row = rows[0];
      if (!row) throw new Error(`${definition.name}: the window's counter returned no row`);
      if (Number(row.points) <= rule.points) return definition.announce(tx, payload);
      const endsAtMs = Number(row.window_ends_ms);
      // One job per window: every later change in it reads the same end, so the same key.
      await enqueueJob(tx, job, payload, { runAt: new Date(endsAtMs), uniqueKey: `${subject}@${endsAtMs}` });
    },
    registration(db, windowMs) {
      const rule = windowRule(definition.name, windowMs);
      return registerJob(job, (payload) =>
        db.transaction(async (tx) => {
          await tx.execute(restartRateLimitWindow(rule, definition.subjectOf(payload)));
          await definition.announce(tx, payload);
        }),
      );
    },
  };
}
