import { POINT_REASONS, POST_REACTION_DAILY_CAP } from "@hatchery/shared";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseConnection } from "../../db/client";
import { feedItems, feedReactions, pointsLedger } from "../../db/schema";
import { EVENT_PROJECTORS } from "../../event-projector-list";
import { publishEvent } from "../../lib/realtime/event-log";
import { installEventProjectors } from "../../lib/realtime/event-projectors";
import { insertIncubator, insertPerson } from "../../test/position-test-helpers";
import { createTestDatabase } from "../../test/test-database";

/* Helpful posts earn through the reactions they receive, capped per day (decision 056). */

let connection: DatabaseConnection;
let db: Database;
let incubatorId: string;
beforeAll(async () => {
  connection = await createTestDatabase();
  db = connection.db;
  installEventProjectors(EVENT_PROJECTORS);
  incubatorId = (await insertIncubator(db)).id;
});
afterAll(() => connection.close());

async function postBy(authorId: string): Promise<string> {
  const [row] = await db
    .insert(feedItems)
    .values({
      scopeKind: "incubator",
      scopeId: incubatorId,
      incubatorId,
      kind: "post",
      authorId,
      body: "Here is what we learned from ten customer calls",
      rankedAt: new Date(),
    })
    .returning({ id: feedItems.id });
  if (!row) throw new Error("no post");
  return row.id;
}

/** Reactions as the feed writes them, then the item's change event as the feed announces it. */
async function react(itemId: string, userIds: readonly string[], reaction = "celebrate"): Promise<void> {
  await db.transaction(async (tx) => {
    if (userIds.length > 0) {
      await tx
        .insert(feedReactions)
        .values(userIds.map((userId) => ({ itemId, userId, reaction: reaction as "celebrate" })))
        .onConflictDoNothing();
    }
    await publishEvent(tx, {
      type: "feed.item_changed",
      audience: { kind: "incubator", id: incubatorId },
      payload: { itemId, scopeKind: "incubator", scopeId: incubatorId },
    });
  });
}

async function reactionPointsOf(userId: string) {
  const [row] = await db
    .select({
      rows: sql<number>`count(*)::int`,
      points: sql<number>`coalesce(sum(${pointsLedger.points}), 0)::int`,
    })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.userId, userId), eq(pointsLedger.reason, "post_reaction_received")));
  return row;
}

async function people(count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) ids.push((await insertPerson(db)).id);
  return ids;
}

describe("points for reactions received", () => {
  it("earns the author one award per person who reacts, whatever the reactions or how often it is told", async () => {
    const author = (await insertPerson(db)).id;
    const [ada, grace] = await people(2);
    const post = await postBy(author);
    await react(post, [ada ?? "", grace ?? ""]);
    // A second kind of reaction from the same person, a replayed event and the author's own reaction.
    await react(post, [ada ?? ""], "insightful");
    await react(post, []);
    await react(post, [author], "insightful");
    expect(await reactionPointsOf(author)).toEqual({
      rows: 2,
      points: 2 * POINT_REASONS.post_reaction_received,
    });
    const [row] = await db.select().from(pointsLedger).where(eq(pointsLedger.userId, author)).limit(1);
    expect(row).toMatchObject({ incubatorId, sourceKind: "feed_item", reason: "post_reaction_received" });
    expect(row?.sourceId.startsWith(`${post}/`)).toBe(true);
  });

  it(`stops at ${POST_REACTION_DAILY_CAP} awards a day across all the author's posts`, async () => {
    const author = (await insertPerson(db)).id;
    const crowd = await people(POST_REACTION_DAILY_CAP + 4);
    const first = await postBy(author);
    const second = await postBy(author);
    await react(first, crowd.slice(0, 6));
    await react(second, crowd.slice(6));
    expect(await reactionPointsOf(author)).toEqual({
      rows: POST_REACTION_DAILY_CAP,
      points: POST_REACTION_DAILY_CAP * POINT_REASONS.post_reaction_received,
    });
    // Told again the same day, the reactions beyond the cap still earn nothing.
    await react(second, []);
    expect((await reactionPointsOf(author))?.rows).toBe(POST_REACTION_DAILY_CAP);
  });

  it("gives a day's cap afresh the next day, and nothing for a hidden post", async () => {
    const author = (await insertPerson(db)).id;
    const [reader] = await people(1);
    const post = await postBy(author);
    // A full cap earned yesterday (UTC) does not count towards today's.
    const yesterday = new Date(Date.now() - 86_400_000);
    await db.insert(pointsLedger).values(
      Array.from({ length: POST_REACTION_DAILY_CAP }, (_, index) => ({
        userId: author,
        incubatorId,
        sourceKind: "feed_item" as const,
        sourceId: `${post}/yesterday-${index}`,
        reason: "post_reaction_received" as const,
        points: POINT_REASONS.post_reaction_received,
        earnedAt: yesterday,
      })),
    );
    await react(post, [reader ?? ""]);
    expect((await reactionPointsOf(author))?.rows).toBe(POST_REACTION_DAILY_CAP + 1);
    const crowd = await people(2);

    const hiddenAuthor = (await insertPerson(db)).id;
    const hidden = await postBy(hiddenAuthor);
    await db.update(feedItems).set({ hiddenAt: new Date() }).where(eq(feedItems.id, hidden));
    await react(hidden, crowd.slice(0, 2));
    expect((await reactionPointsOf(hiddenAuthor))?.rows).toBe(0);
  });
});
