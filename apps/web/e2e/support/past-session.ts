import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

/**
 * Lets `days` pass for one mentoring session, found by its agenda, in a stopped server's embedded
 * database: the session and what was said about it move that far into the past, as if the suite had
 * waited for it to end. Only the clock moves; every state change stays the product's own.
 */
export async function moveSessionIntoThePast(databaseDir: string, agenda: string, days: number) {
  const db = await PGlite.create(databaseDir, { extensions: { btree_gist, pg_trgm } });
  try {
    const moved = await db.query(
      `update mentoring_sessions
          set starts_at = starts_at - make_interval(days => $2),
              ends_at = ends_at - make_interval(days => $2),
              created_at = created_at - make_interval(days => $2),
              confirmed_at = confirmed_at - make_interval(days => $2)
        where agenda = $1`,
      [agenda, days],
    );
    if (moved.affectedRows !== 1) throw new Error(`Expected one session with the agenda "${agenda}"`);
  } finally {
    await db.close();
  }
}
