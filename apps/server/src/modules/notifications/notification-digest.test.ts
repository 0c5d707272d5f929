import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../../db/client";
import { emailOutbox, jobs, notificationSettings, notifications, users } from "../../db/schema";
import { NOTIFICATION_EMAIL_RENDERERS } from "../../notification-email-list";
import { createTestDatabase } from "../../test/test-database";
import { digestPeriodBefore, sendDueDigests } from "./notification-digest";
import { sendNotificationEmail } from "./notification-emails";
import { readUnsubscribeToken, unsubscribe } from "./unsubscribe-links";

let connection: DatabaseConnection;
const db = () => connection.db;
const PUBLIC_URL = "https://hatchery.test";
const DEPS = { publicUrl: PUBLIC_URL, secret: "a digest test secret of enough length" };
/** A Wednesday: the daily digest covers Tuesday 24th, the weekly one the week of Monday 16th. */
const NOW = new Date("2026-11-25T00:30:00Z");

beforeAll(async () => {
  connection = await createTestDatabase();
  await db()
    .insert(users)
    .values(
      ["ada", "grace", "linus"].map((id) => ({ id, name: id, email: `${id}@digest.test`, firstName: id })),
    );
}, 60_000);
afterAll(() => connection.close());
beforeEach(async () => {
  await db().delete(notifications);
  await db().delete(notificationSettings);
  await db().delete(emailOutbox);
  await db().delete(jobs);
});

/** A notification kept for the app only (as notify makes one: emailed_at is its created_at). */
async function missed(userId: string, title: string, at: Date, emailed: "app-only" | "pending" = "app-only") {
  await db()
    .insert(notifications)
    .values({
      userId,
      kind: "reply",
      title,
      url: "/feed",
      createdAt: at,
      updatedAt: at,
      emailedAt: emailed === "app-only" ? at : null,
    });
}

const digestsTo = (userId: string) =>
  db()
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, `${userId}@digest.test`))
    .orderBy(desc(emailOutbox.createdAt));

describe("digest periods", () => {
  it("are the last whole day and the last whole week, Monday to Sunday", () => {
    expect(digestPeriodBefore(NOW, "daily")).toEqual({
      frequency: "daily",
      key: "daily:2026-11-24",
      start: new Date("2026-11-24T00:00:00Z"),
      end: new Date("2026-11-25T00:00:00Z"),
    });
    expect(digestPeriodBefore(NOW, "weekly")).toMatchObject({
      key: "weekly:2026-11-16",
      start: new Date("2026-11-16T00:00:00Z"),
      end: new Date("2026-11-23T00:00:00Z"),
    });
    expect(digestPeriodBefore(new Date("2026-11-23T05:00:00Z"), "weekly").key).toBe("weekly:2026-11-16");
  });
});

describe("the digest", () => {
  it("writes each moment in the person's time zone, naming it", async () => {
    await db().update(users).set({ timeZone: "Asia/Kolkata" }).where(eq(users.id, "grace"));
    await db().update(users).set({ timeZone: "America/New_York" }).where(eq(users.id, "linus"));
    for (const userId of ["grace", "linus"]) {
      await db().insert(notificationSettings).values({ userId, digestFrequency: "daily" });
      await missed(userId, "Ada replied to your post", new Date("2026-11-24T03:00:00Z"));
    }
    expect(await sendDueDigests(db(), NOW, DEPS)).toBe(2);
    const [toGrace] = await digestsTo("grace");
    const [toLinus] = await digestsTo("linus");
    expect(toGrace?.textBody).toContain(
      "• Ada replied to your post — 24 November 2026, 08:30 (Asia/Kolkata)",
    );
    // 03:00 UTC is the evening before in New York.
    expect(toLinus?.textBody).toContain(
      "• Ada replied to your post — 23 November 2026, 22:00 (America/New_York)",
    );
    await db().update(users).set({ timeZone: null });
  });

  it("lists what an absent person missed in the period, once", async () => {
    await db().insert(notificationSettings).values({ userId: "ada", digestFrequency: "daily" });
    await missed("ada", "Grace replied to your post", new Date("2026-11-24T09:00:00Z"));
    await missed("ada", "Linus replied to your comment", new Date("2026-11-24T18:00:00Z"), "pending");
    await missed("ada", "Too early", new Date("2026-11-23T18:00:00Z"));
    await missed("ada", "Too late", new Date("2026-11-25T00:10:00Z"));

    expect(await sendDueDigests(db(), NOW, DEPS)).toBe(1);
    const [digest, ...others] = await digestsTo("ada");
    expect(others).toEqual([]);
    expect(digest).toMatchObject({
      kind: "notification-digest",
      subject: "You missed 2 notifications on Hatchery yesterday",
    });
    expect(digest?.textBody).toContain(
      "• Grace replied to your post — 24 November 2026, 09:00 UTC\n• Linus replied to your comment — 24 November 2026, 18:00 UTC",
    );
    expect(digest?.textBody).not.toContain("Too early");
    expect(digest?.textBody).toContain(`${PUBLIC_URL}/notifications`);

    // The pending single email is covered by the digest, and the next run sends nothing more.
    const [pending] = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.title, "Linus replied to your comment"));
    expect(
      await sendNotificationEmail(
        db(),
        pending?.id ?? "",
        { publicUrl: PUBLIC_URL, secret: "s".repeat(32) },
        NOTIFICATION_EMAIL_RENDERERS,
      ),
    ).toBe(false);
    expect(await sendDueDigests(db(), new Date(NOW.getTime() + 60 * 60_000), DEPS)).toBe(0);
    expect(await digestsTo("ada")).toHaveLength(1);
  });

  it("carries a one-click unsubscribe that turns the digest off, and sends none after it", async () => {
    await db().insert(notificationSettings).values({ userId: "grace", digestFrequency: "daily" });
    await missed("grace", "Ada replied to your post", new Date("2026-11-24T09:00:00Z"));
    expect(await sendDueDigests(db(), NOW, DEPS)).toBe(1);
    const [digest] = await digestsTo("grace");
    const link = digest?.headers["List-Unsubscribe"]?.replace(/^<|>$/g, "") ?? "";
    expect(link.startsWith(`${PUBLIC_URL}/api/notifications/unsubscribe?token=`)).toBe(true);
    expect(digest?.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(digest?.textBody).toContain(`Unsubscribe from the digest: ${link}`);
    const target = readUnsubscribeToken(DEPS.secret, new URL(link).searchParams.get("token") ?? "");
    expect(target).toEqual({ userId: "grace", kind: "digest" });

    await unsubscribe(db(), target ?? { userId: "", kind: "digest" });
    const [settings] = await db()
      .select()
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, "grace"));
    expect(settings?.digestFrequency).toBe("off");
    await missed("grace", "Linus replied to your post", new Date("2026-11-25T09:00:00Z"));
    expect(await sendDueDigests(db(), new Date("2026-11-26T00:30:00Z"), DEPS)).toBe(0);
    expect(await digestsTo("grace")).toHaveLength(1);
  });

  it("is not sent to someone who visited in the period, nor for what was read or emailed", async () => {
    await db()
      .insert(notificationSettings)
      .values([
        { userId: "grace", digestFrequency: "daily", lastVisitAt: new Date("2026-11-24T12:00:00Z") },
        { userId: "linus", digestFrequency: "daily" },
      ]);
    await missed("grace", "For Grace", new Date("2026-11-24T09:00:00Z"));
    await db()
      .insert(notifications)
      .values([
        {
          userId: "linus",
          kind: "mention",
          title: "Read",
          url: "/",
          createdAt: new Date("2026-11-24T09:00:00Z"),
          readAt: NOW,
        },
        {
          userId: "linus",
          kind: "mention",
          title: "Emailed",
          url: "/",
          createdAt: new Date("2026-11-24T09:00:00Z"),
          emailedAt: new Date("2026-11-24T09:01:00Z"),
        },
      ]);
    expect(await sendDueDigests(db(), NOW, DEPS)).toBe(0);
  });

  it("is weekly for people who did not choose, sent on the week's first run", async () => {
    await missed("linus", "Ada mentioned you", new Date("2026-11-18T09:00:00Z"));
    expect(await sendDueDigests(db(), NOW, DEPS)).toBe(1);
    expect((await digestsTo("linus"))[0]?.subject).toBe("You missed 1 notification on Hatchery last week");
  });

  it("sends one digest per period under concurrent runs", async () => {
    await db().insert(notificationSettings).values({ userId: "ada", digestFrequency: "daily" });
    await missed("ada", "Grace replied", new Date("2026-11-24T09:00:00Z"));
    const results = await Promise.all([sendDueDigests(db(), NOW, DEPS), sendDueDigests(db(), NOW, DEPS)]);
    expect(results.reduce((sum, sent) => sum + sent, 0)).toBe(1);
    expect(await digestsTo("ada")).toHaveLength(1);
  });
});
