import { sql } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../db/client";
import { rateLimits } from "../db/schema";
import { createTestDatabase } from "../test/test-database";
import { AppError } from "./errors";
import { createJobWorker } from "./jobs/job-worker";
import { createRateLimit, deleteExpiredRateLimits, rateLimitJobs } from "./rate-limit";

let database: DatabaseConnection;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(rateLimits);
});

const rule = { name: "test", points: 5, windowMs: 300_000, message: "Slow down, test." };

describe("createRateLimit", () => {
  it("allows exactly `points` of a parallel burst", async () => {
    const limit = createRateLimit(database.db, rule);
    const results = await Promise.all(Array.from({ length: 20 }, () => limit.hit("burst")));
    expect(results.filter((result) => result.allowed)).toHaveLength(5);
    expect(results.map((result) => result.points).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    );
    for (const result of results) {
      expect(result.retryAfterSeconds).toBeGreaterThanOrEqual(299);
      expect(result.retryAfterSeconds).toBeLessThanOrEqual(300);
    }
  });

  it("counts each subject and each rule on its own", async () => {
    const limit = createRateLimit(database.db, { ...rule, points: 1 });
    const other = createRateLimit(database.db, { ...rule, name: "other", points: 1 });
    expect((await limit.hit("a")).allowed).toBe(true);
    expect((await limit.hit("a")).allowed).toBe(false);
    expect((await limit.hit("b")).allowed).toBe(true);
    expect((await other.hit("a")).allowed).toBe(true);
  });

  it("starts a new window once the old one has ended", async () => {
    const limit = createRateLimit(database.db, { ...rule, points: 1 });
    await limit.hit("window");
    expect((await limit.hit("window")).allowed).toBe(false);
    await database.db.execute(sql`update rate_limits set expires_at = now() - interval '1 second'`);
    expect(await limit.hit("window")).toMatchObject({ allowed: true, points: 1 });
  });

  it("throws rate_limited with the rule's words and Retry-After", async () => {
    const limit = createRateLimit(database.db, { ...rule, points: 1 });
    await limit.consume("thrower");
    const error = await limit.consume("thrower").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: "rate_limited", status: 429, message: "Slow down, test." });
    expect(Number((error as AppError).headers["Retry-After"])).toBeGreaterThanOrEqual(299);
  });
});

describe("cleanup", () => {
  async function seedCounters() {
    await database.db.execute(sql`
      insert into rate_limits (key, points, expires_at) values
        ('old', 3, now() - interval '1 minute'),
        ('live', 1, now() + interval '1 minute')`);
  }

  it("deletes expired counters only", async () => {
    await seedCounters();
    expect(await deleteExpiredRateLimits(database.db)).toBe(1);
    expect(await database.db.select({ key: rateLimits.key }).from(rateLimits)).toEqual([{ key: "live" }]);
  });

  it("runs once per interval as a scheduled job", async () => {
    await seedCounters();
    let at = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 1000);
    const worker = createJobWorker({
      db: database.db,
      logger: pino({ level: "silent" }),
      registrations: rateLimitJobs(database.db, 60_000, pino({ level: "silent" })),
      clock: { now: () => at },
    });
    expect(await worker.runOnce()).toMatchObject({ scheduled: 1, succeeded: 1 });
    expect(await database.db.select({ key: rateLimits.key }).from(rateLimits)).toEqual([{ key: "live" }]);

    // The same period again: already done.
    await database.db.execute(sql`insert into rate_limits values ('old-2', 1, now() - interval '1 minute')`);
    expect(await worker.runOnce()).toMatchObject({ scheduled: 0, succeeded: 0 });
    expect(
      await database.db.select({ key: rateLimits.key }).from(rateLimits).orderBy(rateLimits.key),
    ).toEqual([{ key: "live" }, { key: "old-2" }]);

    at = new Date(at.getTime() + 60_000);
    expect(await worker.runOnce()).toMatchObject({ scheduled: 1, succeeded: 1 });
    expect(await database.db.select({ key: rateLimits.key }).from(rateLimits)).toEqual([{ key: "live" }]);
  });
});
