import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { jobs } from "../../db/schema";

/** What a kind of job is: its name, the shape of its payload and how hard to try. */
export interface JobDefinition<TPayload> {
  /** Unique across the server, dotted by area: `mail.send`, `memberships.reconcile-tiers`. */
  name: string;
  payload: z.ZodType<TPayload>;
  /** Attempts before the job is marked dead. */
  maxAttempts: number;
  /** Wait after the first failure; doubled after each further one, up to `retryMaxDelayMs`. */
  retryBaseDelayMs: number;
  retryMaxDelayMs: number;
  /** How long one attempt owns the job; an attempt still running after it may be run again elsewhere. */
  leaseMs: number;
}

export const JOB_DEFAULTS = {
  maxAttempts: 5,
  retryBaseDelayMs: 30_000,
  retryMaxDelayMs: 60 * 60_000,
  leaseMs: 5 * 60_000,
} as const;

export function defineJob<TPayload>(
  definition: Pick<JobDefinition<TPayload>, "name" | "payload"> & Partial<JobDefinition<TPayload>>,
): JobDefinition<TPayload> {
  return { ...JOB_DEFAULTS, ...definition };
}

/** Wait before the next attempt after `attempts` failures: the base delay, doubled each time, capped. */
export function retryDelayMs(
  attempts: number,
  policy: Pick<JobDefinition<unknown>, "retryBaseDelayMs" | "retryMaxDelayMs"> = JOB_DEFAULTS,
): number {
  return Math.min(policy.retryBaseDelayMs * 2 ** Math.max(0, attempts - 1), policy.retryMaxDelayMs);
}

export interface EnqueueOptions {
  /** Not before this time; now by default. */
  runAt?: Date;
  /** At most one job of this name with this key: a second enqueue with the same key is ignored. */
  uniqueKey?: string;
}

/**
 * Notified when a job is queued, at the commit of the transaction that queued it (never for one rolled
 * back), so that a worker runs it at once instead of at its next poll.
 */
export const JOBS_CHANNEL = "hatchery_jobs";

/**
 * Queues a job. Pass the transaction of the change that causes it: the job is committed, or rolled
 * back, with that change. The payload is checked against the definition here, so a bad payload fails
 * the caller instead of a worker later. Returns the job's id, or null when `uniqueKey` was taken.
 */
export async function enqueueJob<TPayload>(
  db: Database,
  job: JobDefinition<TPayload>,
  payload: TPayload,
  options: EnqueueOptions = {},
): Promise<string | null> {
  const [row] = await db
    .insert(jobs)
    .values({
      name: job.name,
      payload: job.payload.parse(payload),
      maxAttempts: job.maxAttempts,
      uniqueKey: options.uniqueKey,
      ...(options.runAt ? { runAt: options.runAt } : {}),
    })
    .onConflictDoNothing({ target: [jobs.name, jobs.uniqueKey] })
    .returning({ id: jobs.id });
  if (!row) return null;
  await db.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${job.name})`);
  return row.id;
}

/** Scheduled jobs carry nothing: what they work on is whatever is due when they run. */
const schedulePayload = z.strictObject({});
export type SchedulePayload = z.infer<typeof schedulePayload>;

export function defineScheduledJob(
  definition: Pick<JobDefinition<SchedulePayload>, "name"> & Partial<JobDefinition<SchedulePayload>>,
): JobDefinition<SchedulePayload> {
  // A failed run is retried a little later; the next period runs it afresh anyway.
  return defineJob({ maxAttempts: 3, retryBaseDelayMs: 10_000, ...definition, payload: schedulePayload });
}

export interface JobContext {
  jobId: string;
  /** 1 on the first try. */
  attempt: number;
  /** The worker's clock: the time this attempt started. */
  now: Date;
}

/** A job definition with the code that runs it, as a module hands it to the worker at start-up. */
export interface JobRegistration {
  job: JobDefinition<unknown>;
  handle(payload: unknown, context: JobContext): Promise<void>;
  /** Enqueued once per period of this length across all instances (periods start at the epoch). */
  schedule?: { everyMs: number };
}

export function registerJob<TPayload>(
  job: JobDefinition<TPayload>,
  handle: (payload: TPayload, context: JobContext) => Promise<void>,
): JobRegistration {
  return {
    job: job as JobDefinition<unknown>,
    handle: (payload, context) => handle(payload as TPayload, context),
  };
}

/** A scheduled job with its code: run once per `everyMs` period across all instances. */
export function registerSchedule(
  job: JobDefinition<SchedulePayload>,
  everyMs: number,
  run: (context: JobContext) => Promise<void>,
): JobRegistration {
  return { ...registerJob(job, (_payload, context) => run(context)), schedule: { everyMs } };
}
