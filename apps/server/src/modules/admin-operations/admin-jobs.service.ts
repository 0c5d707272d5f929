import { ADMIN_OPERATIONS_MESSAGES, type AdminJob, type AdminJobState, type Page } from "@hatchery/shared";
import { and, desc, eq, isNotNull, or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { jobs } from "../../db/schema";
import { type AuditOptions, recordAudit } from "../../lib/audit";
import type { Clock } from "../../lib/clock";
import { AppError } from "../../lib/errors";
import { JOBS_CHANNEL } from "../../lib/jobs/jobs";
import { decodeCursor, exactTimestamp, pageOf } from "../../lib/pagination";
import type { PolicyActor } from "../../lib/policy";
import { isUuid } from "../../lib/uuid";
import { assertCan } from "./admin-operations.policy";

type JobRow = typeof jobs.$inferSelect;

const cursorSchema = z.tuple([z.iso.datetime(), z.uuid()]);

/** A job whose last attempt failed with another one due: pending, with the error it left. */
const FAILED = and(eq(jobs.status, "pending"), isNotNull(jobs.lastError));
const DEAD = eq(jobs.status, "dead");

const STATE_CONDITION: Record<AdminJobState, SQL | undefined> = { failed: FAILED, dead: DEAD };

function noSuchJob(): AppError {
  return new AppError("not_found", ADMIN_OPERATIONS_MESSAGES.noSuchJob);
}

function isRunning(row: JobRow, now: Date): boolean {
  return row.lockedUntil !== null && row.lockedUntil > now;
}

function toAdminJob(row: JobRow, now: Date): AdminJob {
  return {
    id: row.id,
    name: row.name,
    state: row.status === "dead" ? "dead" : "failed",
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    lastError: row.lastError,
    payload: row.payload,
    createdAt: row.createdAt.toISOString(),
    runAt: row.runAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    running: isRunning(row, now),
  };
}

/** Failed and dead jobs (or one of the two), newest first. */
export async function listAdminJobs(
  db: Database,
  actor: PolicyActor,
  input: { state?: AdminJobState | undefined; cursor?: string; limit: number },
  clock: Clock,
): Promise<Page<AdminJob>> {
  assertCan(actor, "listJobs", null);
  const conditions: (SQL | undefined)[] = [input.state ? STATE_CONDITION[input.state] : or(FAILED, DEAD)];
  if (input.cursor !== undefined) {
    const [createdAt, id] = decodeCursor(input.cursor, cursorSchema);
    conditions.push(sql`(${jobs.createdAt}, ${jobs.id}) < (${createdAt}::timestamptz, ${id}::uuid)`);
  }
  const rows = await db
    .select({ job: jobs, createdAtExact: exactTimestamp(jobs.createdAt) })
    .from(jobs)
    .where(and(...conditions))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(input.limit + 1);
  const page = pageOf(rows, input.limit, (row) => [row.createdAtExact, row.job.id]);
  const now = clock.now();
  return { items: page.items.map((row) => toAdminJob(row.job, now)), nextCursor: page.nextCursor };
}

/**
 * The failed or dead job, locked for the change; 404 for any other (unknown, waiting for its first
 * attempt, succeeded) and 409 while an attempt runs, since the worker will write its outcome.
 */
async function lockFailedJob(tx: Database, id: string, now: Date): Promise<JobRow> {
  if (!isUuid(id)) throw noSuchJob();
  const [row] = await tx
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, id), or(FAILED, DEAD)))
    .for("update");
  if (!row) throw noSuchJob();
  if (isRunning(row, now)) throw new AppError("conflict", ADMIN_OPERATIONS_MESSAGES.jobRunning);
  return row;
}

const AUDITED_FIELDS = ["status", "attempts", "lastError", "runAt", "finishedAt"] as const;

function auditedFields(row: Pick<JobRow, (typeof AUDITED_FIELDS)[number]>): Record<string, unknown> {
  return Object.fromEntries(AUDITED_FIELDS.map((field) => [field, row[field]]));
}

/**
 * Back to pending, due now, with every attempt again: the fix an administrator made (a mail server back,
 * a bug fixed) deserves the job's whole retry schedule. Workers are woken at the commit.
 */
export async function retryJob(
  db: Database,
  actor: PolicyActor,
  id: string,
  clock: Clock,
  options: AuditOptions = {},
): Promise<void> {
  assertCan(actor, "retryJob", null);
  const now = clock.now();
  await db.transaction(async (tx) => {
    const current = await lockFailedJob(tx, id, now);
    const [row] = await tx
      .update(jobs)
      .set({
        status: "pending",
        attempts: 0,
        runAt: now,
        lockedUntil: null,
        finishedAt: null,
        lastError: null,
      })
      .where(eq(jobs.id, current.id))
      .returning();
    if (!row) throw noSuchJob();
    await recordAudit(tx, {
      actor,
      action: "job.retry",
      target: { type: "job", id: current.id },
      before: { name: current.name, ...auditedFields(current) },
      after: { name: row.name, ...auditedFields(row) },
      requestId: options.requestId,
    });
    // Delivered at the commit, as enqueueJob's is: a worker runs it now rather than at its next poll.
    await tx.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${row.name})`);
  });
}

/** Deletes the job; the audit entry keeps what it was (name, payload, attempts and error). */
export async function discardJob(
  db: Database,
  actor: PolicyActor,
  id: string,
  clock: Clock,
  options: AuditOptions = {},
): Promise<void> {
  assertCan(actor, "discardJob", null);
  await db.transaction(async (tx) => {
    const current = await lockFailedJob(tx, id, clock.now());
    await tx.delete(jobs).where(eq(jobs.id, current.id));
    await recordAudit(tx, {
      actor,
      action: "job.discard",
      target: { type: "job", id: current.id },
      before: { name: current.name, payload: current.payload, ...auditedFields(current) },
      after: {},
      requestId: options.requestId,
    });
  });
}
