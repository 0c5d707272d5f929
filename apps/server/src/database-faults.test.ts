import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { apiErrorBodySchema, healthResponseSchema } from "@hatchery/shared";
import pg from "pg";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loadEnv } from "./env";
import { DATABASE_UNAVAILABLE_MESSAGE } from "./lib/errors";
import { createShutdown, type RunningServer, startServer } from "./server";
import { type StallableProxy, startStallableProxy } from "./test/stallable-proxy";
import { createBootDatabaseEnv, testDatabaseDriver } from "./test/test-database";

const silent = pino({ level: "silent" });

/**
 * Short limits keep the suite quick. A request that hangs instead of failing is cut by this bound
 * and fails the test: it is far above what the limits allow.
 */
const TIMEOUTS = {
  DATABASE_CONNECT_TIMEOUT_MS: "1000",
  DATABASE_STATEMENT_TIMEOUT_MS: "1000",
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: "1000",
};
const HANG_BOUND_MS = 20_000;

function through(proxy: StallableProxy, databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.hostname = "127.0.0.1";
  url.port = String(proxy.port);
  return url.href;
}

/** A server's settings with the short limits, talking to the database through `proxy`. */
function envThrough(
  boot: { env: Record<string, string> },
  proxy: StallableProxy,
  databaseUrl: string,
  folder: string,
  extra: Record<string, string> = {},
) {
  return loadEnv({
    ...boot.env,
    ...TIMEOUTS,
    DATABASE_URL: through(proxy, databaseUrl),
    HOST: "127.0.0.1",
    PORT: "0",
    LOG_LEVEL: "silent",
    NODE_ENV: "test",
    WEB_DIST_DIR: folder,
    ...extra,
  });
}

async function get(running: RunningServer, target: string): Promise<Response> {
  return fetch(`${running.url}${target}`, { signal: AbortSignal.timeout(HANG_BOUND_MS) });
}

let reads = 0;
/**
 * A directory read that reaches the database: a search of its own, since visitors' identical reads
 * are answered from one read a second (lib/public-read-cache.ts).
 */
function readDirectory(running: RunningServer): Promise<Response> {
  reads += 1;
  return get(running, `/api/incubators?search=fault-${reads}`);
}

async function expectDatabaseUnavailable(response: Response): Promise<void> {
  expect(response.status).toBe(503);
  expect(apiErrorBodySchema.parse(await response.json())).toEqual({
    error: { code: "unavailable", message: DATABASE_UNAVAILABLE_MESSAGE },
  });
}

/** Polls `/api/health` until it reports `database`, as an orchestrator would. */
async function healthBecomes(running: RunningServer, database: string): Promise<Response> {
  let last: Response | undefined;
  for (let attempt = 0; attempt < 40; attempt += 1) {
    last = await get(running, "/api/health");
    const body = healthResponseSchema.parse(await last.clone().json());
    if (body.database === database) return last;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`health never reported database ${database}; last status ${last?.status}`);
}

// These need a real server behind a proxy the test controls; the embedded database has no network.
describe.runIf(testDatabaseDriver() === "postgres")("PostgreSQL faults", () => {
  let folder: string;
  let boot: Awaited<ReturnType<typeof createBootDatabaseEnv>>;
  let databaseUrl: string;
  let proxy: StallableProxy;
  let running: RunningServer;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), "hatchery-faults-"));
    boot = await createBootDatabaseEnv(path.join(folder, "data"));
    databaseUrl = boot.env.DATABASE_URL ?? "";
    const target = new URL(databaseUrl);
    proxy = await startStallableProxy({ host: target.hostname, port: Number(target.port || 5432) });
    running = await startServer(envThrough(boot, proxy, databaseUrl, folder, { SEED_DEMO: "false" }), silent);
  }, 60_000);

  afterAll(async () => {
    await createShutdown({ ...running, timeoutMs: 100, exit: () => {} })("SIGTERM");
    await proxy.close();
    await boot.cleanup();
    await rm(folder, { recursive: true, force: true });
  });

  it("answers 503 while the database stalls, and recovers by itself once it answers again", async () => {
    expect((await readDirectory(running)).status).toBe(200);

    proxy.stall();
    try {
      await expectDatabaseUnavailable(await readDirectory(running));
      expect((await healthBecomes(running, "unreachable")).status).toBe(503);
    } finally {
      proxy.resume();
    }
    expect((await healthBecomes(running, "ok")).status).toBe(200);
    expect((await readDirectory(running)).status).toBe(200);
  }, 60_000);

  it("answers 503, not 500, when the database refuses connections, and recovers", async () => {
    await proxy.refuse();
    try {
      await expectDatabaseUnavailable(await readDirectory(running));
      expect((await healthBecomes(running, "unreachable")).status).toBe(503);
    } finally {
      await proxy.accept();
    }
    expect((await healthBecomes(running, "ok")).status).toBe(200);
  }, 60_000);

  it("fails to start against a stalled database with a message that says so", async () => {
    const stalledProxy = await startStallableProxy({ host: "127.0.0.1", port: proxy.port });
    stalledProxy.stall();
    try {
      await expect(startServer(envThrough(boot, stalledProxy, databaseUrl, folder), silent)).rejects.toThrow(
        `The PostgreSQL server at 127.0.0.1:${stalledProxy.port} could not be reached or did not answer`,
      );
    } finally {
      await stalledProxy.close();
    }
  }, 60_000);

  it("shuts down within its grace period while a request waits on a stalled database", async () => {
    const other = await startServer(envThrough(boot, proxy, databaseUrl, folder), silent);
    proxy.stall();
    try {
      const arrived = once(other.server, "request");
      const hung = readDirectory(other).catch((error: unknown) => error);
      await arrived;
      const exit = vi.fn();
      await createShutdown({ ...other, timeoutMs: 200, cleanupTimeoutMs: 2000, exit })("SIGTERM");
      expect(exit).toHaveBeenCalledOnce();
      await hung;
    } finally {
      proxy.resume();
    }
  }, 60_000);

  // Last: it throws this file's database away.
  it("reports the schema as not migrated once the database is dropped and created again empty", async () => {
    expect((await healthBecomes(running, "ok")).status).toBe(200);
    const name = new URL(databaseUrl).pathname.slice(1);
    const admin = new pg.Client({ connectionString: databaseUrl.replace(/\/[^/]*$/, "/postgres") });
    await admin.connect();
    try {
      await admin.query(`drop database "${name}" with (force)`);
      await admin.query(`create database "${name}"`);
    } finally {
      await admin.end();
    }
    const health = await healthBecomes(running, "not_migrated");
    expect(health.status).toBe(503);
    expect(healthResponseSchema.parse(await health.json()).status).toBe("degraded");
  }, 60_000);
});
