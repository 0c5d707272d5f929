import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import type { Logger } from "pino";
import { createApp } from "./app";
import { resolveAuthSecret } from "./auth/secret";
import { createDatabase, type Database, type DatabaseConnection, databaseOptionsFromEnv } from "./db/client";
import { runMigrations } from "./db/migrate";
import { DEMO_SEED_STEPS } from "./db/seed/demo-steps";
import { runDemoSeed, type SeedResult } from "./db/seed/seed";
import type { Env } from "./env";
import { type Clock, systemClock } from "./lib/clock";
import { isDatabaseUnavailableError } from "./lib/db-errors";
import { jobRetentionJobs } from "./lib/jobs/job-retention";
import { createJobWorker } from "./lib/jobs/job-worker";
import type { JobRegistration } from "./lib/jobs/jobs";
import { createLogger } from "./lib/logger";
import { mailTransportFromEnv } from "./lib/mailer";
import { mailJobs } from "./lib/outbox";
import type { BackgroundTask } from "./lib/periodic-task";
import { rateLimitJobs } from "./lib/rate-limit";
import { createEventBus, type EventBus } from "./lib/realtime/event-bus";
import { realtimeEventJobs } from "./lib/realtime/event-log";
import { createStorage, type Storage } from "./lib/storage/storage";
import { issueSetupLink } from "./modules/admin-users/setup-link.service";
import { analyticsJobs } from "./modules/analytics/analytics-rollup-job";
import { chatJobs } from "./modules/chat/chat-reaction-events";
import { loadRepositoryContent } from "./modules/content/content-loader";
import { feedJobs } from "./modules/feeds/feed-reaction-events";
import { devMailboxEnabled } from "./modules/mailbox/mailbox.service";
import { membershipJobs } from "./modules/memberships/memberships.service";
import { mentoringJobs } from "./modules/mentoring/mentoring-session-reminders";
import { notificationJobs } from "./modules/notifications/notification-emails";
import { createPayments } from "./modules/payments/payment-providers";
import { subscriptionRenewalJobs } from "./modules/subscriptions/subscription-renewal";
import { unusedUploadsJobs } from "./modules/uploads/unused-uploads-cleanup";
import { NOTIFICATION_EMAIL_RENDERERS } from "./notification-email-list";
import { UPLOAD_KINDS } from "./upload-kind-list";

/**
 * After the grace period, how long stopping the background tasks and closing the database may take.
 * A task or request stuck on a stalled database must not keep the process from exiting.
 */
export const SHUTDOWN_CLEANUP_TIMEOUT_MS = 5000;
const IDLE_SWEEP_INTERVAL_MS = 50;

/**
 * How long an idle keep-alive connection stays open. Node's 5 s closes it while a client (a proxy in
 * front, a test's request client) may be sending its next request on it, which the client sees as a
 * reset connection: longer than the 60 s idle timeout of the usual proxies and load balancers, so they
 * close first. The headers' own limit must exceed it, or Node ends the idle connection at that limit.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** The slow steps of a start, told to the person who started it (scripts/start.mjs prints them). */
export type StartStep = "preparing-database" | "adding-demo-content";

export const START_STEP_LINES: Readonly<Record<StartStep, string>> = {
  "preparing-database": "Preparing the database…",
  "adding-demo-content": "Adding demo content… (first start only, a minute or two)",
};

/**
 * Schema up to date, the content files loaded where they changed, then the first-run demo seed. Runs on
 * every start; every step is idempotent. A broken content file stops the start, naming it.
 */
export async function prepareDatabase(
  connection: DatabaseConnection,
  env: Env,
  logger: Logger,
  clock: Clock,
  onStep: (step: StartStep) => void = () => {},
): Promise<SeedResult> {
  onStep("preparing-database");
  await runMigrations(connection);
  const content = await loadRepositoryContent(connection.db, env.CONTENT_DIR, env.PUBLIC_URL);
  if (content.added + content.updated + content.removed > 0) logger.info(content, "content files loaded");
  const seed = await runDemoSeed(connection.db, {
    enabled: env.SEED_DEMO,
    steps: DEMO_SEED_STEPS,
    now: clock.now(),
    siteUrl: env.PUBLIC_URL,
    onSeeding: () => onStep("adding-demo-content"),
  });
  if (seed.status === "seeded") logger.info({ steps: seed.steps }, "first-run demo seed applied");
  return seed;
}

/**
 * What a started server tells the person who started it: its address, and where mail is kept when it
 * is kept rather than sent, both on the port it really listens on.
 */
export function readyLines(env: Env, url: string, setupUrl: string | null = null): string[] {
  return [
    `Hatchery is running at ${url}`,
    ...(devMailboxEnabled(env)
      ? [`No SMTP_URL is set, so email is kept rather than sent: read it at ${url}/dev/mailbox`]
      : []),
    // Only here, never over HTTP: whoever can read the server's output may become the first admin.
    ...(setupUrl
      ? [
          `No administrator yet. Open this link within 24 hours, signed in with a verified email, to become the first one (it works once): ${setupUrl}`,
        ]
      : []),
  ];
}

/** The address people can open: a wildcard listen address is reachable as localhost. */
export function displayUrl(host: string, port: number): string {
  const name = host === "0.0.0.0" || host === "::" ? "localhost" : host.includes(":") ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

type ClosableServer = Pick<Server, "close" | "closeIdleConnections" | "closeAllConnections">;

/**
 * The job registry: every job this instance runs, as each module exports them. Schedules: the
 * rate-limit cleanup, the realtime event log cleanup, the membership tier reconciliation (SPEC §4 tier sync, for changes made behind
 * the server's back), the built-in provider's renewals (trials and paid months that ended), the
 * pruning of old jobs, the removal of uploads no post or message used, and mentoring sessions' reminders and completion. Mail delivery only with a mail transport: without one (production without
 * SMTP_URL) mail jobs wait, delivered once SMTP_URL is set and the server restarted.
 */
export function backgroundJobs(db: Database, env: Env, logger: Logger, storage: Storage): JobRegistration[] {
  const registrations = [
    ...rateLimitJobs(db, env.RATE_LIMIT_CLEANUP_INTERVAL_MS, logger),
    ...realtimeEventJobs(db, env.REALTIME_EVENT_RETENTION_HOURS, logger),
    ...membershipJobs(db, logger),
    ...subscriptionRenewalJobs(db, logger),
    ...jobRetentionJobs(db),
    ...unusedUploadsJobs(db, storage, UPLOAD_KINDS),
    ...notificationJobs(db, env, NOTIFICATION_EMAIL_RENDERERS),
    ...chatJobs(db, env.REALTIME_MERGE_WINDOW_MS),
    ...feedJobs(db, env.REALTIME_MERGE_WINDOW_MS),
    ...mentoringJobs(db),
    ...analyticsJobs(db),
  ];
  const transport = mailTransportFromEnv(env, logger);
  if (!transport) {
    logger.warn(
      "SMTP_URL is not set: verification and password-reset emails are queued but not sent. Set SMTP_URL and restart to deliver them.",
    );
    return registrations;
  }
  return [...registrations, ...mailJobs(db, transport, env.MAIL_FROM)];
}

/**
 * The job worker, running the registered jobs and schedules (see createJobWorker). With the event bus
 * it also runs as soon as a job is queued, rather than at its next poll.
 */
export function startBackgroundTasks(
  db: Database,
  env: Env,
  logger: Logger,
  { storage, events, clock }: { storage: Storage; events?: Pick<EventBus, "onJobsQueued">; clock?: Clock },
): BackgroundTask[] {
  const worker = createJobWorker({
    db,
    logger,
    clock,
    registrations: backgroundJobs(db, env, logger, storage),
  });
  worker.start();
  events
    ?.onJobsQueued(() => worker.wake())
    .catch((error: unknown) => {
      logger.warn({ err: error }, "could not listen for queued jobs; they run at the next poll");
    });
  return [worker];
}

/**
 * Stops accepting connections, lets requests in flight finish (cut after
 * `timeoutMs`, SHUTDOWN_GRACE_PERIOD_MS), stops the background tasks, closes
 * the database, then exits 0. When those last steps do not finish within
 * `cleanupTimeoutMs` it exits with 1 anyway. A second signal while waiting
 * exits at once with 1.
 */
export function createShutdown(options: {
  server: ClosableServer;
  database: Pick<DatabaseConnection, "close">;
  logger: Logger;
  tasks?: readonly BackgroundTask[];
  /**
   * Ends the open event streams (`RunningServer.endStreams`). Each would otherwise keep its connection,
   * and so the shutdown, busy until the deadline; browsers resume on another instance with
   * Last-Event-ID, so a rolling restart is quick.
   */
  endStreams?: () => void;
  timeoutMs: number;
  cleanupTimeoutMs?: number;
  exit?: (code: number) => void;
}): (signal: string) => Promise<void> {
  const {
    server,
    database,
    logger,
    tasks = [],
    endStreams = () => {},
    timeoutMs,
    cleanupTimeoutMs = SHUTDOWN_CLEANUP_TIMEOUT_MS,
    exit = process.exit,
  } = options;
  let started = false;
  return async (signal) => {
    if (started) {
      logger.warn({ signal }, "second signal: exiting without waiting");
      exit(1);
      return;
    }
    started = true;
    logger.info({ signal }, "shutting down");
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    endStreams();
    // close() only drops connections idle at that moment; a keep-alive connection whose
    // request finishes later would hold it open until the client lets go.
    const idleSweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_INTERVAL_MS);
    const deadline = setTimeout(() => {
      logger.warn(
        { timeoutMs },
        "requests still running at the shutdown deadline; closing their connections",
      );
      server.closeAllConnections();
    }, timeoutMs);
    await closed;
    clearInterval(idleSweep);
    clearTimeout(deadline);
    const cleanup = (async () => {
      await Promise.all(tasks.map((task) => task.stop()));
      await database.close();
    })();
    let timer: NodeJS.Timeout | undefined;
    const outcome = await Promise.race([
      cleanup.then(
        () => "stopped" as const,
        (error: unknown) => {
          logger.error({ err: error }, "stopping the background tasks or closing the database failed");
          return "failed" as const;
        },
      ),
      new Promise<"timed out">((resolve) => {
        timer = setTimeout(() => resolve("timed out"), cleanupTimeoutMs);
      }),
    ]);
    clearTimeout(timer);
    if (outcome === "timed out") {
      logger.error(
        { cleanupTimeoutMs },
        "background tasks or the database did not close in time; exiting without them",
      );
    }
    if (outcome === "stopped") logger.info("stopped");
    exit(outcome === "stopped" ? 0 : 1);
  };
}

export interface RunningServer {
  server: Server;
  database: DatabaseConnection;
  logger: Logger;
  tasks: BackgroundTask[];
  url: string;
  seed: SeedResult;
  /** Ends the app's open event streams, for `createShutdown`. */
  endStreams(): void;
  /** The one-time link that makes the first admin, while there is none (docs/decisions/053-first-run-and-roles.md). */
  setupUrl: string | null;
}

/** config → database → migrate → seed → auth secret → listen → background tasks. */
export async function startServer(
  env: Env,
  logger: Logger = createLogger(env),
  onStep?: (step: StartStep) => void,
): Promise<RunningServer> {
  const clock = systemClock;
  const startedAt = clock.now();
  const database = await createDatabase(databaseOptionsFromEnv(env), logger);
  try {
    const seed = await prepareDatabase(database, env, logger, clock, onStep);
    const setupUrl = await issueSetupLink(database.db, env.PUBLIC_URL, clock.now());
    const appEnv: Env = { ...env, AUTH_SECRET: await resolveAuthSecret(database.db, env) };
    const events = createEventBus({ connection: database, logger });
    const storage = createStorage(appEnv);
    const stopping = new AbortController();
    const app = createApp({
      db: database.db,
      env: appEnv,
      logger,
      storage,
      events,
      payments: createPayments(appEnv),
      clock,
      startedAt,
      stopping: stopping.signal,
    });
    const server = await listen(app.fetch, env);
    const { port } = server.address() as AddressInfo;
    const tasks = [events, ...startBackgroundTasks(database.db, appEnv, logger, { storage, events, clock })];
    const endStreams = () => stopping.abort();
    return {
      server,
      database,
      logger,
      tasks,
      url: displayUrl(env.HOST, port),
      seed,
      endStreams,
      setupUrl,
    };
  } catch (error) {
    await database.close();
    throw isDatabaseUnavailableError(error) && env.DATABASE_URL
      ? new Error(
          `The PostgreSQL server at ${new URL(env.DATABASE_URL).host} could not be reached or did not answer ` +
            `(${error instanceof Error ? error.message : String(error)}). Check that it runs and accepts connections, ` +
            `and DATABASE_URL. Opening a connection may take DATABASE_CONNECT_TIMEOUT_MS (${env.DATABASE_CONNECT_TIMEOUT_MS} ms).`,
          { cause: error },
        )
      : error;
  }
}

function listen(fetch: Parameters<typeof serve>[0]["fetch"], env: Env): Promise<Server> {
  return new Promise((resolve, reject) => {
    // Without serverOptions/createServer, @hono/node-server creates a plain node:http server.
    const server = serve({ fetch, port: env.PORT, hostname: env.HOST }, () => resolve(server)) as Server;
    server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
    server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1000;
    server.once("error", (error: NodeJS.ErrnoException) => {
      reject(
        error.code === "EADDRINUSE"
          ? new Error(
              `Port ${env.PORT} is already in use. Stop the other program or set PORT to a free port.`,
            )
          : error,
      );
    });
  });
}
