import { access, mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzleNodePostgres } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import type { Logger } from "pino";
import type { Env } from "../env";
import { lockDataDir } from "./data-dir-lock";
import { readDatabaseImage } from "./database-image";
import * as schema from "./schema";
import { countPgliteWrites, countPoolWrites, registerWriteCount } from "./write-count";

interface QueryRows<TRow> {
  rows: TRow[];
}

/** Extensions the migrations create, which PGlite must load before it opens a database that uses them. */
const PGLITE_EXTENSIONS = { pg_trgm, btree_gist };

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
  /**
   * `dataDir` persists on disk; without it the database lives in memory, optionally loaded from a dump.
   * `initialImage` gives a dump to start a `dataDir` that holds no database yet from (database-image.ts).
   */
  | {
      driver: "pglite";
      dataDir?: string;
      loadDataDir?: Blob;
      initialImage?: () => Promise<Blob | undefined>;
      /**
       * PostgreSQL's WebAssembly, already compiled: a process that opens many databases (the tests open
       * one per file) compiles it once instead of once a database.
       */
      compiledPostgres?: WebAssembly.Module;
    }
  | { driver: "postgres"; url: string; poolMax?: number; timeouts?: DatabaseTimeouts };

/** Bounds on waiting for PostgreSQL, so a stalled or lost server turns into errors instead of hangs. */
export interface DatabaseTimeouts {
  /** Opening a connection, or waiting for a free one in the pool. */
  connectMs: number;
  /** One statement, canceled by the server; the client gives up a little later if no answer comes. */
  statementMs: number;
  /** A transaction left open with nothing sent on it; the server ends that session. */
  idleInTransactionMs: number;
}

/**
 * How much longer than the statement timeout the client waits for an answer. The server cancels a slow
 * statement first and the connection stays usable; only a server that answers nothing at all (stalled,
 * or cut off by the network) reaches the client's own limit.
 */
const ANSWER_MARGIN_MS = 2000;

export type DatabaseConnection = {
  db: Database;
  /** Idempotent: shutdown paths may call it more than once. */
  close(): Promise<void>;
} & (
  | { driver: "pglite"; client: PGlite }
  | {
      driver: "postgres";
      client: pg.Pool;
      /**
       * A connection outside the pool with no statement limits, for migrations: they may wait for
       * another instance's migrations or rebuild a large table. Opening it is still bounded. The
       * caller ends it.
       */
      connectWithoutStatementLimits(): Promise<pg.Client>;
    }
);

export function databaseOptionsFromEnv(env: Env): DatabaseOptions {
  if (env.DATABASE_URL) {
    return {
      driver: "postgres",
      url: env.DATABASE_URL,
      poolMax: env.DATABASE_POOL_MAX,
      timeouts: {
        connectMs: env.DATABASE_CONNECT_TIMEOUT_MS,
        statementMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
        idleInTransactionMs: env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
      },
    };
  }
  return { driver: "pglite", dataDir: path.join(env.DATA_DIR, "pglite"), initialImage: readDatabaseImage };
}

export async function createDatabase(options: DatabaseOptions, logger?: Logger): Promise<DatabaseConnection> {
  if (options.driver === "postgres") {
    const { timeouts } = options;
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolMax ?? 10,
      ...(timeouts && {
        connectionTimeoutMillis: timeouts.connectMs,
        statement_timeout: timeouts.statementMs,
        query_timeout: timeouts.statementMs + ANSWER_MARGIN_MS,
        idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
      }),
    });
    // An idle client losing its connection (say, a database restart) must not crash the process;
    // the pool replaces it and the next query reports the problem to its caller.
    pool.on("error", (error) => logger?.warn({ err: error }, "idle database connection failed"));
    const writes = countPoolWrites(pool);
    const db = drizzleNodePostgres({ client: pool, schema });
    registerWriteCount(db, writes);
    return {
      driver: "postgres",
      client: pool,
      db,
      close: once(() => pool.end()),
      connectWithoutStatementLimits: async () => {
        const client = new pg.Client({
          connectionString: options.url,
          connectionTimeoutMillis: timeouts?.connectMs,
        });
        // As for the pool: a connection lost between statements must not crash the process; the next
        // statement reports it to the caller.
        client.on("error", (error) => logger?.warn({ err: error }, "migration database connection failed"));
        try {
          await client.connect();
        } catch (error) {
          await client.end().catch(() => {});
          throw error;
        }
        return client;
      },
    };
  }
  let unlock = async () => {};
  if (options.dataDir) {
    // PGlite does not create missing parent folders of its data directory.
    await mkdir(options.dataDir, { recursive: true });
    unlock = await lockDataDir(`${options.dataDir}.lock`, options.dataDir);
  }
  let client: PGlite;
  // Checked before opening: PGlite creates these files when the folder is new.
  const heldDatabase = options.dataDir !== undefined && (await holdsDatabase(options.dataDir));
  try {
    const image = options.dataDir && !heldDatabase ? await options.initialImage?.() : undefined;
    const compiled = options.compiledPostgres;
    client = await openPglite(options.dataDir, options.loadDataDir ?? image, compiled).catch(
      async (error: unknown) => {
        if (!image || !options.dataDir) throw error;
        // An image this PGlite cannot load (built by another version of it): the folder held nothing
        // before, so it is cleared and the database created empty, as without an image.
        logger?.warn(
          { err: error },
          "the prepared database image could not be loaded; creating the database",
        );
        await rm(options.dataDir, { recursive: true, force: true });
        await mkdir(options.dataDir, { recursive: true });
        return openPglite(options.dataDir, undefined, compiled);
      },
    );
  } catch (error) {
    await unlock();
    if (heldDatabase && options.dataDir) throw damagedDataDirError(options.dataDir, error);
    throw error;
  }
  const writes = countPgliteWrites(client);
  const db = drizzlePglite({ client, schema });
  registerWriteCount(db, writes);
  return {
    driver: "pglite",
    client,
    db,
    close: once(async () => {
      await client.close();
      await unlock();
    }),
  };
}

/**
 * PGlite's PostgreSQL keeps its default 128 MB of shared buffers inside the process's memory. The
 * embedded database serves one small installation, whose working set fits in far less, and pages
 * beyond the buffers come from the operating system's file cache, not the disk. 16 MB keeps the
 * first start under 450 MB of memory (bench/first-start.mjs); PostgreSQL (DATABASE_URL) is for more.
 */
const PGLITE_SHARED_BUFFERS = "16MB";

function openPglite(
  dataDir: string | undefined,
  loadDataDir: Blob | undefined,
  compiledPostgres: WebAssembly.Module | undefined,
): Promise<PGlite> {
  return PGlite.create(dataDir, {
    extensions: PGLITE_EXTENSIONS,
    startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    ...(loadDataDir ? { loadDataDir } : {}),
    ...(compiledPostgres ? { pgliteWasmModule: compiledPostgres } : {}),
  });
}

async function holdsDatabase(dataDir: string): Promise<boolean> {
  try {
    await access(path.join(dataDir, "PG_VERSION"));
    return true;
  } catch {
    return false;
  }
}

/**
 * PGlite reports damaged files with words of its build ("Aborted(). Build with -sASSERTIONS…", "PGlite
 * failed to initialize properly"); people need to know which folder it is and what they can do.
 */
function damagedDataDirError(dataDir: string, cause: unknown): Error {
  const reason = cause instanceof Error ? cause.message : String(cause);
  return new Error(
    `The embedded database in ${dataDir} is damaged and cannot be opened (${reason}). ` +
      `Stop Hatchery, then either restore DATA_DIR from a backup, or move the folder ${dataDir} aside ` +
      "(for example rename it to pglite.damaged) to start again with an empty database.",
    { cause },
  );
}

function once(action: () => Promise<void>): () => Promise<void> {
  let result: Promise<void> | undefined;
  return () => {
    result ??= action();
    return result;
  };
}
