import { and, asc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "../../db/client";
import { jobs } from "../../db/schema";
import { type Clock, systemClock } from "../clock";
import { type BackgroundTask, type PeriodicTask, startPeriodicTask } from "../periodic-task";
import { enqueueJob, type JobRegistration, retryDelayMs } from "./jobs";

export const JOB_POLL_INTERVAL_MS = 2000;
export const JOB_BATCH_SIZE = 10;
const LAST_ERROR_MAX_LENGTH = 1000;

export interface JobWorkerOptions {
  db: Database;
  logger: Logger;
  /** Every job this instance can run; jobs of other names are left for instances that can. */
  registrations: readonly JobRegistration[];
  pollIntervalMs?: number;
  batchSize?: number;
  /** When schedules' periods begin and jobs fall due; the system clock unless a test sets one. */
  clock?: Clock;
}

export interface JobRunResult {
  /** Scheduled jobs this worker enqueued (a period another instance claimed first is not counted). */
  scheduled: number;
  succeeded: number;
  /** Failed and to be retried. */
  failed: number;
  /** Failed for the last time, or with a payload that no longer fits its definition. */
  dead: number;
}

export interface JobWorker extends BackgroundTask {
  /** Enqueues the schedules whose period has begun, then runs every job that is due, batch by batch. */
  runOnce(): Promise<JobRunResult>;
  /** Polls every `pollIntervalMs` until stopped. */
  start(): void;
  /** Runs now rather than at the next poll: a job was queued (see JOBS_CHANNEL). Ignored until started. */
  wake(): void;
}

/** The key of the period `at` falls in, for a schedule of `everyMs`: its start time. */
export function schedulePeriodKey(at: Date, everyMs: number): string {
  return new Date(Math.floor(at.getTime() / everyMs) * everyMs).toISOString();
}

function errorText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, LAST_ERROR_MAX_LENGTH);
}

/**
 * Runs queued jobs. Jobs are claimed with `FOR UPDATE SKIP LOCKED` and a lease (locked_until), so
 * several instances share the work without running a job twice, and the handler runs outside any
 * transaction. A failure records the attempt and its error and schedules a retry with exponential
 * backoff; after the definition's maxAttempts the job is dead and kept.
 *
 * Schedules: each run enqueues every schedule's job for the current period with the period as its
 * unique key, so whichever instance comes first enqueues it and the others' inserts are ignored: once
 * per period across all instances.
 */
export function createJobWorker(options: JobWorkerOptions): JobWorker {
  const {
    db,
    logger,
    registrations,
    pollIntervalMs = JOB_POLL_INTERVAL_MS,
    batchSize = JOB_BATCH_SIZE,
    clock = systemClock,
  } = options;
  const byName = new Map<string, JobRegistration>();
  for (const registration of registrations) {
    if (byName.has(registration.job.name))
      throw new Error(`job ${registration.job.name} is registered twice`);
    byName.set(registration.job.name, registration);
  }
  const names = [...byName.keys()];
  /**
   * The period each schedule was last offered for. The database decides which instance enqueues a
   * period; remembering it here spares a write per schedule on every poll of the same period.
   */
  const offeredPeriods = new Map<string, string>();

  async function enqueueSchedules(): Promise<number> {
    const at = clock.now();
    let enqueued = 0;
    for (const { job, schedule } of registrations) {
      if (!schedule) continue;
      const period = schedulePeriodKey(at, schedule.everyMs);
      if (offeredPeriods.get(job.name) === period) continue;
      const id = await enqueueJob(db, job, {}, { uniqueKey: period, runAt: at });
      offeredPeriods.set(job.name, period);
      if (id) enqueued += 1;
    }
    return enqueued;
  }

  async function claim() {
    if (names.length === 0) return [];
    const at = clock.now();
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          eq(jobs.status, "pending"),
          inArray(jobs.name, names),
          lte(jobs.runAt, at),
          or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, at)),
        ),
      )
      .orderBy(asc(jobs.runAt))
      .limit(batchSize)
      .for("update", { skipLocked: true });
    // One lease for the batch: the longest of the registered jobs', so none is cut short.
    const leaseMs = Math.max(...registrations.map((registration) => registration.job.leaseMs));
    return db
      .update(jobs)
      .set({ lockedUntil: new Date(at.getTime() + leaseMs), attempts: sql`${jobs.attempts} + 1` })
      .where(inArray(jobs.id, due))
      .returning();
  }

  async function succeed(row: typeof jobs.$inferSelect): Promise<"succeeded"> {
    await db
      .update(jobs)
      .set({ status: "succeeded", finishedAt: clock.now(), lockedUntil: null, lastError: null })
      .where(eq(jobs.id, row.id));
    return "succeeded";
  }

  /** Records a failed attempt: retried after the backoff, or dead after the last attempt or when `giveUp`. */
  async function fail(
    row: typeof jobs.$inferSelect,
    error: unknown,
    giveUp = false,
  ): Promise<"failed" | "dead"> {
    const at = clock.now();
    const registration = byName.get(row.name);
    const dead = giveUp || !registration || row.attempts >= row.maxAttempts;
    await db
      .update(jobs)
      .set({
        lastError: errorText(error),
        lockedUntil: null,
        ...(dead
          ? { status: "dead" as const, finishedAt: at }
          : { runAt: new Date(at.getTime() + retryDelayMs(row.attempts, registration.job)) }),
      })
      .where(eq(jobs.id, row.id));
    logger.warn(
      { jobId: row.id, job: row.name, attempts: row.attempts, err: error, dead },
      dead ? "job failed for the last time" : "job failed; will retry",
    );
    return dead ? "dead" : "failed";
  }

  async function run(row: typeof jobs.$inferSelect): Promise<"succeeded" | "failed" | "dead"> {
    const registration = byName.get(row.name);
    if (!registration) return fail(row, new Error(`no handler for job ${row.name}`), true);
    const payload = registration.job.payload.safeParse(row.payload);
    // Retrying cannot fix a payload: the job is dead at once.
    if (!payload.success) return fail(row, new Error(`invalid payload: ${payload.error.message}`), true);
    try {
      await registration.handle(payload.data, { jobId: row.id, attempt: row.attempts, now: clock.now() });
    } catch (error) {
      return fail(row, error);
    }
    return succeed(row);
  }

  async function runOnce(): Promise<JobRunResult> {
    const result: JobRunResult = { scheduled: await enqueueSchedules(), succeeded: 0, failed: 0, dead: 0 };
    for (;;) {
      const rows = await claim();
      for (const row of rows) result[await run(row)] += 1;
      if (rows.length < batchSize) return result;
    }
  }

  let task: PeriodicTask | undefined;
  return {
    runOnce,
    start() {
      task ??= startPeriodicTask({
        name: "job worker run",
        intervalMs: pollIntervalMs,
        logger,
        run: async () => {
          await runOnce();
        },
      });
    },
    wake() {
      task?.runNow();
    },
    async stop() {
      await task?.stop();
      task = undefined;
    },
  };
}
