import type { HealthResponse } from "@hatchery/shared";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { latestMigrationTimestamp } from "../../db/migrate";

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

export async function getHealth(
  db: Database,
  input: { startedAt: Date; version: string; now: Date; timeoutMs?: number },
): Promise<HealthResponse> {
  const database = await probeDatabaseWithin(db, input.timeoutMs ?? DATABASE_PROBE_TIMEOUT_MS);
  return {
    status: database === "ok" ? "ok" : "degraded",
    version: input.version,
    uptimeSeconds: Math.max(0, Math.floor((input.now.getTime() - input.startedAt.getTime()) / 1000)),
    database,
  };
}
