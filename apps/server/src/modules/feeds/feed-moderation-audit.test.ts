import { FEED_ERROR_MESSAGES } from "@hatchery/shared";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../../db/client";
import { auditLog, incubators, teamMembers } from "../../db/schema";
import type { PolicyActor } from "../../lib/policy";
import { insertIncubator, insertPerson, insertTeam, joinIncubatorAs } from "../../test/position-test-helpers";
import { TEST_PUBLIC_URL } from "../../test/test-app";
import { createTestDatabase } from "../../test/test-database";
import { loadTeamFeedScope } from "./feed-access";
import { createComment, deleteComment, hideComment } from "./feed-comments.service";
import { createPost, deleteItem, hideItem, pinItem } from "./feed-items.service";

/** Every moderation action in a feed writes the audit log in its transaction; a person's own deletions do not. */

let connection: DatabaseConnection;
const db = () => connection.db;
let owner: { id: string; actor: PolicyActor };
let leader: { id: string; actor: PolicyActor };
let member: { id: string; actor: PolicyActor };
let teamSlug: string;

beforeAll(async () => {
  connection = await createTestDatabase();
  const [ownerRow, leaderRow, memberRow] = [
    await insertPerson(db()),
    await insertPerson(db()),
    await insertPerson(db()),
  ];
  owner = ownerRow;
  leader = leaderRow;
  member = memberRow;
  const incubator = await insertIncubator(db());
  await db().update(incubators).set({ ownerId: owner.id }).where(eq(incubators.id, incubator.id));
  await joinIncubatorAs(db(), leader.id, incubator.id, "subscriber");
  await joinIncubatorAs(db(), member.id, incubator.id, "guest");
  const team = await insertTeam(db(), incubator.id, leader.id);
  await db().insert(teamMembers).values({ teamId: team.id, userId: member.id });
  teamSlug = team.slug;
}, 120_000);
afterAll(() => connection.close());

const entriesOf = (targetType: string, targetId: string) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, targetId)))
    .orderBy(asc(auditLog.id));

async function memberPost(body: string) {
  const access = await loadTeamFeedScope(db(), member.actor, teamSlug);
  return (await createPost(db(), member.actor, access, { body, mentionIds: [], siteUrl: TEST_PUBLIC_URL }))
    .item;
}

async function memberComment(itemId: string, body: string) {
  return (
    await createComment(db(), member.actor, itemId, {
      body,
      parentId: null,
      mentionIds: [],
      siteUrl: TEST_PUBLIC_URL,
    })
  ).comment;
}

describe("audit of feed moderation", () => {
  it("records hiding a post once, by the moderator, with the request id; a refused hide writes nothing", async () => {
    const item = await memberPost("Hide me");
    await expect(hideItem(db(), leader.actor, item.id)).rejects.toMatchObject({
      status: 403,
      message: FEED_ERROR_MESSAGES.mayNotHide,
    });
    expect(await entriesOf("feed_item", item.id)).toEqual([]);

    await hideItem(db(), owner.actor, item.id, { requestId: "request-hide" });
    await hideItem(db(), owner.actor, item.id, { requestId: "request-hide-again" });
    const entries = await entriesOf("feed_item", item.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorUserId: owner.id,
      action: "feed_item.hide",
      requestId: "request-hide",
      summary: { before: { hiddenAt: null }, after: { hiddenAt: expect.any(String) } },
    });
  });

  it("records a leader deleting a member's post, but not an author deleting their own", async () => {
    const moderated = await memberPost("Off topic");
    await deleteItem(db(), leader.actor, moderated.id, { requestId: "request-delete" });
    expect(await entriesOf("feed_item", moderated.id)).toEqual([
      expect.objectContaining({
        actorUserId: leader.id,
        action: "feed_item.delete",
        requestId: "request-delete",
        summary: { before: { deletedAt: null }, after: { deletedAt: expect.any(String) } },
      }),
    ]);

    const own = await memberPost("Never mind");
    await deleteItem(db(), member.actor, own.id);
    expect(await entriesOf("feed_item", own.id)).toEqual([]);
  });

  it("records pinning and unpinning, and nothing for a pin that changes nothing", async () => {
    const item = await memberPost("Pin me");
    await pinItem(db(), leader.actor, item.id, { pinned: true, siteUrl: TEST_PUBLIC_URL });
    await pinItem(db(), leader.actor, item.id, { pinned: true, siteUrl: TEST_PUBLIC_URL });
    await pinItem(db(), owner.actor, item.id, { pinned: false, siteUrl: TEST_PUBLIC_URL });
    await pinItem(db(), owner.actor, item.id, { pinned: false, siteUrl: TEST_PUBLIC_URL });
    const entries = await entriesOf("feed_item", item.id);
    expect(entries.map((entry) => [entry.action, entry.actorUserId])).toEqual([
      ["feed_item.pin", leader.id],
      ["feed_item.unpin", owner.id],
    ]);
    expect(entries[1]?.summary).toEqual({
      before: { pinnedAt: entries[0]?.summary.after.pinnedAt },
      after: { pinnedAt: null },
    });
  });

  it("records hiding a comment and deleting another's comment, not an author deleting their own", async () => {
    const item = await memberPost("Comments below");
    const hidden = await memberComment(item.id, "Rude");
    await hideComment(db(), owner.actor, hidden.id, { requestId: "request-comment-hide" });
    expect(await entriesOf("feed_comment", hidden.id)).toEqual([
      expect.objectContaining({
        actorUserId: owner.id,
        action: "feed_comment.hide",
        requestId: "request-comment-hide",
      }),
    ]);

    const removed = await memberComment(item.id, "Spam");
    await deleteComment(db(), leader.actor, removed.id);
    expect((await entriesOf("feed_comment", removed.id)).map((entry) => entry.action)).toEqual([
      "feed_comment.delete",
    ]);

    const own = await memberComment(item.id, "Typo");
    await deleteComment(db(), member.actor, own.id);
    expect(await entriesOf("feed_comment", own.id)).toEqual([]);
  });
});
