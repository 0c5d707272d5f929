import { readFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseDriver } from "../test/test-database";
import type { DatabaseConnection } from "./client";
import { MIGRATIONS_FOLDER, runMigrations } from "./migrate";

let connection: DatabaseConnection;
beforeAll(async () => {
  connection = await createTestDatabase({ empty: true });
});
afterAll(() => connection.close());

async function tableNames(): Promise<string[]> {
  const result = await connection.db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  return result.rows.map((row) => row.table_name);
}

async function appliedMigrations(): Promise<number> {
  const result = await connection.db.execute<{ count: number }>(
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  return Number(result.rows[0]?.count);
}

const EXPECTED_TABLES = [
  "accounts",
  "analytics_active_week_bits",
  "analytics_daily_active",
  "analytics_daily_pages",
  "analytics_daily_referrers",
  "analytics_daily_traffic",
  "analytics_first_joins",
  "analytics_rollup_state",
  "analytics_visitor_years",
  "app_meta",
  "assessment_preferences",
  "assessment_results",
  "audit_log",
  "chat_attachments",
  "chat_channels",
  "chat_conversation_participants",
  "chat_messages",
  "chat_reactions",
  "chat_read_pointers",
  "content_items",
  "course_authors",
  "courses",
  "dashboard_checklist_dismissals",
  "disabled_accounts",
  "email_outbox",
  "email_outbox_attachments",
  "events",
  "feed_comments",
  "feed_images",
  "feed_items",
  "feed_mutes",
  "feed_reactions",
  "funding_application_answers",
  "funding_application_comments",
  "funding_applications",
  "funding_awards",
  "funding_call_questions",
  "funding_call_reviewers",
  "funding_calls",
  "funding_review_scores",
  "funding_reviews",
  "funding_rubric_criteria",
  "funding_tranches",
  "game_results",
  "incubator_members",
  "incubators",
  "interview_answers",
  "interview_sessions",
  "jobs",
  "jwks",
  "lesson_images",
  "lesson_progress",
  "lesson_revisions",
  "library_bookmarks",
  "library_progress",
  "mentor_availability",
  "mentor_incubators",
  "mentor_profiles",
  "mentor_weekly_hours",
  "mentoring_action_items",
  "mentoring_private_notes",
  "mentoring_reviews",
  "mentoring_session_notes",
  "mentoring_session_reminders",
  "mentoring_sessions",
  "notification_preferences",
  "notification_settings",
  "notifications",
  "page_views",
  "payment_events",
  "points_ledger",
  "points_totals",
  "position_invites",
  "positions",
  "practice_share_comments",
  "practice_shares",
  "project_milestones",
  "project_updates",
  "projects",
  "rate_limits",
  "reports",
  "role_requests",
  "sessions",
  "setup_tokens",
  "subscription_plans",
  "subscriptions",
  "team_application_steps",
  "team_applications",
  "team_members",
  "teams",
  "tmay_attempts",
  "tmay_drafts",
  "two_factors",
  "user_blocks",
  "user_profiles",
  "user_roles",
  "users",
  "verifications",
];

describe(`migrations on ${testDatabaseDriver()}`, () => {
  it("create the schema on an empty database", async () => {
    expect(await tableNames()).toEqual([]);
    await runMigrations(connection);
    expect(await tableNames()).toEqual(EXPECTED_TABLES);
    const journal = JSON.parse(await readFile(path.join(MIGRATIONS_FOLDER, "meta/_journal.json"), "utf8"));
    expect(await appliedMigrations()).toBe(journal.entries.length);
  });

  it("do nothing when run again", async () => {
    const before = await appliedMigrations();
    await runMigrations(connection);
    expect(await appliedMigrations()).toBe(before);
  });

  it("run safely from several instances at once", async () => {
    await Promise.all([runMigrations(connection), runMigrations(connection), runMigrations(connection)]);
    expect(await tableNames()).toEqual(EXPECTED_TABLES);
  });

  it("index page views by time, for reports over a period", async () => {
    const result = await connection.db.execute<{ indexdef: string }>(
      sql`select indexdef from pg_indexes where tablename = 'page_views' and indexname = 'page_views_created_at_idx'`,
    );
    expect(result.rows[0]?.indexdef).toContain("(created_at)");
  });
});
