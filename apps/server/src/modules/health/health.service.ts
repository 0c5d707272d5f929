import type { HealthResponse } from "@hatchery/shared";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { latestMigrationTimestamp } from "../../db/migrate";
import type { Clock } from "../../lib/clock";

/** A hung database must not hang the health check, which orchestrators poll with short timeouts. */
const DATABASE_PROBE_TIMEOUT_MS = 2000;

/**
 * undefined_table (42P01) and invalid_schema_name (3F000): the migrations' own record is missing, as in
 * a database dropped and created again empty while the server ran.
 */
const NOT_MIGRATED_CODES = new Set(["42P01", "3F000"]);

type DatabaseState = HealthResponse["database"];

function sqlStateOf(error: unknown): unknown {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Object; depth += 1) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === "string" && NOT_MIGRATED_CODES.has(code)) return code;
    current = cause;
  }
  return undefined;
}

/**
 * One cheap query that both reaches the database and checks that this build's newest migration is
 * applied: a database that answers but lost its tables fails every request, so it is not healthy.
 */
async function probeDatabase(db: Database): Promise<DatabaseState> {
  const latest = await latestMigrationTimestamp();
  try {
    const result = await db.execute<{ migrated: boolean }>(
      sql`select exists (select 1 from drizzle.__drizzle_migrations where created_at >= ${latest}) as migrated`,
    );
    return result.rows[0]?.migrated ? "ok" : "not_migrated";
  } catch (error) {
    return sqlStateOf(error) ? "not_migrated" : "unreachable";
  }
}

async function probeDatabaseWithin(db: Database, timeoutMs: number): Promise<DatabaseState> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<DatabaseState>((resolve) => {
    timer = setTimeout(() => resolve("unreachable"), timeoutMs);
  });
  try {
    return await Promise.race([probeDatabase(db), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * How long one probe's answer serves later health checks. Load balancers and monitors may poll many
 * times a second; one probe a second tells them the same, without queueing behind the application's own
 * queries (the embedded database runs one query at a time).
 */
export const DATABASE_PROBE_REUSE_MS = 1000;

/** The health answer for a database state: uptime from `startedAt` to `now`. */
export function healthOf(
  database: DatabaseState,
  input: { startedAt: Date; version: string; now: Date },
): HealthResponse {
  return {
    status: database === "ok" ? "ok" : "degraded",
    version: input.version,
    uptimeSeconds: Math.max(0, Math.floor((input.now.getTime() - input.startedAt.getTime()) / 1000)),
    database,
  };
}

/**
 * The health check of one server: probes the database at most once per `reuseMs` (on `clock`), and
 * checks that arrive while a probe runs wait for that one instead of starting their own.
 */
export function createHealthCheck(options: {
  db: Database;
  clock: Clock;
  startedAt: Date;
  version: string;
  reuseMs?: number;
  timeoutMs?: number;
}): () => Promise<HealthResponse> {
  const { db, clock, reuseMs = DATABASE_PROBE_REUSE_MS, timeoutMs = DATABASE_PROBE_TIMEOUT_MS } = options;
  let last: { state: DatabaseState; at: number } | undefined;
  let running: Promise<DatabaseState> | undefined;

  function databaseState(): Promise<DatabaseState> {
    if (last && clock.now().getTime() - last.at < reuseMs) return Promise.resolve(last.state);
    running ??= probeDatabaseWithin(db, timeoutMs)
      .then((state) => {
        last = { state, at: clock.now().getTime() };
        return state;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  return async () => healthOf(await databaseState(), { ...options, now: clock.now() });
}
