import { and, count, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../test/test-database";
import type { DatabaseConnection } from "../client";
import { feedComments, feedItems, feedReactions, incubators, teams } from "../schema";
import { DEMO_INCUBATOR_POSTS, DEMO_TEAM_POSTS } from "./demo-feed-content";
import { DEMO_TEAMS } from "./demo-team-content";

let connection: DatabaseConnection;
beforeAll(async () => {
  // Seeded once for the whole test run (test-database.ts), not once per file.
  connection = await createTestDatabase({ state: "demo-seeded" });
}, 120_000);
afterAll(() => connection.close());

describe("demo feeds", () => {
  it("give every demo team and the incubators with members posts, comments, replies and reactions", async () => {
    const teamPosts = await connection.db
      .select({ teamId: feedItems.teamId, posts: count() })
      .from(feedItems)
      .where(and(eq(feedItems.kind, "post"), eq(feedItems.scopeKind, "team")))
      .groupBy(feedItems.teamId);
    expect(teamPosts).toHaveLength(DEMO_TEAMS.length);
    for (const row of teamPosts) expect(row.posts).toBe(DEMO_TEAM_POSTS.length);
    const incubatorPosts = await connection.db
      .select({ slug: incubators.slug, posts: count() })
      .from(feedItems)
      .innerJoin(incubators, eq(incubators.id, feedItems.incubatorId))
      .where(and(eq(feedItems.kind, "post"), eq(feedItems.scopeKind, "incubator")))
      .groupBy(incubators.slug);
    expect(incubatorPosts.length).toBeGreaterThanOrEqual(3);
    for (const row of incubatorPosts) expect(row.posts).toBe(DEMO_INCUBATOR_POSTS.length);
    const [replies] = await connection.db
      .select({ rows: count() })
      .from(feedComments)
      .where(sql`${feedComments.parentId} is not null`);
    expect(replies?.rows).toBeGreaterThan(0);
  });

  it("keep each item's counters equal to its comments and reactions, for the Top ranking", async () => {
    const mismatched = await connection.db
      .select({ id: feedItems.id })
      .from(feedItems)
      .where(
        sql`${feedItems.commentCount} <> (select count(*) from ${feedComments} where ${feedComments.itemId} = ${feedItems.id})
          or ${feedItems.reactionCount} <> (select count(*) from ${feedReactions} where ${feedReactions.itemId} = ${feedItems.id})`,
      );
    expect(mismatched).toEqual([]);
    const [reactions] = await connection.db.select({ rows: count() }).from(feedReactions);
    expect(reactions?.rows).toBeGreaterThan(50);
  });

  it("tell what happened in the teams: members joined, projects started, milestones done", async () => {
    const kinds = await connection.db
      .select({ kind: feedItems.kind, rows: count() })
      .from(feedItems)
      .innerJoin(teams, eq(teams.id, feedItems.teamId))
      .where(isNull(feedItems.deletedAt))
      .groupBy(feedItems.kind);
    const byKind = Object.fromEntries(kinds.map((row) => [row.kind, row.rows]));
    expect(byKind.team_member_joined).toBe(DEMO_TEAMS.reduce((sum, team) => sum + team.members.length, 0));
    expect(byKind.project_update).toBe(DEMO_TEAMS.reduce((sum, team) => sum + team.projects.length, 0));
    expect(byKind.milestone_done).toBeGreaterThan(0);
  });
});
