import type { HealthResponse } from "@hatchery/shared";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";

/** A hung database must not hang the health check, which orchestrators poll with short timeouts. */
const DATABASE_PROBE_TIMEOUT_MS = 2000;

async function probeDatabase(db: Database, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export async function getHealth(
  db: Database,
  input: { startedAt: Date; version: string; now?: Date; timeoutMs?: number },
): Promise<HealthResponse> {
  const databaseOk = await probeDatabase(db, input.timeoutMs ?? DATABASE_PROBE_TIMEOUT_MS);
  const now = input.now ?? new Date();
  return {
    status: databaseOk ? "ok" : "degraded",
    version: input.version,
    uptimeSeconds: Math.max(0, Math.floor((now.getTime() - input.startedAt.getTime()) / 1000)),
    database: databaseOk ? "ok" : "unreachable",
  };
}
