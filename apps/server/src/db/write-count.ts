import type { PGlite, Transaction } from "@electric-sql/pglite";
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

function textOf(statement: unknown): string {
  if (typeof statement === "string") return statement;
  if (typeof statement === "object" && statement !== null && "text" in statement) {
    return String((statement as { text: unknown }).text);
  }
  return "";
}

/**
 * Tables of the server's own bookkeeping, which no cached read shows: the job queue, rate-limit
 * counters, the mail outbox, page views and the analytics rollups. A background job writing them every
 * few seconds would otherwise end every reuse; the job's own effects on other tables still count.
 */
const BOOKKEEPING_WRITE =
  /^\s*(?:insert\s+into|update|delete\s+from)\s+"?(?:jobs|rate_limits|email_outbox|email_outbox_attachments|page_views|analytics_[a-z_]+)"?[\s(]/i;
/** Statements that change no rows: transaction control is judged by what ran inside (see below). */
const NO_DATA_CHANGE = /^\s*(?:listen|unlisten|set|show|begin|start\s+transaction|savepoint|release)\b/i;
const TRANSACTION_END = /^\s*(?:commit|rollback|end)\b/i;

/** What a statement does to the count: nothing, count (may change reads), or end a transaction. */
type StatementKind = "read" | "write" | "end";

function classify(text: string): StatementKind {
  if (/^\s*select\s/i.test(text)) return "read";
  if (/^\s*with\s/i.test(text)) return /\b(?:insert|update|delete|merge)\b/i.test(text) ? "write" : "read";
  if (TRANSACTION_END.test(text)) return "end";
  return BOOKKEEPING_WRITE.test(text) || NO_DATA_CHANGE.test(text) ? "read" : "write";
}

/**
 * Each statement text's kind, as the same few hundred statements (the ORM's, Better Auth's) run over
 * and over: a lookup instead of the expressions on every statement. Bounded, the oldest dropped first;
 * a text too long to be worth keeping (a bulk insert with its values inline) is classified each time.
 */
const kinds = new Map<string, StatementKind>();
export const MAX_CLASSIFIED_STATEMENTS = 2000;
const MAX_CLASSIFIED_LENGTH = 4000;

function kindOf(statement: unknown): StatementKind {
  const text = textOf(statement);
  const known = kinds.get(text);
  if (known !== undefined) return known;
  const kind = classify(text);
  if (text.length <= MAX_CLASSIFIED_LENGTH) {
    kinds.set(text, kind);
    if (kinds.size > MAX_CLASSIFIED_STATEMENTS) kinds.delete(kinds.keys().next().value as string);
  }
  return kind;
}

/**
 * Whether a statement may change what a cached read shows. A SELECT does not, nor a WITH whose text
 * names no INSERT, UPDATE, DELETE or MERGE, nor a write to the bookkeeping tables, nor transaction
 * control (a transaction is judged by what ran inside). Anything else counts, even a write that changes
 * nothing: a reuse then ends sooner than it had to, never later.
 */
export function mayChangeReads(statement: unknown): boolean {
  return kindOf(statement) === "write";
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
 * transaction half done: a transaction counts once it has ended, when a statement in it may have
 * changed what a read shows.
 */
export function countPgliteWrites(client: PGlite): WriteCount {
  const { count, bump } = counter();
  type Run = (statement: string, ...rest: unknown[]) => Promise<unknown>;
  const counted =
    (run: Run, onWrite: () => void): Run =>
    (statement, ...rest) =>
      mayChangeReads(statement) ? run(statement, ...rest).finally(onWrite) : run(statement, ...rest);
  const transaction = client.transaction.bind(client);
  client.query = counted(client.query.bind(client) as Run, bump) as PGlite["query"];
  client.exec = counted(client.exec.bind(client) as Run, bump) as PGlite["exec"];
  client.transaction = (async (run: (tx: Transaction) => Promise<unknown>) => {
    let wrote = false;
    const noteWrite = () => {
      wrote = true;
    };
    try {
      return await transaction((tx) => {
        tx.query = counted(tx.query as Run, noteWrite) as Transaction["query"];
        tx.exec = counted(tx.exec as Run, noteWrite) as Transaction["exec"];
        return run(tx);
      });
    } finally {
      if (wrote) bump();
    }
  }) as PGlite["transaction"];
  return count;
}

/**
 * Counts a pool's writes, on each of its connections as the pool opens it: a statement outside a
 * transaction once it has finished, a transaction once its COMMIT or ROLLBACK has, when a statement in
 * it may have changed what a read shows (counted then too, as it finishes: a read on another connection
 * cannot see it before the commit, so that count only ends reuse early).
 */
export function countPoolWrites(pool: pg.Pool): WriteCount {
  const { count, bump } = counter();
  pool.on("connect", (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    let wroteInTransaction = false;
    (client as { query: unknown }).query = (statement: unknown, ...rest: unknown[]) => {
      const kind = kindOf(statement);
      const write = kind === "write";
      const ends = kind === "end" && wroteInTransaction;
      if (write) wroteInTransaction = true;
      if (kind === "end") wroteInTransaction = false;
      if (!write && !ends) return query(statement, ...rest);
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

/**
 * Values read from the database, each reused while this process has written nothing since its read
 * began and for at most `ttlMs`: the one rule of the kept sessions (auth/session-read.ts) and the
 * per-viewer answers (lib/viewer-read-cache.ts). Without a write count nothing is kept. Past
 * `maxEntries` the oldest entry goes first (a Map keeps insertion order).
 */
export function keptWhileUnwritten<Value>(
  count: WriteCount | undefined,
  { ttlMs, maxEntries }: { ttlMs: number; maxEntries: number },
) {
  const kept = new Map<string, { value: Value; readAt: number; writes: number }>();
  return {
    /** The count to hand to `keep` when a read begins; undefined when nothing can be kept. */
    begin: (): number | undefined => count?.value(),
    /** The value kept for `key`, when nothing has been written since its read and it is young enough. */
    get(key: string, now = Date.now()): Value | undefined {
      const entry = kept.get(key);
      if (!entry) return undefined;
      if (entry.writes === count?.value() && now - entry.readAt < ttlMs) return entry.value;
      kept.delete(key);
      return undefined;
    },
    /** Keeps `value`, whose read began at `begun` (begin's count) and `readAt`, if nothing was written since. */
    keep(key: string, value: Value, begun: number | undefined, readAt: number): void {
      if (count === undefined || begun === undefined || begun !== count.value()) return;
      kept.delete(key);
      kept.set(key, { value, readAt, writes: begun });
      if (kept.size > maxEntries) kept.delete(kept.keys().next().value as string);
    },
  };
}
