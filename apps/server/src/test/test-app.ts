import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { HttpBindings } from "@hono/node-server";
import type { Hono } from "hono";
import { type Logger, pino } from "pino";
import { createApp } from "../app";
import type { PasswordHasher } from "../auth/auth";
import type { Database, DatabaseConnection } from "../db/client";
import { type Env, loadEnv } from "../env";
import { createManualClock, type ManualClock } from "../lib/clock";
import type { AppEnv } from "../lib/context";
import { createEventBus, type EventBus } from "../lib/realtime/event-bus";
import { createStorage } from "../lib/storage/storage";
import { createPayments } from "../modules/payments/payment-providers";
import { fastPasswordHasher } from "./fast-password-hasher";
import { createTestDatabase, type TestDatabaseState } from "./test-database";
import { TEST_PUBLIC_URL } from "./test-site";

export { TEST_PUBLIC_URL } from "./test-site";

/** Default settings of test apps: quiet, no demo seed, a public origin that is easy to spot. */
export const TEST_ENV: Record<string, string> = {
  NODE_ENV: "test",
  LOG_LEVEL: "silent",
  SEED_DEMO: "false",
  PUBLIC_URL: TEST_PUBLIC_URL,
};

export const FIXTURE_ASSET = "/assets/index-a1b2c3.js";

/** A built web app in miniature, with the markers Vite leaves for the nonce. */
export async function createWebDistFixture(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "hatchery-web-"));
  await mkdir(path.join(dir, "assets"));
  await mkdir(path.join(dir, ".well-known"));
  await writeFile(
    path.join(dir, "index.html"),
    '<!doctype html><html><head><meta property="csp-nonce" nonce="__CSP_NONCE__"><title>Hatchery</title>' +
      `<script type="module" crossorigin nonce="__CSP_NONCE__" src="${FIXTURE_ASSET}"></script></head>` +
      '<body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(dir, FIXTURE_ASSET), "console.info('hatchery');");
  await writeFile(path.join(dir, "humans.txt"), "Team: Hatchery\nSite: hatchery.test\n");
  await writeFile(path.join(dir, "favicon.svg"), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(dir, ".env"), "SECRET=do-not-serve\n");
  await writeFile(path.join(dir, ".well-known", "security.txt"), "Contact: mailto:security@hatchery.test\n");
  return dir;
}

/** A logger that keeps its JSON lines, for tests about what gets logged. */
export function createCapturingLogger(): { logger: Logger; lines: () => Record<string, unknown>[] } {
  const output: string[] = [];
  const logger = pino({ level: "info" }, { write: (line: string) => void output.push(line) });
  return { logger, lines: () => output.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

export interface RequestOptions {
  /** Socket address the request seems to come from. */
  remoteAddress?: string;
}

/**
 * Calls the app in-process, with the Node bindings a real socket would give
 * (the rate limiter keys on the socket address).
 */
export function request(
  app: Hono<AppEnv>,
  target: string,
  init: RequestInit = {},
  options: RequestOptions = {},
): Promise<Response> {
  const bindings = {
    incoming: {
      socket: {
        remoteAddress: options.remoteAddress ?? "203.0.113.7",
        remotePort: 40000,
        remoteFamily: "IPv4",
      },
    },
  } as unknown as HttpBindings;
  return Promise.resolve(app.request(target, init, bindings));
}

export interface TestApp {
  app: Hono<AppEnv>;
  database: DatabaseConnection;
  db: Database;
  env: Env;
  webDistDir: string;
  logger: Logger;
  /** The realtime event bus of `app` (and of the apps `withEnv` builds). */
  events: EventBus;
  /** The clock of `app` and of every app built with it: the system clock until a test sets it. */
  clock: ManualClock;
  /** How the apps hash passwords: the fast test hasher, or Better Auth's scrypt (undefined) when asked. */
  passwordHasher: PasswordHasher | undefined;
  /**
   * Another server instance on the same database, with an event bus of its own (stopped by `close`),
   * as a second process behind a load balancer would be.
   */
  anotherInstance(): Hono<AppEnv>;
  /** Another app on the same database, for settings that differ from the defaults. */
  withEnv(
    overrides: Record<string, string>,
    options?: { webDistDir?: string; logger?: Logger },
  ): Hono<AppEnv>;
  request(target: string, init?: RequestInit, options?: RequestOptions): Promise<Response>;
  /** What shutdown does to the apps' open event streams (server.ts `createShutdown`): ends them. */
  endStreams(): void;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /**
   * Hash passwords with Better Auth's scrypt, as a running server does, instead of the fast test hasher
   * (fast-password-hasher.ts). Only the test that proves sign-up and sign-in through scrypt asks for it.
   */
  productionPasswordHash?: boolean;
  /** What the app's database holds to begin with: migrated and nothing else unless asked. */
  database?: TestDatabaseState;
}

/**
 * An app on a fresh migrated database and a fixture web build. Create it in
 * `beforeAll` and close it in `afterAll`.
 */
export async function createTestApp(
  overrides: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const passwordHasher = options.productionPasswordHash ? undefined : fastPasswordHasher;
  const [database, webDistDir] = await Promise.all([
    createTestDatabase({ state: options.database }),
    createWebDistFixture(),
  ]);
  const logger = pino({ level: "silent" });
  const startedAt = new Date();
  const clock = createManualClock();
  const events = createEventBus({ connection: database, logger });
  const otherBuses: EventBus[] = [];
  const stopping = new AbortController();
  const build = (
    extra: Record<string, string>,
    options: { webDistDir?: string; logger?: Logger; events?: EventBus } = {},
  ) => {
    const env = loadEnv({ ...TEST_ENV, ...overrides, ...extra });
    return createApp({
      db: database.db,
      env,
      logger: options.logger ?? logger,
      storage: createStorage(env),
      events: options.events ?? events,
      payments: createPayments(env),
      clock,
      startedAt,
      stopping: stopping.signal,
      webDistDir: options.webDistDir ?? webDistDir,
      passwordHasher,
    });
  };
  const app = build({});
  return {
    app,
    database,
    db: database.db,
    env: loadEnv({ ...TEST_ENV, ...overrides }),
    webDistDir,
    logger,
    events,
    clock,
    passwordHasher,
    anotherInstance: () => {
      const bus = createEventBus({ connection: database, logger });
      otherBuses.push(bus);
      return build({}, { events: bus });
    },
    withEnv: build,
    request: (target, init, options) => request(app, target, init, options),
    endStreams: () => stopping.abort(),
    close: async () => {
      await Promise.all([events, ...otherBuses].map((bus) => bus.stop()));
      await database.close();
      await rm(webDistDir, { recursive: true, force: true });
    },
  };
}
