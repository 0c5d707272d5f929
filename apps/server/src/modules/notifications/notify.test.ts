import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../../db/client";
import { events, jobs, notificationPreferences, notifications, users } from "../../db/schema";
import { createTestDatabase } from "../../test/test-database";
import { notificationEmailJob, notify, shorten } from "./notify.service";

let connection: DatabaseConnection;
const PEOPLE = ["ada", "grace", "linus", "margaret"] as const;

beforeAll(async () => {
  connection = await createTestDatabase();
  await connection.db
    .insert(users)
    .values(PEOPLE.map((id) => ({ id, name: id, email: `${id}@notify.test` })));
}, 60_000);
afterAll(() => connection.close());
beforeEach(async () => {
  await connection.db.delete(notifications);
  await connection.db.delete(notificationPreferences);
});

const db = () => connection.db;
const rowsOf = (userId: string) =>
  db()
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.createdAt));

function reaction(actorId: string) {
  return {
    kind: "reaction" as const,
    actorId,
    title: `${actorId} reacted to your post`,
    groupTitle: `${actorId} and {others} reacted to your post`,
    groupKey: "reaction:post-1",
    url: "/feed?post=post-1",
    subject: { postId: "post-1" },
  };
}

describe("notify", () => {
  it("notifies everyone but the actor, announces it to each, and queues email where chosen", async () => {
    await db()
      .insert(notificationPreferences)
      .values([
        { userId: "linus", kind: "mention", delivery: "in_app" },
        { userId: "margaret", kind: "mention", delivery: "off" },
      ]);
    const ids = await db().transaction((tx) =>
      notify(tx, ["ada", "grace", "linus", "margaret", "grace"], {
        kind: "mention",
        actorId: "ada",
        title: "ada mentioned you in Sun Team",
        excerpt: "Hey @grace and @linus,   look   at this",
        url: "/teams/sun-team/feed",
      }),
    );
    expect(ids).toHaveLength(2);
    expect(await rowsOf("ada")).toEqual([]);
    expect(await rowsOf("margaret")).toEqual([]);
    const [grace] = await rowsOf("grace");
    expect(grace).toMatchObject({
      kind: "mention",
      actorId: "ada",
      actorCount: 1,
      excerpt: "Hey @grace and @linus, look at this",
      readAt: null,
      emailedAt: null,
    });
    const [linus] = await rowsOf("linus");
    expect(linus?.emailedAt).not.toBeNull();
    const emailJobs = await db().select().from(jobs).where(eq(jobs.name, notificationEmailJob.name));
    expect(emailJobs.map((job) => job.payload)).toEqual([{ notificationId: grace?.id }]);
    const announced = await db()
      .select()
      .from(events)
      .where(and(eq(events.type, "notification.changed"), eq(events.audienceId, "linus")));
    expect(announced.map((event) => event.payload)).toEqual([{ notificationId: linus?.id }]);
  });

  it("groups reactions to one post while unread, counting each person once", async () => {
    for (const actor of ["grace", "linus", "grace", "margaret"]) {
      await db().transaction((tx) => notify(tx, ["ada"], reaction(actor)));
    }
    let rows = await rowsOf("ada");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      title: "margaret and 2 others reacted to your post",
      actorId: "margaret",
      actorIds: ["grace", "linus", "margaret"],
      actorCount: 3,
    });
    // Only the first of a group is emailed (reactions are in-app by default: none at all).
    expect(await db().select().from(jobs).where(eq(jobs.name, notificationEmailJob.name))).toHaveLength(1);

    await db().update(notifications).set({ readAt: new Date() }).where(eq(notifications.userId, "ada"));
    await db().transaction((tx) => notify(tx, ["ada"], reaction("linus")));
    rows = await rowsOf("ada");
    expect(rows.map((row) => row.title)).toEqual([
      "margaret and 2 others reacted to your post",
      "linus reacted to your post",
    ]);
  });

  it("keeps one group under concurrent reactions", async () => {
    await Promise.all(
      ["grace", "linus", "margaret"].map((actor) =>
        db().transaction((tx) => notify(tx, ["ada"], reaction(actor))),
      ),
    );
    const rows = await rowsOf("ada");
    expect(rows).toHaveLength(1);
    expect(rows[0]?.actorCount).toBe(3);
  });

  it("refuses a link leaving the app", async () => {
    await expect(
      db().transaction((tx) =>
        notify(tx, ["ada"], { kind: "reply", actorId: "grace", title: "x", url: "//evil.example" }),
      ),
    ).rejects.toMatchObject({ cause: { constraint: "notifications_url_check" } });
  });
});

describe("shorten", () => {
  it("cuts at a word with an ellipsis, and leaves short texts alone", () => {
    expect(shorten("short", 10)).toBe("short");
    expect(shorten("the quick brown fox jumps", 16)).toBe("the quick brown…");
    expect(shorten("abcdefghijklmnopqrstuvwxyz", 10)).toBe("abcdefghi…");
  });
});
