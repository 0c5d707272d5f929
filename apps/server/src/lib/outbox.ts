import { and, asc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "../db/client";
import { emailOutbox } from "../db/schema";
import type { MailMessage, MailTransport } from "./mailer";

export interface OutboxMessage extends MailMessage {
  /** What the message is for, such as "verification" or "password-reset". */
  kind: string;
}

/**
 * Queues a message. Called with a transaction, the message is committed (or rolled back) with the
 * change that caused it; the worker delivers it afterwards.
 */
export async function enqueueEmail(db: Database, message: OutboxMessage): Promise<string> {
  const [row] = await db
    .insert(emailOutbox)
    .values({
      kind: message.kind,
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
    })
    .returning({ id: emailOutbox.id });
  if (!row) throw new Error("the outbox insert returned no row");
  return row.id;
}

/** How long a claimed message belongs to one worker; longer than any SMTP exchange may take. */
export const OUTBOX_LEASE_MS = 5 * 60_000;
export const OUTBOX_POLL_INTERVAL_MS = 2000;
export const OUTBOX_BATCH_SIZE = 10;
/** About a day and a half of retries with the backoff below; then the message is marked failed. */
export const OUTBOX_MAX_ATTEMPTS = 40;
const RETRY_BASE_DELAY_MS = 30_000;
const RETRY_MAX_DELAY_MS = 60 * 60_000;
const LAST_ERROR_MAX_LENGTH = 1000;

/** Wait before the next attempt after `attempts` failures: 30 s, doubled each time, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_DELAY_MS);
}

export interface OutboxWorkerOptions {
  db: Database;
  transport: MailTransport;
  from: string;
  logger: Logger;
  pollIntervalMs?: number;
  batchSize?: number;
  leaseMs?: number;
  maxAttempts?: number;
  /** The clock, replaceable in tests. */
  now?: () => Date;
}

export interface OutboxRunResult {
  sent: number;
  failed: number;
}

export interface OutboxWorker {
  /** Delivers every message that is due now, batch by batch. */
  runOnce(): Promise<OutboxRunResult>;
  /** Polls every `pollIntervalMs` until stopped. */
  start(): void;
  /** Stops polling and waits for a run in progress. */
  stop(): Promise<void>;
}

/**
 * Delivers queued mail. Rows are claimed with `FOR UPDATE SKIP LOCKED` and a lease (locked_until), so
 * several instances share the work without sending a message twice, and the SMTP exchange runs
 * outside any transaction. A failure records the attempt and its error and schedules a retry with
 * exponential backoff; after OUTBOX_MAX_ATTEMPTS the message is marked failed and kept.
 */
export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const {
    db,
    transport,
    from,
    logger,
    pollIntervalMs = OUTBOX_POLL_INTERVAL_MS,
    batchSize = OUTBOX_BATCH_SIZE,
    leaseMs = OUTBOX_LEASE_MS,
    maxAttempts = OUTBOX_MAX_ATTEMPTS,
    now = () => new Date(),
  } = options;

  async function claim() {
    const at = now();
    const due = db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(
        and(
          isNull(emailOutbox.sentAt),
          isNull(emailOutbox.failedAt),
          lte(emailOutbox.nextAttemptAt, at),
          or(isNull(emailOutbox.lockedUntil), lte(emailOutbox.lockedUntil, at)),
        ),
      )
      .orderBy(asc(emailOutbox.nextAttemptAt))
      .limit(batchSize)
      .for("update", { skipLocked: true });
    return db
      .update(emailOutbox)
      .set({ lockedUntil: new Date(at.getTime() + leaseMs), attempts: sql`${emailOutbox.attempts} + 1` })
      .where(inArray(emailOutbox.id, due))
      .returning();
  }

  async function deliver(row: typeof emailOutbox.$inferSelect): Promise<boolean> {
    try {
      await transport.send({
        from,
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
      });
    } catch (error) {
      const lastError = (error instanceof Error ? error.message : String(error)).slice(
        0,
        LAST_ERROR_MAX_LENGTH,
      );
      const givingUp = row.attempts >= maxAttempts;
      const at = now();
      await db
        .update(emailOutbox)
        .set({
          lastError,
          lockedUntil: null,
          ...(givingUp
            ? { failedAt: at }
            : { nextAttemptAt: new Date(at.getTime() + retryDelayMs(row.attempts)) }),
        })
        .where(eq(emailOutbox.id, row.id));
      logger.warn(
        { id: row.id, kind: row.kind, attempts: row.attempts, err: error, givingUp },
        givingUp ? "email delivery failed for the last time" : "email delivery failed; will retry",
      );
      return false;
    }
    await db
      .update(emailOutbox)
      .set({ sentAt: now(), lockedUntil: null, lastError: null })
      .where(eq(emailOutbox.id, row.id));
    return true;
  }

  async function runOnce(): Promise<OutboxRunResult> {
    const result: OutboxRunResult = { sent: 0, failed: 0 };
    for (;;) {
      const rows = await claim();
      for (const row of rows) {
        if (await deliver(row)) result.sent += 1;
        else result.failed += 1;
      }
      if (rows.length < batchSize) return result;
    }
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;
  const tick = () => {
    running = runOnce()
      .catch((error: unknown) => logger.warn({ err: error }, "email outbox run failed"))
      .finally(() => {
        running = undefined;
        if (!stopped) timer = setTimeout(tick, pollIntervalMs).unref();
      });
  };

  return {
    runOnce,
    start() {
      stopped = false;
      timer = setTimeout(tick, 0).unref();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
