import { mkdir } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzleNodePostgres } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import type { Logger } from "pino";
import type { Env } from "../env";
import { lockDataDir } from "./data-dir-lock";
import * as schema from "./schema";

interface QueryRows<TRow> {
  rows: TRow[];
}

/** What raw `db.execute(sql…)` returns on both drivers: node-postgres and PGlite results both have `rows`. */
export interface DatabaseQueryResultHKT extends PgQueryResultHKT {
  readonly type: QueryRows<this["row"]>;
}

/**
 * The one database type services work with, whichever driver is underneath.
 * A transaction is also a `Database`, so services run inside one unchanged.
 */
export type Database = PgDatabase<DatabaseQueryResultHKT, typeof schema>;

export type DatabaseOptions =
  /** `dataDir` persists on disk; without it the database lives in memory, optionally loaded from a dump. */
  | { driver: "pglite"; dataDir?: string; loadDataDir?: Blob }
  | { driver: "postgres"; url: string; poolMax?: number };

export type DatabaseConnection = {
  db: Database;
  /** Idempotent: shutdown paths may call it more than once. */
  close(): Promise<void>;
} & ({ driver: "pglite"; client: PGlite } | { driver: "postgres"; client: pg.Pool });

export function databaseOptionsFromEnv(env: Env): DatabaseOptions {
  if (env.DATABASE_URL) return { driver: "postgres", url: env.DATABASE_URL, poolMax: env.DATABASE_POOL_MAX };
  return { driver: "pglite", dataDir: path.join(env.DATA_DIR, "pglite") };
}

export async function createDatabase(options: DatabaseOptions, logger?: Logger): Promise<DatabaseConnection> {
  if (options.driver === "postgres") {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolMax ?? 10 });
    // An idle client losing its connection (say, a database restart) must not crash the process;
    // the pool replaces it and the next query reports the problem to its caller.
    pool.on("error", (error) => logger?.warn({ err: error }, "idle database connection failed"));
    return {
      driver: "postgres",
      client: pool,
      db: drizzleNodePostgres({ client: pool, schema }),
      close: once(() => pool.end()),
    };
  }
  let unlock = async () => {};
  if (options.dataDir) {
    // PGlite does not create missing parent folders of its data directory.
    await mkdir(options.dataDir, { recursive: true });
    unlock = await lockDataDir(`${options.dataDir}.lock`, options.dataDir);
  }
  let client: PGlite;
  try {
    client = await PGlite.create(
      options.dataDir,
      options.loadDataDir ? { loadDataDir: options.loadDataDir } : undefined,
    );
  } catch (error) {
    await unlock();
    throw error;
  }
  return {
    driver: "pglite",
    client,
    db: drizzlePglite({ client, schema }),
    close: once(async () => {
      await client.close();
      await unlock();
    }),
  };
}

function once(action: () => Promise<void>): () => Promise<void> {
  let result: Promise<void> | undefined;
  return () => {
    result ??= action();
    return result;
  };
}
