import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import type { Logger } from "pino";
import type { Database } from "../db/client";
import { rateLimits } from "../db/schema";
import { clientIp } from "./client-ip";
import type { AppEnv } from "./context";
import { AppError } from "./errors";
import { defineScheduledJob, type JobRegistration, registerSchedule } from "./jobs/jobs";

export const RATE_LIMITED_MESSAGE = "Too many requests. Please slow down.";

export interface RateLimitRule {
  /** Prefix of every key this rule counts, such as `sign-in:email`. */
  name: string;
  /** Requests allowed per window; the next one is refused. */
  points: number;
  windowMs: number;
  /** What the person reads when refused. */
  message?: string;
}

/** Middleware that counts each request against `rule` by the client's address. */
export function limitPerClient(
  db: Database,
  rule: RateLimitRule,
  trustProxy: boolean,
): MiddlewareHandler<AppEnv> {
  const limit = createRateLimit(db, rule);
  return async (c, next) => {
    await limit.consume(clientIp(c, trustProxy));
    await next();
  };
}

export interface RateLimitResult {
  allowed: boolean;
  /** Requests counted in the current window, this one included. */
  points: number;
  /** Whole seconds until the window ends (at least 1). */
  retryAfterSeconds: number;
}

export interface RateLimit {
  readonly rule: RateLimitRule;
  /** Counts one request for `subject` and reports whether it is within the limit. */
  hit(subject: string): Promise<RateLimitResult>;
  /** Counts one request; throws `rate_limited` (with Retry-After) once the window's points are used up. */
  consume(subject: string): Promise<void>;
}

/**
 * A fixed-window counter in the database, so every app instance shares it. One statement counts and
 * reads: `INSERT … ON CONFLICT DO UPDATE … RETURNING` takes the row lock, so parallel requests are
 * counted one after another and exactly `points` of them are allowed, however many arrive at once.
 * An expired window restarts at 1 in the same statement. Time is the database's, so instances with
 * drifting clocks still agree.
 */
export function createRateLimit(db: Database, rule: RateLimitRule): RateLimit {
  const hit = async (subject: string): Promise<RateLimitResult> => {
    const { rows } = await db.execute<RateLimitCounterRow>(rateLimitCounter(rule, subject));
    const row = rows[0];
    if (!row) throw new Error(`rate limit ${rule.name}: the counter returned no row`);
    return rateLimitResult(rule, row);
  };
  return {
    rule,
    hit,
    async consume(subject) {
      assertWithinLimit(rule, await hit(subject));
    },
  };
}

/** What the counter statement returns. */
export interface RateLimitCounterRow extends Record<string, unknown> {
  points: number | string;
  retry_after: number | string;
  /** When the window ends, in milliseconds since the epoch (the database's clock). */
  window_ends_ms?: number | string;
}

/**
 * The statement that counts one request for `subject` and returns `points` and `retry_after`: alone, or
 * as a `with` clause of a statement that reads what the request needs in the same round trip.
 */
export function rateLimitCounter(rule: RateLimitRule, subject: string): SQL {
  return rateLimitCounterOfKey(rule, rateLimitKey(rule, subject));
}

/** The counter's key of `subject` under `rule`. */
export function rateLimitKey(rule: RateLimitRule, subject: string): string {
  return `${rule.name}:${subject}`;
}

/** `rateLimitCounter` for a key given as it is, or as a placeholder of a prepared statement. */
export function rateLimitCounterOfKey(rule: RateLimitRule, key: string | SQLWrapper): SQL {
  return sql`
      insert into ${rateLimits} as counter (key, points, expires_at)
      values (${key}, 1, now() + make_interval(secs => ${rule.windowMs / 1000}))
      on conflict (key) do update set
        points = case when counter.expires_at <= now() then 1 else counter.points + 1 end,
        expires_at = case when counter.expires_at <= now() then excluded.expires_at else counter.expires_at end
      returning points, ceil(extract(epoch from expires_at - now())) as retry_after,
        (extract(epoch from expires_at) * 1000)::float8 as window_ends_ms`;
}

/**
 * Starts a new window for `subject` that has counted one request, whatever the current one holds: for
 * a counter that marks "announced at most once a window" (lib/merged-announcements.ts).
 */
export function restartRateLimitWindow(rule: RateLimitRule, subject: string): SQL {
  return sql`
      insert into ${rateLimits} as counter (key, points, expires_at)
      values (${rateLimitKey(rule, subject)}, 1, now() + make_interval(secs => ${rule.windowMs / 1000}))
      on conflict (key) do update set points = 1, expires_at = excluded.expires_at`;
}

export function rateLimitResult(rule: RateLimitRule, row: RateLimitCounterRow): RateLimitResult {
  const points = Number(row.points);
  return {
    allowed: points <= rule.points,
    points,
    retryAfterSeconds: Math.max(1, Number(row.retry_after)),
  };
}

/** Throws `rate_limited` (with Retry-After) for a request over the limit. */
export function assertWithinLimit(rule: RateLimitRule, result: RateLimitResult): void {
  if (result.allowed) return;
  throw new AppError("rate_limited", rule.message ?? RATE_LIMITED_MESSAGE, undefined, {
    "Retry-After": String(result.retryAfterSeconds),
  });
}

/** Deletes counters whose window has ended; returns how many. */
export async function deleteExpiredRateLimits(db: Database): Promise<number> {
  const deleted = await db
    .delete(rateLimits)
    .where(sql`${rateLimits.expiresAt} <= now()`)
    .returning({ key: rateLimits.key });
  return deleted.length;
}

export const rateLimitCleanupJob = defineScheduledJob({ name: "rate-limits.cleanup" });

/** Deletes expired counters once every `intervalMs` across all instances. */
export function rateLimitJobs(db: Database, intervalMs: number, logger: Logger): JobRegistration[] {
  return [
    registerSchedule(rateLimitCleanupJob, intervalMs, async () => {
      const deleted = await deleteExpiredRateLimits(db);
      if (deleted > 0) logger.debug({ deleted }, "expired rate-limit counters deleted");
    }),
  ];
}
