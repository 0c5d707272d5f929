import { eq } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { createDatabase, type DatabaseConnection } from "../../db/client";
import { jobs } from "../../db/schema";
import { createTestDatabase } from "../../test/test-database";
import { createManualClock } from "../clock";
import { deleteSucceededJobs } from "./job-retention";
import { createJobWorker, schedulePeriodKey } from "./job-worker";
import {
  defineJob,
  defineScheduledJob,
  enqueueJob,
  type JobRegistration,
  registerJob,
  registerSchedule,
  retryDelayMs,
} from "./jobs";

let database: DatabaseConnection;
// Loading a database takes long on a busy machine; the tests themselves are quick.
beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(jobs);
});

const silent = pino({ level: "silent" });
const greetJob = defineJob({
  name: "test.greet",
  payload: z.object({ name: z.string() }),
  maxAttempts: 3,
  retryBaseDelayMs: 1000,
  retryMaxDelayMs: 10_000,
});

/**
 * A clock the test moves, standing at a fixed moment long after any `run_at` the database stamps on an
 * enqueued job (its `now()`), so a job is due at once however slowly the test runs. A clock one second
 * ahead of the wall clock was not, once enqueueing took longer than that second on a loaded machine.
 */
const TEST_NOW = new Date("2100-01-01T00:00:00.000Z");
function testClock() {
  return createManualClock(TEST_NOW);
}

async function jobRow(id: string | null) {
  if (!id) throw new Error("no job id");
  const [row] = await database.db.select().from(jobs).where(eq(jobs.id, id));
  if (!row) throw new Error(`no job ${id}`);
  return row;
}

/** A greet handler that throws on its first `failures` calls. */
function flakyGreeter(failures: number) {
  const greeted: string[] = [];
  let calls = 0;
  const registration = registerJob(greetJob, async ({ name }) => {
    calls += 1;
    if (calls <= failures) throw new Error(`greeting failed (${calls})`);
    greeted.push(name);
  });
  return { registration, greeted, calls: () => calls };
}

describe("jobs", () => {
  it("retries a failing job with exponential backoff and succeeds on the third try", async () => {
    const clock = testClock();
    const { registration, greeted } = flakyGreeter(2);
    const worker = createJobWorker({
      db: database.db,
      logger: silent,
      registrations: [registration],
      clock,
    });
    const id = await enqueueJob(database.db, greetJob, { name: "Ada" });

    expect(await worker.runOnce()).toEqual({ scheduled: 0, succeeded: 0, failed: 1, dead: 0 });
    const first = await jobRow(id);
    expect(first).toMatchObject({ status: "pending", attempts: 1, lastError: "greeting failed (1)" });
    expect(first.runAt.getTime()).toBe(clock.now().getTime() + 1000);

    // Not due before its backoff has passed.
    expect(await worker.runOnce()).toEqual({ scheduled: 0, succeeded: 0, failed: 0, dead: 0 });
    clock.advance(retryDelayMs(1, greetJob));
    expect(await worker.runOnce()).toMatchObject({ failed: 1 });
    expect((await jobRow(id)).runAt.getTime()).toBe(clock.now().getTime() + 2000);
    clock.advance(retryDelayMs(2, greetJob));
    expect(await worker.runOnce()).toMatchObject({ succeeded: 1 });

    expect(greeted).toEqual(["Ada"]);
    expect(await jobRow(id)).toMatchObject({
      status: "succeeded",
      attempts: 3,
      lastError: null,
      lockedUntil: null,
      finishedAt: clock.now(),
    });
    expect(await worker.runOnce()).toEqual({ scheduled: 0, succeeded: 0, failed: 0, dead: 0 });
  });

  it("marks a job dead after its last attempt, keeps it, and runs it no more", async () => {
    const clock = testClock();
    const { registration, calls } = flakyGreeter(Number.POSITIVE_INFINITY);
    const worker = createJobWorker({
      db: database.db,
      logger: silent,
      registrations: [registration],
      clock,
    });
    const id = await enqueueJob(database.db, greetJob, { name: "Grace" });
    for (let attempt = 1; attempt <= greetJob.maxAttempts; attempt += 1) {
      await worker.runOnce();
      clock.advance(retryDelayMs(attempt, greetJob));
    }
    expect(await jobRow(id)).toMatchObject({ status: "dead", attempts: 3, lastError: "greeting failed (3)" });
    clock.advance(86_400_000);
    expect(await worker.runOnce()).toEqual({ scheduled: 0, succeeded: 0, failed: 0, dead: 0 });
    expect(calls()).toBe(3);
  });

  it("never runs a job enqueued in a transaction that rolled back", async () => {
    const { registration, greeted } = flakyGreeter(0);
    const worker = createJobWorker({
      db: database.db,
      logger: silent,
      registrations: [registration],
      clock: testClock(),
    });
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueJob(tx, greetJob, { name: "Rolled back" });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    await database.db.transaction(async (tx) => {
      await enqueueJob(tx, greetJob, { name: "Committed" });
    });
    await worker.runOnce();
    expect(greeted).toEqual(["Committed"]);
    expect(await database.db.select({ payload: jobs.payload }).from(jobs)).toEqual([
      { payload: { name: "Committed" } },
    ]);
  });

  it("refuses a payload that does not fit the definition when it is enqueued", async () => {
    await expect(enqueueJob(database.db, greetJob, { name: 42 } as never)).rejects.toThrow();
    expect(await database.db.select().from(jobs)).toEqual([]);
  });

  it("marks a stored job with a payload that no longer fits dead at once", async () => {
    const { registration, calls } = flakyGreeter(0);
    const worker = createJobWorker({
      db: database.db,
      logger: silent,
      registrations: [registration],
      clock: testClock(),
    });
    const [row] = await database.db
      .insert(jobs)
      .values({ name: greetJob.name, payload: { nom: "Ada" }, maxAttempts: 3 })
      .returning({ id: jobs.id });
    expect(await worker.runOnce()).toMatchObject({ dead: 1 });
    expect(await jobRow(row?.id ?? null)).toMatchObject({ status: "dead", attempts: 1 });
    expect((await jobRow(row?.id ?? null)).lastError).toMatch(/^invalid payload/);
    expect(calls()).toBe(0);
  });

  it("leaves jobs it has no handler for to the instances that have one", async () => {
    const worker = createJobWorker({
      db: database.db,
      logger: silent,
      registrations: [],
      clock: testClock(),
    });
    const id = await enqueueJob(database.db, greetJob, { name: "Later" });
    expect(await worker.runOnce()).toEqual({ scheduled: 0, succeeded: 0, failed: 0, dead: 0 });
    expect(await jobRow(id)).toMatchObject({ status: "pending", attempts: 0 });
  });

  it("ignores a second job with the same unique key", async () => {
    expect(await enqueueJob(database.db, greetJob, { name: "Once" }, { uniqueKey: "k" })).not.toBeNull();
    expect(await enqueueJob(database.db, greetJob, { name: "Twice" }, { uniqueKey: "k" })).toBeNull();
    expect(await enqueueJob(database.db, greetJob, { name: "Unkeyed" })).not.toBeNull();
    expect(await enqueueJob(database.db, greetJob, { name: "Unkeyed" })).not.toBeNull();
    expect(await database.db.select().from(jobs)).toHaveLength(3);
  });

  it("takes back a job whose lease ran out (its worker died mid-run)", async () => {
    const clock = testClock();
    const { registration, greeted } = flakyGreeter(0);
    const id = await enqueueJob(database.db, greetJob, { name: "Orphan" });
    await database.db
      .update(jobs)
      .set({ attempts: 1, lockedUntil: new Date(clock.now().getTime() - 1000) })
      .where(eq(jobs.id, id ?? ""));
    await createJobWorker({
      db: database.db,
      logger: silent,
      registrations: [registration],
      clock,
    }).runOnce();
    expect(greeted).toEqual(["Orphan"]);
    expect(await jobRow(id)).toMatchObject({ status: "succeeded", attempts: 2 });
  });

  it("runs each job exactly once when two workers run at the same time", async () => {
    const names = Array.from({ length: 30 }, (_, index) => `Person ${index}`);
    for (const name of names) await enqueueJob(database.db, greetJob, { name });
    const greeted: string[] = [];
    const registration = registerJob(greetJob, async ({ name }) => {
      await new Promise((resolve) => setTimeout(resolve, 2));
      greeted.push(name);
    });
    const clock = testClock();
    const workers = [1, 2].map(() =>
      createJobWorker({
        db: database.db,
        logger: silent,
        registrations: [registration],
        batchSize: 4,
        clock,
      }),
    );
    const results = await Promise.all(workers.map((worker) => worker.runOnce()));
    expect(results.reduce((total, result) => total + result.succeeded, 0)).toBe(30);
    expect(greeted.sort()).toEqual([...names].sort());
  });

  it("refuses two registrations of one job name", () => {
    const { registration } = flakyGreeter(0);
    expect(() =>
      createJobWorker({ db: database.db, logger: silent, registrations: [registration, registration] }),
    ).toThrow("job test.greet is registered twice");
  });

  it("polls until stopped", async () => {
    const { registration, greeted } = flakyGreeter(0);
    const worker = createJobWorker({
      db: database.db,
      logger: silent,
      registrations: [registration],
      pollIntervalMs: 10,
    });
    worker.start();
    await enqueueJob(database.db, greetJob, { name: "Polled" });
    await expect.poll(() => greeted.length, { timeout: 5000, interval: 10 }).toBe(1);
    await worker.stop();
    await enqueueJob(database.db, greetJob, { name: "After stop" });
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(greeted).toEqual(["Polled"]);
  });

  it("deletes succeeded jobs finished before a time, and keeps dead and pending ones", async () => {
    const old = new Date("2026-01-01T00:00:00Z");
    await database.db.insert(jobs).values([
      { name: "a", payload: {}, maxAttempts: 1, status: "succeeded", finishedAt: old },
      {
        name: "b",
        payload: {},
        maxAttempts: 1,
        status: "succeeded",
        finishedAt: new Date("2026-02-01T00:00:00Z"),
      },
      { name: "c", payload: {}, maxAttempts: 1, status: "dead", finishedAt: old },
      { name: "d", payload: {}, maxAttempts: 1 },
    ]);
    expect(await deleteSucceededJobs(database.db, new Date("2026-01-15T00:00:00Z"))).toBe(1);
    expect((await database.db.select({ name: jobs.name }).from(jobs)).map((row) => row.name).sort()).toEqual([
      "b",
      "c",
      "d",
    ]);
  });
});

describe("schedules", () => {
  const tickJob = defineScheduledJob({ name: "test.tick" });
  const PERIOD_MS = 60_000;

  function ticker(runs: string[], instance: string): JobRegistration {
    return registerSchedule(tickJob, PERIOD_MS, async ({ now }) => {
      runs.push(`${instance}@${schedulePeriodKey(now, PERIOD_MS)}`);
    });
  }

  /**
   * A second instance: on PostgreSQL a connection pool of its own to the same database, as another
   * server process would have; PGlite is embedded, one instance per database, so it shares the one.
   */
  async function secondInstance(): Promise<{ db: DatabaseConnection["db"]; close(): Promise<void> }> {
    if (database.driver === "pglite") return { db: database.db, close: async () => {} };
    const url = (database.client.options as { connectionString: string }).connectionString;
    const other = await createDatabase({ driver: "postgres", url, poolMax: 4 });
    return { db: other.db, close: other.close };
  }

  it("runs a schedule once per period across two instances on one database", async () => {
    const other = await secondInstance();
    try {
      const runs: string[] = [];
      // Both instances read the same time: the middle of a period.
      const clock = createManualClock(new Date(TEST_NOW.getTime() + PERIOD_MS + PERIOD_MS / 2));
      const a = createJobWorker({
        db: database.db,
        logger: silent,
        registrations: [ticker(runs, "a")],
        clock,
      });
      const b = createJobWorker({ db: other.db, logger: silent, registrations: [ticker(runs, "b")], clock });

      const first = await Promise.all([a.runOnce(), b.runOnce()]);
      expect(first.map((result) => result.scheduled).sort()).toEqual([0, 1]);
      expect(await Promise.all([a.runOnce(), b.runOnce()])).toEqual([
        { scheduled: 0, succeeded: 0, failed: 0, dead: 0 },
        { scheduled: 0, succeeded: 0, failed: 0, dead: 0 },
      ]);
      expect(runs).toHaveLength(1);

      clock.advance(PERIOD_MS);
      await Promise.all([b.runOnce(), a.runOnce()]);
      await Promise.all([a.runOnce(), b.runOnce()]);
      const periods = runs.map((run) => run.split("@")[1]);
      expect(periods).toEqual([
        schedulePeriodKey(new Date(clock.now().getTime() - PERIOD_MS), PERIOD_MS),
        schedulePeriodKey(clock.now(), PERIOD_MS),
      ]);
    } finally {
      await other.close();
    }
  });

  it("offers a schedule to the database once per period, not on every poll", async () => {
    const runs: string[] = [];
    let at = new Date(TEST_NOW.getTime() + 3 * PERIOD_MS + PERIOD_MS / 2);
    const worker = createJobWorker({
      db: database.db,
      logger: silent,
      registrations: [ticker(runs, "a")],
      clock: { now: () => at },
    });
    expect((await worker.runOnce()).scheduled).toBe(1);
    // With the period's job gone, only a fresh offer could enqueue it again.
    await database.db.delete(jobs).where(eq(jobs.name, tickJob.name));
    expect((await worker.runOnce()).scheduled).toBe(0);
    expect(runs).toHaveLength(1);

    at = new Date(at.getTime() + PERIOD_MS);
    expect((await worker.runOnce()).scheduled).toBe(1);
    expect(runs).toHaveLength(2);
  });

  it("keys a period by its start", () => {
    expect(schedulePeriodKey(new Date("2026-03-04T05:06:07.089Z"), 60_000)).toBe("2026-03-04T05:06:00.000Z");
    expect(schedulePeriodKey(new Date("2026-03-04T05:06:07.089Z"), 3_600_000)).toBe(
      "2026-03-04T05:00:00.000Z",
    );
  });
});

describe("retryDelayMs", () => {
  it("doubles from the base delay up to the cap", () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(attempts))).toEqual([
      30_000, 60_000, 120_000, 240_000,
    ]);
    expect(retryDelayMs(30)).toBe(3_600_000);
    expect([1, 2, 3, 4, 5].map((attempts) => retryDelayMs(attempts, greetJob))).toEqual([
      1000, 2000, 4000, 8000, 10_000,
    ]);
  });
});
