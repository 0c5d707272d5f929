import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";
import type { Database } from "./client";

/**
 * How many writes this process has made to its database: counted when a statement other than a plain
 * SELECT has finished (a transaction when it has ended), whoever sent it (a route, Better Auth, a job,
 * a test). What was read while the count stayed the same is what a read now would answer, as far as
 * this process's own writes go; that is how the per-viewer caches (lib/viewer-read-cache.ts) know an
 * answer or a session is still good. Another process's writes are not counted: those caches also expire.
 */
export interface WriteCount {
  value(): number;
}

const counts = new WeakMap<Database, WriteCount>();

/** The write count of a connection's `db`; undefined for one not made by `createDatabase`. */
export function writeCountOf(db: Database): WriteCount | undefined {
  return counts.get(db);
}

export function registerWriteCount(db: Database, count: WriteCount): void {
  counts.set(db, count);
}

/**
 * A statement that changes no data: a SELECT, or a WITH whose text names no INSERT, UPDATE, DELETE or
 * MERGE (so a WITH holding one counts as a write). Anything else counts, even a write that changes
 * nothing: a reuse ends sooner than it had to, never later.
 */
export function readsOnly(statement: unknown): boolean {
  const text =
    typeof statement === "string"
      ? statement
      : typeof statement === "object" && statement !== null && "text" in statement
        ? String((statement as { text: unknown }).text)
        : "";
  if (/^\s*select\s/i.test(text)) return true;
  return /^\s*with\s/i.test(text) && !/\b(?:insert|update|delete|merge)\b/i.test(text);
}

function counter() {
  let writes = 0;
  return {
    count: { value: () => writes } satisfies WriteCount,
    bump: () => {
      writes += 1;
    },
  };
}

/**
 * Counts PGlite's writes. PGlite runs one statement or transaction at a time, so a read never sees a
 * transaction half done: counting it once it has ended is enough.
 */
export function countPgliteWrites(client: PGlite): WriteCount {
  const { count, bump } = counter();
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  const afterWrite = <T>(statement: unknown, run: Promise<T>): Promise<T> =>
    readsOnly(statement) ? run : run.finally(bump);
  client.query = ((statement: string, ...rest: unknown[]) =>
    afterWrite(
      statement,
      (query as (...args: unknown[]) => Promise<unknown>)(statement, ...rest),
    )) as PGlite["query"];
  client.exec = ((statement: string, ...rest: unknown[]) =>
    afterWrite(
      statement,
      (exec as (...args: unknown[]) => Promise<unknown>)(statement, ...rest),
    )) as PGlite["exec"];
  client.transaction = ((run: unknown) =>
    (transaction as (run: unknown) => Promise<unknown>)(run).finally(bump)) as PGlite["transaction"];
  return count;
}

/**
 * Counts a pool's writes, on each of its connections as the pool opens it. In a transaction every
 * statement but a SELECT counts, so its COMMIT does once it has finished.
 */
export function countPoolWrites(pool: pg.Pool): WriteCount {
  const { count, bump } = counter();
  pool.on("connect", (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (statement: unknown, ...rest: unknown[]) => {
      if (readsOnly(statement)) return query(statement, ...rest);
      const last = rest.at(-1);
      if (typeof last === "function") {
        // The callback form, which the pool's own query() uses.
        rest[rest.length - 1] = (...results: unknown[]) => {
          bump();
          (last as (...args: unknown[]) => void)(...results);
        };
        return query(statement, ...rest);
      }
      const result = query(statement, ...rest);
      if (result instanceof Promise) return result.finally(bump);
      // A submittable (a cursor or a stream): counted when it is sent, as it cannot be awaited here.
      bump();
      return result;
    };
  });
  return count;
}
