import type { CreateSubscriptionResponse, NotificationListResponse } from "@hatchery/shared";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, incubators, subscriptionPlans, users } from "../../db/schema";
import { extractLinks } from "../../lib/mailer";
import { createBuiltinPaymentProvider, type PaymentProvider } from "../../lib/payment-provider";
import { type CookieJar, call, createVerifiedUser, person } from "../../test/auth-test-helpers";
import { deliverNotificationEmails } from "../../test/notification-test-helpers";
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from "../../test/test-app";
import { cancelSubscription } from "./subscriptions.service";

/** The built-in checkout's subscription emails, as the outbox (and so the dev mailbox) shows them. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let count = 0;

async function subscriberWithPlan(trialPeriodDays: number) {
  count += 1;
  const email = `mail-subscriber${count}@hatchery.test`;
  const ip = `203.0.113.${count}`;
  const { jar } = await createVerifiedUser(t.app, t.db, person(email), { ip });
  const [incubator] = await t.db
    .insert(incubators)
    .values({ slug: `mail-incubator-${count}`, name: `Mail Incubator ${count}` })
    .returning();
  const [plan] = await t.db
    .insert(subscriptionPlans)
    .values({
      incubatorId: incubator?.id ?? "",
      name: `Builder ${count}`,
      priceMonthly: 1999,
      trialPeriodDays,
    })
    .returning();
  return { jar, ip, email, planId: plan?.id ?? "", n: count };
}

async function subscribe(who: { jar: CookieJar; ip: string; planId: string }): Promise<string> {
  const created = await call(
    t.app,
    "/api/subscriptions",
    { planId: who.planId },
    { jar: who.jar, ip: who.ip },
  );
  expect(created.status).toBe(201);
  // The built-in checkout's page: https://hatchery.test/checkout/{id}.
  const { url } = (await created.json()) as CreateSubscriptionResponse;
  return new URL(url).pathname.split("/").at(-1) ?? "";
}

async function mailsTo(to: string) {
  await deliverNotificationEmails(t.db, t.env);
  return t.db
    .select({ kind: emailOutbox.kind, subject: emailOutbox.subject, textBody: emailOutbox.textBody })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, to))
    .orderBy(asc(emailOutbox.createdAt))
    .then((rows) => rows.filter((row) => row.kind.startsWith("subscription-")));
}

describe("subscription emails of the built-in checkout", () => {
  it("sends a trial receipt when the trial starts, and nothing for the checkout alone", async () => {
    const who = await subscriberWithPlan(14);
    const id = await subscribe(who);
    expect(await mailsTo(who.email)).toEqual([]);

    const confirmed = await call(t.app, `/api/checkout/${id}/confirm`, {}, { jar: who.jar, ip: who.ip });
    expect(confirmed.status).toBe(200);
    const [receipt, ...others] = await mailsTo(who.email);
    expect(others).toEqual([]);
    expect(receipt).toMatchObject({
      kind: "subscription-started",
      subject: `Your free trial of Builder ${who.n} at Mail Incubator ${who.n} has started`,
    });
    expect(receipt?.textBody).toContain("Price: $19.99/month");
    expect(receipt?.textBody).toContain("This was a test-mode checkout: no money was charged.");
    expect(extractLinks(receipt?.textBody ?? "")[0]).toBe("https://hatchery.test/subscription");
    const centre = await call(t.app, "/api/notifications", undefined, { jar: who.jar, ip: who.ip });
    expect(((await centre.json()) as NotificationListResponse).items).toMatchObject([
      {
        kind: "subscription",
        actor: null,
        title: `Your trial of Builder ${who.n} at Mail Incubator ${who.n} has started`,
        url: "/subscription",
      },
    ]);
  });

  it("sends no email when the person chose the app only for subscription changes", async () => {
    const who = await subscriberWithPlan(0);
    const preferences = await call(
      t.app,
      "/api/notifications/preferences",
      { deliveries: { subscription: "in_app" } },
      { jar: who.jar, ip: who.ip, method: "PATCH" },
    );
    expect(preferences.status).toBe(200);
    const id = await subscribe(who);
    await call(t.app, `/api/checkout/${id}/confirm`, {}, { jar: who.jar, ip: who.ip });
    expect(await mailsTo(who.email)).toEqual([]);
  });

  it("sends a payment receipt, then a cancellation notice when the person cancels", async () => {
    const who = await subscriberWithPlan(0);
    const id = await subscribe(who);
    await call(t.app, `/api/checkout/${id}/confirm`, {}, { jar: who.jar, ip: who.ip });
    const canceled = await call(t.app, `/api/subscriptions/${id}/cancel`, {}, { jar: who.jar, ip: who.ip });
    expect(canceled.status).toBe(200);

    const mails = await mailsTo(who.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Your receipt for Builder ${who.n} at Mail Incubator ${who.n}`,
      `Your Builder ${who.n} subscription at Mail Incubator ${who.n} is canceled`,
    ]);
    // Canceled at the end of the paid period: the notice says until when access lasts.
    expect(mails[1]?.textBody).toMatch(
      /You keep your subscriber access until \d{1,2} \w+ \d{4}, \d{2}:\d{2} UTC; nothing more is charged\./,
    );
    expect(mails[1]?.textBody).toContain("https://hatchery.test/subscription");
  });

  it("sends nothing when an unpaid checkout is canceled", async () => {
    const who = await subscriberWithPlan(0);
    const id = await subscribe(who);
    const canceled = await call(t.app, `/api/subscriptions/${id}/cancel`, {}, { jar: who.jar, ip: who.ip });
    expect(canceled.status).toBe(200);
    expect(await mailsTo(who.email)).toEqual([]);
  });

  it("queues no cancellation notice when the cancellation rolls back", async () => {
    const who = await subscriberWithPlan(0);
    const id = await subscribe(who);
    await call(t.app, `/api/checkout/${id}/confirm`, {}, { jar: who.jar, ip: who.ip });
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, who.email));
    const actor = { kind: "user" as const, userId: user?.id ?? "", email: who.email, emailVerified: true };
    const refusing: PaymentProvider = {
      ...createBuiltinPaymentProvider(TEST_PUBLIC_URL),
      cancelAtPeriodEnd: () => Promise.reject(new Error("provider down")),
    };
    await expect(
      cancelSubscription(
        t.db,
        actor,
        { id },
        { provider: refusing, publicUrl: TEST_PUBLIC_URL, clock: t.clock },
      ),
    ).rejects.toThrow("provider down");
    expect((await mailsTo(who.email)).map((mail) => mail.kind)).toEqual(["subscription-started"]);
  });
});
