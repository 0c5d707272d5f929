import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { authSecretOf } from "../../auth/auth";
import {
  emailOutbox,
  jobs,
  notificationPreferences,
  notificationSettings,
  notifications,
} from "../../db/schema";
import { extractLinks } from "../../lib/mailer";
import { NOTIFICATION_EMAIL_RENDERERS } from "../../notification-email-list";
import { type CookieJar, call, createVerifiedUser, person } from "../../test/auth-test-helpers";
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from "../../test/test-app";
import { sendNotificationEmail } from "./notification-emails";
import { UNSUBSCRIBE_RATE_LIMIT } from "./notifications.routes";
import { notificationEmailJob, notify } from "./notify.service";
import { readUnsubscribeToken, unsubscribeToken, unsubscribeUrl } from "./unsubscribe-links";

let t: TestApp;
let ada: { userId: string };
let grace: { userId: string; jar: CookieJar };
let deps: { publicUrl: string; secret: string };

beforeAll(async () => {
  t = await createTestApp();
  ada = await createVerifiedUser(t.app, t.db, person("ada@emails.test"), { ip: "198.51.100.31" });
  grace = await createVerifiedUser(t.app, t.db, person("grace@emails.test"), { ip: "198.51.100.32" });
  deps = { publicUrl: TEST_PUBLIC_URL, secret: authSecretOf(t.env) };
}, 60_000);
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(notifications);
  await t.db.delete(notificationPreferences);
  await t.db.delete(emailOutbox);
  await t.db.delete(jobs);
});

async function mentionAda(): Promise<string> {
  const [id] = await t.db.transaction((tx) =>
    notify(tx, [ada.userId], {
      kind: "mention",
      actorId: grace.userId,
      title: "Grace mentioned you in Sun Team",
      excerpt: "Ada, could you <b>look</b> at this?",
      url: "/teams/sun-team/feed?post=1",
    }),
  );
  if (!id) throw new Error("no notification");
  return id;
}

const outboxTo = (address: string) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, address))
    .orderBy(desc(emailOutbox.createdAt));

describe("a notification's email", () => {
  it("is queued once, with its words, a link into the app and a one-click unsubscribe", async () => {
    const id = await mentionAda();
    expect(await t.db.select().from(jobs).where(eq(jobs.name, notificationEmailJob.name))).toHaveLength(1);
    expect(await sendNotificationEmail(t.db, id, deps, NOTIFICATION_EMAIL_RENDERERS)).toBe(true);
    expect(await sendNotificationEmail(t.db, id, deps, NOTIFICATION_EMAIL_RENDERERS)).toBe(false);
    const messages = await outboxTo("ada@emails.test");
    expect(messages).toHaveLength(1);
    const [message] = messages;
    expect(message).toMatchObject({
      kind: "notification-mention",
      subject: "Grace mentioned you in Sun Team",
    });
    expect(message?.textBody).toContain("Ada, could you <b>look</b> at this?");
    expect(message?.htmlBody).toContain("Ada, could you &lt;b&gt;look&lt;/b&gt; at this?");
    const link = unsubscribeUrl(deps, ada.userId, "mention");
    expect(extractLinks(message?.textBody ?? "")).toEqual([
      `${TEST_PUBLIC_URL}/teams/sun-team/feed?post=1`,
      link,
    ]);
    expect(message?.headers).toEqual({
      "List-Unsubscribe": `<${link}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    const [row] = await t.db.select().from(notifications).where(eq(notifications.id, id));
    expect(row?.emailedAt).not.toBeNull();
  });

  it("is not sent when the person read it first or no longer wants email for its kind", async () => {
    const read = await mentionAda();
    await t.db.update(notifications).set({ readAt: new Date() }).where(eq(notifications.id, read));
    expect(await sendNotificationEmail(t.db, read, deps, NOTIFICATION_EMAIL_RENDERERS)).toBe(false);

    const unwanted = await mentionAda();
    await t.db
      .insert(notificationPreferences)
      .values({ userId: ada.userId, kind: "mention", delivery: "in_app" });
    expect(await sendNotificationEmail(t.db, unwanted, deps, NOTIFICATION_EMAIL_RENDERERS)).toBe(false);
    expect(await outboxTo("ada@emails.test")).toEqual([]);
  });
});

describe("the unsubscribe link", () => {
  const path = (token: string) => `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`;
  const mentionDelivery = async () => {
    const [row] = await t.db
      .select()
      .from(notificationPreferences)
      .where(
        and(eq(notificationPreferences.userId, ada.userId), eq(notificationPreferences.kind, "mention")),
      );
    return row?.delivery;
  };

  it("reads only tokens this server signed, for the kind signed", () => {
    const token = unsubscribeToken(deps.secret, ada.userId, "mention");
    expect(readUnsubscribeToken(deps.secret, token)).toEqual({ userId: ada.userId, kind: "mention" });
    expect(readUnsubscribeToken("another secret of enough length.....", token)).toBeNull();
    const [, signature] = token.split(".");
    const otherKind = Buffer.from(JSON.stringify([ada.userId, "reply"])).toString("base64url");
    expect(readUnsubscribeToken(deps.secret, `${otherKind}.${signature}`)).toBeNull();
    expect(readUnsubscribeToken(deps.secret, "nonsense")).toBeNull();
  });

  it("shows a page with a button on GET, changing nothing", async () => {
    const token = unsubscribeToken(deps.secret, ada.userId, "mention");
    const response = await call(t.app, path(token), undefined, { origin: null });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    const html = await response.text();
    expect(html).toContain("Unsubscribe from these emails?");
    expect(html).toContain(`<form method="post" action="/api/notifications/unsubscribe?token=${token}">`);
    expect(await mentionDelivery()).toBeUndefined();
  });

  it("unsubscribes at once on a POST without sign-in (RFC 8058), keeping the kind in the app", async () => {
    const token = unsubscribeToken(deps.secret, ada.userId, "mention");
    const response = await call(t.app, path(token), undefined, {
      origin: null,
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("You are unsubscribed");
    expect(await mentionDelivery()).toBe("in_app");
    // Again: nothing changes.
    expect((await call(t.app, path(token), undefined, { origin: null, method: "POST" })).status).toBe(200);

    // A kind turned off stays off.
    await t.db
      .update(notificationPreferences)
      .set({ delivery: "off" })
      .where(eq(notificationPreferences.userId, ada.userId));
    await call(t.app, path(token), undefined, { origin: null, method: "POST" });
    expect(await mentionDelivery()).toBe("off");
  });

  it("turns the digest off from the digest's link, with its own page", async () => {
    const token = unsubscribeToken(deps.secret, grace.userId, "digest");
    const page = await call(t.app, path(token), undefined, { origin: null });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Unsubscribe from the digest?");
    const done = await call(t.app, path(token), undefined, { origin: null, method: "POST" });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("You will no longer get the digest");
    const [settings] = await t.db
      .select()
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, grace.userId));
    expect(settings?.digestFrequency).toBe("off");
    const preferences = await call(t.app, "/api/notifications/preferences", undefined, { jar: grace.jar });
    expect(((await preferences.json()) as { digestFrequency: string }).digestFrequency).toBe("off");
  });

  it("counts the link's page and its POST per address, and answers 429 with words past the limit", async () => {
    const token = unsubscribeToken(deps.secret, ada.userId, "reply");
    const ip = "203.0.113.77";
    for (let index = 0; index < UNSUBSCRIBE_RATE_LIMIT.points; index += 1) {
      const method = index % 2 === 0 ? "GET" : "POST";
      expect((await call(t.app, path(token), undefined, { origin: null, method, ip })).status).toBe(200);
    }
    const refused = await call(t.app, path(token), undefined, { origin: null, method: "POST", ip });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).not.toBeNull();
    // A page, like the link's other answers: it is opened in a browser or a mail client.
    expect(refused.headers.get("Content-Type")).toContain("text/html");
    expect(await refused.text()).toContain(UNSUBSCRIBE_RATE_LIMIT.message);
    // Another address is not held back.
    expect((await call(t.app, path(token), undefined, { origin: null, ip: "203.0.113.78" })).status).toBe(
      200,
    );
  });

  it("answers a tampered or missing token plainly", async () => {
    const token = unsubscribeToken(deps.secret, ada.userId, "mention");
    const tampered = await call(t.app, path(`${token}x`), undefined, { origin: null, method: "POST" });
    expect(tampered.status).toBe(400);
    expect(await tampered.text()).toContain("This unsubscribe link is not valid");
    expect(await mentionDelivery()).toBeUndefined();
    const missing = await call(t.app, "/api/notifications/unsubscribe", undefined, { origin: null });
    expect(missing.status).toBe(422);
    expect(await missing.text()).toContain("This unsubscribe link is not valid");
  });
});
