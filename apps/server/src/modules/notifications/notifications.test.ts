import {
  DEFAULT_NOTIFICATION_DELIVERY,
  DEFAULT_NOTIFICATION_DIGEST_FREQUENCY,
  INVALID_CURSOR_MESSAGE,
  type MarkAllNotificationsReadResponse,
  NOTIFICATION_KINDS,
  type NotificationListResponse,
  type NotificationPreferencesResponse,
  type NotificationResponse,
  type NotificationUnreadCountResponse,
} from "@hatchery/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { events, notificationSettings, notifications } from "../../db/schema";
import { type CookieJar, call, createVerifiedUser, errorOf, person } from "../../test/auth-test-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { VISIT_RECORD_INTERVAL_MS } from "./notifications.service";
import { notify } from "./notify.service";

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

let t: TestApp;
let ada: { jar: CookieJar; userId: string };
let grace: { jar: CookieJar; userId: string };

beforeAll(async () => {
  t = await createTestApp();
  ada = await createVerifiedUser(t.app, t.db, person("ada@notifications.test"), { ip: "198.51.100.21" });
  grace = await createVerifiedUser(t.app, t.db, person("grace@notifications.test"), { ip: "198.51.100.22" });
}, 60_000);
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(notifications);
});

/** Notifies Ada of `count` mentions by Grace, one transaction each, oldest first. */
async function mentionAda(count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const [id] = await t.db.transaction((tx) =>
      notify(tx, [ada.userId], {
        kind: "mention",
        actorId: grace.userId,
        title: `Grace mentioned you (${index})`,
        url: `/teams/sun/feed?post=${index}`,
      }),
    );
    if (id) ids.push(id);
  }
  return ids;
}

const get = async <T>(path: string, jar: CookieJar) => {
  const response = await call(t.app, path, undefined, { jar });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
};

describe("the notification list", () => {
  it("pages the person's own notifications, latest change first, and filters the unread", async () => {
    const ids = await mentionAda(5);
    await t.db.transaction((tx) =>
      notify(tx, [grace.userId], { kind: "mention", actorId: ada.userId, title: "for grace", url: "/" }),
    );
    const first = await get<NotificationListResponse>("/api/notifications?limit=2", ada.jar);
    expect(first.items.map((item) => item.id)).toEqual([ids[4], ids[3]]);
    expect(first.items[0]).toMatchObject({
      kind: "mention",
      title: "Grace mentioned you (4)",
      url: "/teams/sun/feed?post=4",
      read: false,
      actorCount: 1,
      actor: { id: grace.userId },
    });
    expect(first.nextCursor).not.toBeNull();
    const second = await get<NotificationListResponse>(
      `/api/notifications?limit=2&cursor=${first.nextCursor}`,
      ada.jar,
    );
    expect(second.items.map((item) => item.id)).toEqual([ids[2], ids[1]]);
    const third = await get<NotificationListResponse>(
      `/api/notifications?limit=2&cursor=${second.nextCursor}`,
      ada.jar,
    );
    expect(third).toMatchObject({ items: [{ id: ids[0] }], nextCursor: null });

    await t.db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(eq(notifications.id, ids[4] ?? ""));
    const unread = await get<NotificationListResponse>("/api/notifications?unread=true", ada.jar);
    expect(unread.items.map((item) => item.id)).toEqual([ids[3], ids[2], ids[1], ids[0]]);
    const all = await get<NotificationListResponse>("/api/notifications", ada.jar);
    expect(all.items[0]).toMatchObject({ id: ids[4], read: true });
  });

  it("brings a group that grew back to the top", async () => {
    const [older] = await mentionAda(1);
    const reaction = (actorId: string) => ({
      kind: "reaction" as const,
      actorId,
      title: "reacted",
      groupTitle: "reacted with {others}",
      groupKey: "reaction:post-9",
      url: "/feed",
    });
    const [group] = await t.db.transaction((tx) => notify(tx, [ada.userId], reaction(grace.userId)));
    const [newer] = await mentionAda(1);
    let list = await get<NotificationListResponse>("/api/notifications", ada.jar);
    expect(list.items.map((item) => item.id)).toEqual([newer, group, older]);
    const linus = await createVerifiedUser(t.app, t.db, person("linus@notifications.test"), {
      ip: "198.51.100.23",
    });
    await t.db.transaction((tx) => notify(tx, [ada.userId], reaction(linus.userId)));
    list = await get<NotificationListResponse>("/api/notifications", ada.jar);
    expect(list.items.map((item) => item.id)).toEqual([group, newer, older]);
  });

  it("refuses a cursor or filter it did not give, and anyone signed out", async () => {
    expect(
      await errorOf(await call(t.app, "/api/notifications?cursor=nonsense", undefined, { jar: ada.jar })),
    ).toMatchObject({ status: 422, message: INVALID_CURSOR_MESSAGE });
    expect((await call(t.app, "/api/notifications?unread=yes", undefined, { jar: ada.jar })).status).toBe(
      422,
    );
    expect((await call(t.app, "/api/notifications")).status).toBe(401);
    expect((await call(t.app, "/api/notifications/unread-count")).status).toBe(401);
  });
});

describe("reading notifications", () => {
  it("counts the unread and the mentions among them, marks one read and announces it to the person", async () => {
    const ids = await mentionAda(3);
    expect(await get<NotificationUnreadCountResponse>("/api/notifications/unread-count", ada.jar)).toEqual({
      count: 3,
      mentions: 3,
    });
    expect(await get<NotificationUnreadCountResponse>("/api/notifications/unread-count", grace.jar)).toEqual({
      count: 0,
      mentions: 0,
    });
    const response = await call(t.app, `/api/notifications/${ids[1]}/read`, {}, { jar: ada.jar });
    expect(response.status).toBe(200);
    const { notification } = (await response.json()) as NotificationResponse;
    expect(notification).toMatchObject({ id: ids[1], read: true });
    expect(await get<NotificationUnreadCountResponse>("/api/notifications/unread-count", ada.jar)).toEqual({
      count: 2,
      mentions: 2,
    });
    const announced = await t.db
      .select()
      .from(events)
      .where(and(eq(events.type, "notification.changed"), eq(events.audienceId, ada.userId)));
    expect(announced.map((event) => event.payload)).toContainEqual({ notificationId: ids[1] });

    // Again: still read, nothing new announced.
    const again = await call(t.app, `/api/notifications/${ids[1]}/read`, {}, { jar: ada.jar });
    expect(again.status).toBe(200);
    const announcedAgain = await t.db
      .select()
      .from(events)
      .where(and(eq(events.type, "notification.changed"), eq(events.audienceId, ada.userId)));
    expect(announcedAgain).toHaveLength(announced.length);
  });

  it("answers someone else's, an unknown or a malformed id as not found", async () => {
    const [id] = await mentionAda(1);
    for (const target of [id, UNKNOWN_ID, "not-a-uuid"]) {
      const response = await call(t.app, `/api/notifications/${target}/read`, {}, { jar: grace.jar });
      expect(await errorOf(response)).toMatchObject({ status: 404, message: "Notification not found." });
    }
    const [row] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, id ?? ""));
    expect(row?.readAt).toBeNull();
  });

  it("marks all read, announcing once with no id, and leaves others' alone", async () => {
    await mentionAda(3);
    await t.db.transaction((tx) =>
      notify(tx, [grace.userId], { kind: "mention", actorId: ada.userId, title: "for grace", url: "/" }),
    );
    await t.db.delete(events);
    const response = await call(t.app, "/api/notifications/read-all", {}, { jar: ada.jar });
    expect(response.status).toBe(200);
    expect((await response.json()) as MarkAllNotificationsReadResponse).toEqual({ marked: 3 });
    expect(await get<NotificationUnreadCountResponse>("/api/notifications/unread-count", ada.jar)).toEqual({
      count: 0,
      mentions: 0,
    });
    expect(await get<NotificationUnreadCountResponse>("/api/notifications/unread-count", grace.jar)).toEqual({
      count: 1,
      mentions: 1,
    });
    const announced = await t.db.select().from(events).where(eq(events.type, "notification.changed"));
    expect(announced.map((event) => [event.audienceId, event.payload])).toEqual([
      [ada.userId, { notificationId: null }],
    ]);
    const none = await call(t.app, "/api/notifications/read-all", {}, { jar: ada.jar });
    expect(await none.json()).toEqual({ marked: 0 });
  });

  it("refuses a change from another site", async () => {
    const [id] = await mentionAda(1);
    const response = await call(
      t.app,
      `/api/notifications/${id}/read`,
      {},
      {
        jar: ada.jar,
        origin: "https://evil.example",
      },
    );
    expect(response.status).toBe(403);
  });
});

describe("the visit the bell records", () => {
  it("writes the last visit at most once per few minutes", async () => {
    const margaret = await createVerifiedUser(t.app, t.db, person("margaret@notifications.test"), {
      ip: "198.51.100.24",
    });
    const visitOf = async () => {
      const [row] = await t.db
        .select()
        .from(notificationSettings)
        .where(eq(notificationSettings.userId, margaret.userId));
      return row?.lastVisitAt?.getTime();
    };
    const start = new Date("2026-11-20T10:00:00Z");
    t.clock.set(start);
    try {
      await get("/api/notifications/unread-count", margaret.jar);
      expect(await visitOf()).toBe(start.getTime());
      t.clock.advance(60_000);
      await get("/api/notifications/unread-count", margaret.jar);
      expect(await visitOf()).toBe(start.getTime());
      t.clock.advance(VISIT_RECORD_INTERVAL_MS);
      await get("/api/notifications/unread-count", margaret.jar);
      expect(await visitOf()).toBe(start.getTime() + 60_000 + VISIT_RECORD_INTERVAL_MS);
    } finally {
      t.clock.set(null);
    }
  });
});

describe("notification preferences", () => {
  const PREFERENCES = "/api/notifications/preferences";
  const patch = (body: unknown, jar: CookieJar) => call(t.app, PREFERENCES, body, { jar, method: "PATCH" });

  it("answers the defaults before any choice", async () => {
    const preferences = await get<NotificationPreferencesResponse>(PREFERENCES, grace.jar);
    expect(preferences.digestFrequency).toBe(DEFAULT_NOTIFICATION_DIGEST_FREQUENCY);
    expect(preferences.kinds).toEqual(
      NOTIFICATION_KINDS.map((kind) => ({ kind, delivery: DEFAULT_NOTIFICATION_DELIVERY[kind] })),
    );
  });

  it("changes only the kinds named and the digest, and notify follows the choice", async () => {
    const response = await patch({ deliveries: { mention: "off", reply: "email" } }, ada.jar);
    expect(response.status).toBe(200);
    let preferences = (await response.json()) as NotificationPreferencesResponse;
    expect(preferences.kinds).toContainEqual({ kind: "mention", delivery: "off" });
    expect(preferences.kinds).toContainEqual({ kind: "reply", delivery: "email" });
    expect(preferences.kinds).toContainEqual({ kind: "reaction", delivery: "in_app" });
    expect(preferences.digestFrequency).toBe("weekly");

    preferences = (await (
      await patch({ deliveries: { reply: "in_app" }, digestFrequency: "daily" }, ada.jar)
    ).json()) as NotificationPreferencesResponse;
    expect(preferences.kinds).toContainEqual({ kind: "mention", delivery: "off" });
    expect(preferences.kinds).toContainEqual({ kind: "reply", delivery: "in_app" });
    expect(preferences.digestFrequency).toBe("daily");
    // Grace's are her own.
    expect((await get<NotificationPreferencesResponse>(PREFERENCES, grace.jar)).digestFrequency).toBe(
      "weekly",
    );

    expect(await mentionAda(1)).toEqual([]);
    await patch({ deliveries: { mention: "email" }, digestFrequency: "weekly" }, ada.jar);
  });

  it("refuses an unknown kind, delivery, frequency or field with a message", async () => {
    for (const body of [
      { deliveries: { gossip: "email" } },
      { deliveries: { mention: "pigeon" } },
      { digestFrequency: "hourly" },
      { somethingElse: true },
    ]) {
      const response = await patch(body, ada.jar);
      expect(response.status).toBe(422);
      expect((await errorOf(response)).message).not.toBe("");
    }
    expect((await call(t.app, PREFERENCES, { digestFrequency: "daily" }, { method: "PATCH" })).status).toBe(
      401,
    );
  });
});
