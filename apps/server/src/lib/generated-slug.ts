import { INCUBATOR_SLUG_MAX_LENGTH } from "@hatchery/shared";
import { inArray, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../db/client";

/**
 * Slugs the server makes from a name (incubators, teams, projects): `base`, else `base-2`, `base-3`, …
 * The address slug's maximum length holds for all of them.
 */

/** `base-n`, with the base shortened so the whole stays within the slug's maximum length. */
function suffixedSlug(base: string, n: number): string {
  const suffix = `-${n}`;
  const stem = base.slice(0, INCUBATOR_SLUG_MAX_LENGTH - suffix.length).replace(/-+$/, "");
  return `${stem}${suffix}`;
}

const SLUG_CANDIDATES_PER_QUERY = 20;

/**
 * The first free slug among `base`, `base-2`, `base-3`, … (reserved slugs count as taken). A later
 * insert can still lose a race for it, which the caller's insert meets through the unique constraint.
 */
async function freeSlugFrom(
  db: Database,
  slugColumn: PgColumn,
  table: PgTable,
  base: string,
  reserved: readonly string[],
): Promise<string> {
  for (let start = 1; ; start += SLUG_CANDIDATES_PER_QUERY) {
    const candidates = Array.from({ length: SLUG_CANDIDATES_PER_QUERY }, (_, index) => {
      const n = start + index;
      return n === 1 ? base : suffixedSlug(base, n);
    });
    const taken = new Set(
      (await db.select({ slug: slugColumn }).from(table).where(inArray(slugColumn, candidates))).map(
        (row) => row.slug as string,
      ),
    );
    const free = candidates.find((candidate) => !taken.has(candidate) && !reserved.includes(candidate));
    if (free !== undefined) return free;
  }
}

/**
 * Attempts at a generated slug. Creations from one base take turns (below), so only a slug asked for
 * explicitly at the same moment can take the one found; the next attempt moves on to the next suffix.
 */
const GENERATED_SLUG_ATTEMPTS = 5;

export interface GeneratedSlugInsert<Row> {
  table: PgTable;
  slugColumn: PgColumn;
  base: string;
  reserved: readonly string[];
  /**
   * The first key of the transaction-scoped advisory lock that makes creations of one base slug take
   * turns; one per table. The two-key form has a key space of its own, apart from the single-key locks
   * (migrations).
   */
  lockClass: number;
  /** Inserts with this slug, skipping a taken one (`onConflictDoNothing` on the slug): undefined then. */
  insert: (slug: string) => Promise<Row | undefined>;
  /** The error once every attempt found its slug taken. */
  exhausted: () => Error;
}

/**
 * Inserts a row under the first free slug made from `base`, in the caller's transaction. Without turns,
 * parallel creations with one name all find the same free slug and all but one lose it, attempt after
 * attempt; holding the lock until commit, each sees the slugs of those before it.
 */
export async function insertWithGeneratedSlug<Row>(
  tx: Database,
  options: GeneratedSlugInsert<Row>,
): Promise<Row> {
  await tx.execute(sql`select pg_advisory_xact_lock(${options.lockClass}, hashtext(${options.base}))`);
  for (let attempt = 1; ; attempt += 1) {
    const slug = await freeSlugFrom(tx, options.slugColumn, options.table, options.base, options.reserved);
    const row = await options.insert(slug);
    if (row !== undefined) return row;
    if (attempt >= GENERATED_SLUG_ATTEMPTS) throw options.exhausted();
  }
}
