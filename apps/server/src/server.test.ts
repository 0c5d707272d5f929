import { mkdtemp, rm } from "node:fs/promises";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "./db/client";
import { incubatorMembers, incubators, subscriptionPlans, subscriptions, users } from "./db/schema";
import { loadEnv } from "./env";
import { JOB_POLL_INTERVAL_MS } from "./lib/jobs/job-worker";
import type { Storage } from "./lib/storage/storage";
import {
  backgroundJobs,
  createShutdown,
  displayUrl,
  KEEP_ALIVE_TIMEOUT_MS,
  readyLines,
  type StartStep,
  startBackgroundTasks,
  startServer,
} from "./server";
import { createVerifiedUser, person } from "./test/auth-test-helpers";
import { readEventStream } from "./test/event-stream-client";
import { createCapturingLogger, createTestApp, TEST_PUBLIC_URL } from "./test/test-app";
import { createBootDatabaseEnv, createTestDatabase } from "./test/test-database";

const silent = pino({ level: "silent" });
/** The job registry needs a storage; these tests store nothing, so one that refuses every call is enough. */
const unusedStorage: Storage = {
  put: () => Promise.reject(new Error("no storage in this test")),
  get: () => Promise.reject(new Error("no storage in this test")),
  delete: () => Promise.reject(new Error("no storage in this test")),
};

/** A server with one request that stays in flight until the test lets it go. */
async function serverWithSlowRequest() {
  let release: () => void = () => {};
  let entered: () => void = () => {};
  const inFlight = new Promise<void>((resolve) => {
    entered = resolve;
  });
  const app = new Hono().get("/slow", async (c) => {
    entered();
    await new Promise<void>((resolve) => {
      release = resolve;
    });
    return c.text("finished");
  });
  const server = await new Promise<Server>((resolve) => {
    const created = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () =>
      resolve(created as Server),
    );
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const slowResponse = fetch(`${url}/slow`);
  await inFlight;
  return { server, url, slowResponse, release: () => release() };
}

describe("createShutdown", () => {
  it("stops accepting, lets the request in flight finish, closes the database, then exits 0", async () => {
    const { server, url, slowResponse, release } = await serverWithSlowRequest();
    const database = { close: vi.fn(async () => {}) };
    const exit = vi.fn();
    const shutdown = createShutdown({ server, database, logger: silent, exit, timeoutMs: 10_000 });

    const done = shutdown("SIGTERM");
    await expect(fetch(`${url}/slow`)).rejects.toThrow();
    expect(database.close).not.toHaveBeenCalled();

    release();
    const response = await slowResponse;
    expect(await response.text()).toBe("finished");
    await done;
    expect(database.close).toHaveBeenCalledOnce();
    expect(exit).toHaveBeenCalledExactlyOnceWith(0);
  });

  it("stops the background tasks after the last request and before the database closes", async () => {
    const { server, release } = await serverWithSlowRequest();
    const order: string[] = [];
    const database = { close: vi.fn(async () => void order.push("database")) };
    const tasks = [{ stop: vi.fn(async () => void order.push("task")) }];
    const done = createShutdown({
      server,
      database,
      tasks,
      logger: silent,
      exit: vi.fn(),
      timeoutMs: 10_000,
    })("SIGTERM");
    release();
    await done;
    expect(order).toEqual(["task", "database"]);
  });

  it("cuts requests still running at the deadline", async () => {
    const { server, slowResponse } = await serverWithSlowRequest();
    const database = { close: vi.fn(async () => {}) };
    const exit = vi.fn();
    await createShutdown({ server, database, logger: silent, exit, timeoutMs: 50 })("SIGTERM");
    await expect(slowResponse).rejects.toThrow();
    expect(database.close).toHaveBeenCalledOnce();
    expect(exit).toHaveBeenCalledExactlyOnceWith(0);
  });

  it("exits with 1 when the database does not close within the cleanup bound", async () => {
    const { server, release } = await serverWithSlowRequest();
    const { logger, lines } = createCapturingLogger();
    const database = { close: () => new Promise<void>(() => {}) };
    const exit = vi.fn();
    const done = createShutdown({ server, database, logger, exit, timeoutMs: 10_000, cleanupTimeoutMs: 50 })(
      "SIGTERM",
    );
    release();
    await done;
    expect(exit).toHaveBeenCalledExactlyOnceWith(1);
    expect(lines().map((line) => line.msg)).toContain(
      "background tasks or the database did not close in time; exiting without them",
    );
  });

  it("exits at once with 1 on a second signal", async () => {
    const { server, release } = await serverWithSlowRequest();
    const exit = vi.fn();
    const shutdown = createShutdown({
      server,
      database: { close: async () => {} },
      logger: silent,
      exit,
      timeoutMs: 10_000,
    });
    const first = shutdown("SIGTERM");
    await shutdown("SIGINT");
    expect(exit).toHaveBeenCalledExactlyOnceWith(1);
    release();
    await first;
  });
});

describe("createShutdown with browsers connected to their event streams", () => {
  it("ends the streams at once, so the server closes without waiting for the grace period", async () => {
    const t = await createTestApp();
    try {
      const { jar } = await createVerifiedUser(t.app, t.db, person("streaming@hatchery.test"));
      const server = await new Promise<Server>((resolve) => {
        const created = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" }, () =>
          resolve(created as Server),
        );
      });
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const response = await fetch(`${url}/api/events`, { headers: { Cookie: jar.header() } });
      const stream = readEventStream(response);
      await stream.until((message) => message.event === "ready");
      const { logger, lines } = createCapturingLogger();
      const exit = vi.fn();
      const serverClosed = new Promise<void>((resolve) => server.once("close", () => resolve()));

      // Ten minutes of grace: before, the open stream held the shutdown until its deadline.
      await createShutdown({
        server,
        database: { close: async () => {} },
        logger,
        exit,
        timeoutMs: 600_000,
        endStreams: t.endStreams,
      })("SIGTERM");

      await serverClosed;
      await stream.rest();
      expect(stream.ended).toBe(true);
      expect(exit).toHaveBeenCalledExactlyOnceWith(0);
      expect(lines().map((line) => line.msg)).toEqual(["shutting down", "stopped"]);
      // A stream asked for on a connection still open is refused: the browser resumes elsewhere.
      const late = await t.request("/api/events", { headers: { Cookie: jar.header() } });
      expect(late.status).toBe(503);
    } finally {
      await t.close();
    }
  });
});

describe("displayUrl", () => {
  it("shows a wildcard listen address as localhost", () => {
    expect(displayUrl("0.0.0.0", 3000)).toBe("http://localhost:3000");
    expect(displayUrl("::", 3000)).toBe("http://localhost:3000");
    expect(displayUrl("127.0.0.1", 8080)).toBe("http://127.0.0.1:8080");
    expect(displayUrl("::1", 8080)).toBe("http://[::1]:8080");
  });
});

describe("what a start tells the person who started it", () => {
  it("gives the address, and the mailbox's where mail is kept, on the port the server listens on", () => {
    expect(readyLines(loadEnv({ PORT: "0" }), "http://localhost:43117")).toEqual([
      "Hatchery is running at http://localhost:43117",
      "No SMTP_URL is set, so email is kept rather than sent: read it at http://localhost:43117/dev/mailbox",
    ]);
    expect(readyLines(loadEnv({ SMTP_URL: "smtp://127.0.0.1:2525" }), "http://localhost:3000")).toEqual([
      "Hatchery is running at http://localhost:3000",
    ]);
  });
});

describe("startBackgroundTasks", () => {
  it("registers the schedules, and mail delivery only when there is a way to send mail", () => {
    const { logger, lines } = createCapturingLogger();
    const database = {} as Database;
    const schedules = [
      "rate-limits.cleanup",
      "realtime-events.cleanup",
      "memberships.reconcile-tiers",
      "subscriptions.renew-builtin",
      "jobs.prune",
      "uploads.cleanup",
    ];
    const production = backgroundJobs(
      database,
      loadEnv({ NODE_ENV: "production", AUTH_SECRET: "p".repeat(32) }),
      logger,
      unusedStorage,
    );
    // Notification emails only go to the outbox, so they are queued with or without a mail server.
    expect(production.map((registration) => registration.job.name)).toEqual([
      ...schedules,
      "notifications.email",
      "notifications.digest",
      "chat.reactions-changed",
      "feeds.reactions-changed",
      "mentoring.sessions",
      "analytics.rollup",
    ]);
    expect(production.filter((registration) => registration.schedule).map((r) => r.job.name)).toEqual([
      ...schedules,
      "notifications.digest",
      "mentoring.sessions",
      "analytics.rollup",
    ]);
    expect(lines().map((line) => line.msg)).toEqual([expect.stringMatching(/^SMTP_URL is not set/)]);
    const development = backgroundJobs(database, loadEnv({ NODE_ENV: "development" }), silent, unusedStorage);
    expect(development.map((registration) => registration.job.name)).toEqual([
      ...schedules,
      "notifications.email",
      "notifications.digest",
      "chat.reactions-changed",
      "feeds.reactions-changed",
      "mentoring.sessions",
      "analytics.rollup",
      "mail.send",
    ]);
  });

  it("reconciles membership tiers on the job worker's first run, and waits for a run in progress when stopped", async () => {
    const database = await createTestDatabase();
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    try {
      const { db } = database;
      await db.insert(users).values({ id: "tier-user", name: "Tier User", email: "tier@hatchery.test" });
      const [incubator] = await db
        .insert(incubators)
        .values({ slug: "tier-incubator", name: "Tier Incubator" })
        .returning({ id: incubators.id });
      if (!incubator) throw new Error("no incubator");
      // A subscriber without any subscription: a tier changed behind the server's back.
      await db
        .insert(incubatorMembers)
        .values({ userId: "tier-user", incubatorId: incubator.id, membershipTier: "subscriber" });
      const tierNow = async () =>
        (await db.select({ tier: incubatorMembers.membershipTier }).from(incubatorMembers))[0]?.tier;
      const tasks = startBackgroundTasks(
        db,
        loadEnv({ NODE_ENV: "production", AUTH_SECRET: "p".repeat(32) }),
        silent,
        { storage: unusedStorage },
      );
      expect(await tierNow()).toBe("subscriber");
      vi.advanceTimersByTime(JOB_POLL_INTERVAL_MS);
      await Promise.all(tasks.map((task) => task.stop()));
      expect(await tierNow()).toBe("guest");
    } finally {
      vi.useRealTimers();
      await database.close();
    }
  }, 30_000);

  it("ends a built-in trial whose end has passed on the job worker's first run", async () => {
    const database = await createTestDatabase();
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    try {
      const { db } = database;
      await db.insert(users).values({ id: "trial-user", name: "Trial User", email: "trial@hatchery.test" });
      const [incubator] = await db
        .insert(incubators)
        .values({ slug: "trial-incubator", name: "Trial Incubator" })
        .returning({ id: incubators.id });
      const [plan] = await db
        .insert(subscriptionPlans)
        .values({ incubatorId: incubator?.id ?? "", name: "Trial", priceMonthly: 900, trialPeriodDays: 14 })
        .returning({ id: subscriptionPlans.id });
      const trialEnd = new Date(Date.now() - 60_000);
      await db.insert(subscriptions).values({
        userId: "trial-user",
        incubatorId: incubator?.id ?? "",
        planId: plan?.id ?? "",
        status: "trial",
        provider: "builtin",
        trialEndsAt: trialEnd,
        currentPeriodEnd: trialEnd,
      });
      const statusNow = async () =>
        (await db.select({ status: subscriptions.status }).from(subscriptions))[0]?.status;
      const tasks = startBackgroundTasks(
        db,
        loadEnv({ NODE_ENV: "production", AUTH_SECRET: "p".repeat(32) }),
        silent,
        { storage: unusedStorage },
      );
      expect(await statusNow()).toBe("trial");
      vi.advanceTimersByTime(JOB_POLL_INTERVAL_MS);
      await Promise.all(tasks.map((task) => task.stop()));
      expect(await statusNow()).toBe("active");
    } finally {
      vi.useRealTimers();
      await database.close();
    }
  }, 30_000);
});

describe("startServer", () => {
  let folder: string;
  let boot: Awaited<ReturnType<typeof createBootDatabaseEnv>>;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), "hatchery-boot-"));
    // Migrated and holding the repository's content: starting from the empty database, migrating it and
    // rendering every content file took most of this file's time. migrate.test.ts migrates an empty
    // database, and content-loader.test.ts loads content files as a start does, into an empty table.
    boot = await createBootDatabaseEnv(path.join(folder, "data"), { state: "repository-content" });
  });
  afterAll(async () => {
    await boot.cleanup();
    await rm(folder, { recursive: true, force: true });
  });

  // Seeds an embedded database on disk, then reopens it. One test, so the demo seed (seconds of inserts)
  // runs once in this file: the steps a start names are those of these same two starts.
  it("seeds on the first start only, naming its slow steps as they begin, serves, and shuts down cleanly", async () => {
    const env = loadEnv({
      ...boot.env,
      PUBLIC_URL: TEST_PUBLIC_URL,
      HOST: "127.0.0.1",
      PORT: "0",
      LOG_LEVEL: "silent",
      NODE_ENV: "test",
      WEB_DIST_DIR: folder,
    });

    const firstSteps: StartStep[] = [];
    const { logger, lines } = createCapturingLogger();
    const first = await startServer(env, logger, (step) => firstSteps.push(step));
    expect(first.seed.status).toBe("seeded");
    expect(firstSteps).toEqual(["preparing-database", "adding-demo-content"]);
    // The content was loaded for this address already (test-database.ts): the start writes none of it.
    const messages = lines().map((line) => line.msg);
    expect(messages).toContain("first-run demo seed applied");
    expect(messages).not.toContain("content files loaded");
    expect(first.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const health = await fetch(`${first.url}/api/health`);
    expect(health.status).toBe(200);
    // An idle connection outlives a proxy's 60 s idle timeout, so the proxy never reuses a closing one.
    expect(first.server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
    expect(first.server.headersTimeout).toBeGreaterThan(KEEP_ALIVE_TIMEOUT_MS);
    const exit = vi.fn();
    await createShutdown({ ...first, exit, timeoutMs: 10_000 })("SIGTERM");
    expect(exit).toHaveBeenCalledWith(0);
    await expect(first.database.db.execute(sql`select 1`)).rejects.toThrow();

    const secondSteps: StartStep[] = [];
    const second = await startServer(env, silent, (step) => secondSteps.push(step));
    expect(second.seed.status).toBe("already-seeded");
    expect(secondSteps).toEqual(["preparing-database"]);
    await createShutdown({ ...second, exit, timeoutMs: 10_000 })("SIGTERM");
  }, 180_000);
});
