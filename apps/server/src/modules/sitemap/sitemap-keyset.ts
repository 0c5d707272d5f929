import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";

/**
 * A sitemap source that may hold any number of pages (teams, projects, incubators, people), read in
 * keyset pages of its unique key rather than whole on every request (docs/decisions/066-analytics-at-scale.md).
 */
export interface PagedSitemapSource {
  /** Its child sitemaps are /sitemaps/{name}-{n}.xml: lowercase letters only. */
  name: string;
  /** Up to `limit` of its pages in key order, from the key `from` (included) on, or from the first. */
  page(db: Database, input: { from?: string; limit: number }): Promise<KeyedSitemapEntry[]>;
  /**
   * Its pages in runs of `size` in key order: each run's first key, how many it holds and the newest
   * lastmod in it. What the index lists, and where a child's keyset page starts.
   */
  runs(db: Database, size: number): Promise<SitemapRun[]>;
}

export interface KeyedSitemapEntry {
  key: string;
  path: string;
  lastmod?: Date;
}

export interface SitemapRun {
  first: string;
  count: number;
  lastmod?: Date;
}

/**
 * Which rows are public pages, as the module that owns them says: a unique text key, when the row last
 * changed, and the `from … where …` clause picking the public rows (more conditions are added with `and`).
 */
export interface PublicPagesQuery {
  key: AnyColumn;
  lastmod: AnyColumn;
  from: SQL;
}

/** node-postgres and PGlite both answer a timestamptz as a Date; a text answer is read as one too. */
const dateOf = (value: Date | string | null): Date | undefined =>
  value === null ? undefined : value instanceof Date ? value : new Date(value);

/**
 * A paged source over the rows `query` picks, each page at `path(key)`. A page is a range of the key's
 * unique index (`key >= from order by key limit n`), never an OFFSET; the runs are one pass over the
 * public rows numbered in key order, grouped by number / size.
 */
export function keysetSitemapSource(
  name: string,
  query: PublicPagesQuery,
  path: (key: string) => string,
): PagedSitemapSource {
  return {
    name,
    async page(db, { from, limit }) {
      const { rows } = await db.execute<{ key: string; lastmod: Date | string | null }>(sql`
        select ${query.key} as key, ${query.lastmod} as lastmod ${query.from}
          ${from === undefined ? sql`` : sql`and ${query.key} >= ${from}`}
        order by ${query.key} limit ${limit}`);
      return rows.map((row) => ({ key: row.key, path: path(row.key), lastmod: dateOf(row.lastmod) }));
    },
    async runs(db, size) {
      const { rows } = await db.execute<{ first: string; count: number; lastmod: Date | string | null }>(sql`
        select min(key) as first, count(*)::int as count, max(lastmod) as lastmod
        from (
          select ${query.key} as key, ${query.lastmod} as lastmod,
            (row_number() over (order by ${query.key}) - 1) / ${size}::int as run
          ${query.from}
        ) numbered
        group by run order by run`);
      return rows.map((row) => ({ first: row.first, count: row.count, lastmod: dateOf(row.lastmod) }));
    },
  };
}
