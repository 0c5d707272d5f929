import { rm } from "node:fs/promises";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationsBefore } from "../test/migrations-before";
import { createTestDatabase } from "../test/test-database";
import type { DatabaseConnection } from "./client";
import { runMigrations } from "./migrate";

/** Migration 0025 moves the feed's reports into `reports` (docs/decisions/034-reports.md). */

const REPORTS_MIGRATION = "0025_reports";

let connection: DatabaseConnection;
let before: string;
beforeAll(async () => {
  connection = await createTestDatabase({ empty: true });
  // The migrations up to the one before: the same files, with the journal cut before it.
  before = await migrationsBefore(REPORTS_MIGRATION);
}, 120_000);
afterAll(async () => {
  await connection.close();
  await rm(before, { recursive: true, force: true });
});

describe("the reports migration", () => {
  it("moves every feed report into reports, a comment's as the comment's, and drops feed_reports", async () => {
    await runMigrations(connection, before);
    const { db } = connection;
    await db.execute(sql`insert into users (id, name, email) values
      ('reporter', 'Reporter', 'reporter@migration.test'), ('author', 'Author', 'author@migration.test')`);
    await db.execute(sql`insert into incubators (id, slug, name)
      values ('00000000-0000-4000-8000-0000000000a1', 'migration-lab', 'Migration Lab')`);
    await db.execute(sql`insert into feed_items (id, scope_kind, scope_id, incubator_id, kind, author_id, body, ranked_at)
      values ('00000000-0000-4000-8000-0000000000b1', 'incubator', '00000000-0000-4000-8000-0000000000a1',
        '00000000-0000-4000-8000-0000000000a1', 'post', 'author', 'Reported post', now())`);
    await db.execute(sql`insert into feed_comments (id, item_id, author_id, body)
      values ('00000000-0000-4000-8000-0000000000c1', '00000000-0000-4000-8000-0000000000b1', 'author', 'Reported')`);
    await db.execute(sql`insert into feed_reports (id, item_id, comment_id, reporter_id, reason, details, resolved_at, created_at)
      values
        ('00000000-0000-4000-8000-0000000000d1', '00000000-0000-4000-8000-0000000000b1', null, 'reporter',
          'spam', 'Ads', null, '2026-01-02T03:04:05Z'),
        ('00000000-0000-4000-8000-0000000000d2', '00000000-0000-4000-8000-0000000000b1',
          '00000000-0000-4000-8000-0000000000c1', 'reporter', 'harassment', '', '2026-01-03T00:00:00Z',
          '2026-01-02T00:00:00Z')`);

    await runMigrations(connection);

    const moved = await db.execute<Record<string, unknown>>(sql`
      select id, content_kind, content_id, reporter_id, reason, details, status, handler_id,
        to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS') as created_at,
        to_char(handled_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS') as handled_at
      from reports order by id`);
    expect(moved.rows).toEqual([
      {
        id: "00000000-0000-4000-8000-0000000000d1",
        content_kind: "feed_item",
        content_id: "00000000-0000-4000-8000-0000000000b1",
        reporter_id: "reporter",
        reason: "spam",
        details: "Ads",
        status: "open",
        handler_id: null,
        created_at: "2026-01-02T03:04:05",
        handled_at: null,
      },
      {
        id: "00000000-0000-4000-8000-0000000000d2",
        content_kind: "feed_comment",
        content_id: "00000000-0000-4000-8000-0000000000c1",
        reporter_id: "reporter",
        reason: "harassment",
        details: "",
        status: "resolved",
        handler_id: null,
        created_at: "2026-01-02T00:00:00",
        handled_at: "2026-01-03T00:00:00",
      },
    ]);
    const old = await db.execute(
      sql`select 1 from information_schema.tables where table_name = 'feed_reports'`,
    );
    expect(old.rows).toEqual([]);
  });
});
