import { randomUUID } from "node:crypto";
import type {
  CreateSubscriptionResponse,
  CurrentSubscriptionResponse,
  SubscriptionResponse,
  SubscriptionStatus,
} from "@hatchery/shared";
import { and, eq, ne } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { incubatorMembers, incubators, subscriptionPlans, subscriptions, users } from "../../db/schema";
import { createJobWorker } from "../../lib/jobs/job-worker";
import { type CookieJar, call, createVerifiedUser, latestEmail, person } from "../../test/auth-test-helpers";
import { deliverNotificationEmails } from "../../test/notification-test-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { SUBSCRIPTION_EMAIL_KINDS } from "./subscription-emails.service";
import { periodEndAfter, renewBuiltinSubscriptions, subscriptionRenewalJobs } from "./subscription-renewal";
import { addMonths } from "./subscription-requests";

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
// Each test renews only its own subscriptions: whatever the previous one left running is ended here.
afterEach(async () => {
  await t.db
    .update(subscriptions)
    .set({ status: "canceled", canceledAt: new Date(), cancelAtPeriodEnd: false })
    .where(ne(subscriptions.status, "canceled"));
});

let count = 0;

interface Subscriber {
  jar: CookieJar;
  userId: string;
  ip: string;
}

async function newPerson(): Promise<Subscriber> {
  count += 1;
  const ip = `198.51.100.${count}`;
  const { jar, userId } = await createVerifiedUser(t.app, t.db, person(`renewal${count}@hatchery.test`), {
    ip,
  });
  return { jar, userId, ip };
}

async function newPlan(trialPeriodDays: number): Promise<{ incubatorId: string; planId: string }> {
  count += 1;
  const [incubator] = await t.db
    .insert(incubators)
    .values({ slug: `renewal-${count}`, name: `Renewal ${count}` })
    .returning({ id: incubators.id });
  const incubatorId = incubator?.id ?? "";
  const [plan] = await t.db
    .insert(subscriptionPlans)
    .values({ incubatorId, name: `Monthly ${count}`, priceMonthly: 1500, trialPeriodDays })
    .returning({ id: subscriptionPlans.id });
  return { incubatorId, planId: plan?.id ?? "" };
}

/** Subscribes through the API and pays at the built-in checkout. */
async function subscribedThroughCheckout(
  who: Subscriber,
  planId: string,
): Promise<SubscriptionResponse["subscription"]> {
  const created = await call(t.app, "/api/subscriptions", { planId }, { jar: who.jar, ip: who.ip });
  expect(created.status).toBe(201);
  const id = ((await created.json()) as CreateSubscriptionResponse).url.split("/").at(-1);
  const confirmed = await call(t.app, `/api/checkout/${id}/confirm`, {}, { jar: who.jar, ip: who.ip });
  expect(confirmed.status).toBe(200);
  return ((await confirmed.json()) as SubscriptionResponse).subscription;
}

async function currentOf(who: Subscriber) {
  const response = await call(t.app, "/api/subscriptions/current", undefined, { jar: who.jar, ip: who.ip });
  return ((await response.json()) as CurrentSubscriptionResponse).current;
}

async function tierOf(userId: string, incubatorId: string) {
  const [row] = await t.db
    .select({ tier: incubatorMembers.membershipTier })
    .from(incubatorMembers)
    .where(and(eq(incubatorMembers.userId, userId), eq(incubatorMembers.incubatorId, incubatorId)));
  return row?.tier;
}

const later = (date: Date, ms: number) => new Date(date.getTime() + ms);

describe("periodEndAfter", () => {
  it("is the first whole number of months after the anchor that lies after now", () => {
    const anchor = new Date("2026-01-31T09:00:00.000Z");
    expect(periodEndAfter(anchor, anchor).toISOString()).toBe("2026-02-28T09:00:00.000Z");
    expect(periodEndAfter(anchor, new Date("2026-02-28T09:00:00.000Z")).toISOString()).toBe(
      "2026-03-31T09:00:00.000Z",
    );
    expect(periodEndAfter(anchor, new Date("2026-05-01T00:00:00.000Z")).toISOString()).toBe(
      "2026-05-31T09:00:00.000Z",
    );
  });
});

describe("renewBuiltinSubscriptions", () => {
  it("ends a built-in trial once its end has passed: active until a month after it, still a subscriber", async () => {
    const who = await newPerson();
    const { incubatorId, planId } = await newPlan(14);
    const trial = await subscribedThroughCheckout(who, planId);
    expect(trial.status).toBe("trial");
    const trialEnd = new Date(trial.trialEndsAt ?? "");

    expect(await renewBuiltinSubscriptions(t.db, later(trialEnd, -MINUTE_MS))).toEqual({
      activated: 0,
      renewed: 0,
      ended: 0,
    });
    expect((await currentOf(who))?.status).toBe("trial");

    expect(await renewBuiltinSubscriptions(t.db, later(trialEnd, DAY_MS))).toEqual({
      activated: 1,
      renewed: 0,
      ended: 0,
    });
    expect(await currentOf(who)).toMatchObject({
      id: trial.id,
      status: "active",
      trialEndsAt: trial.trialEndsAt,
      currentPeriodEnd: addMonths(trialEnd, 1).toISOString(),
      canceledAt: null,
    });
    expect(await tierOf(who.userId, incubatorId)).toBe("subscriber");
  });

  it("rolls a trial that ended months ago forward, month by month, to the period running now", async () => {
    const who = await newPerson();
    const trial = await subscribedThroughCheckout(who, (await newPlan(7)).planId);
    const trialEnd = new Date(trial.trialEndsAt ?? "");

    await renewBuiltinSubscriptions(t.db, later(addMonths(trialEnd, 3), DAY_MS));

    expect(await currentOf(who)).toMatchObject({
      status: "active",
      currentPeriodEnd: addMonths(trialEnd, 4).toISOString(),
    });
  });

  it("renews an active subscription whose month has passed (test mode: no money moves), once", async () => {
    const who = await newPerson();
    const active = await subscribedThroughCheckout(who, (await newPlan(0)).planId);
    expect(active.status).toBe("active");
    const periodEnd = new Date(active.currentPeriodEnd ?? "");

    expect(await renewBuiltinSubscriptions(t.db, later(periodEnd, -1000))).toEqual({
      activated: 0,
      renewed: 0,
      ended: 0,
    });
    expect(await renewBuiltinSubscriptions(t.db, periodEnd)).toEqual({
      activated: 0,
      renewed: 1,
      ended: 0,
    });
    expect(await renewBuiltinSubscriptions(t.db, periodEnd)).toEqual({
      activated: 0,
      renewed: 0,
      ended: 0,
    });
    expect(await currentOf(who)).toMatchObject({
      id: active.id,
      status: "active",
      currentPeriodEnd: addMonths(periodEnd, 1).toISOString(),
    });

    // A year unseen (the server was down): one renewal, to the period running now.
    const secondEnd = addMonths(periodEnd, 1);
    expect(await renewBuiltinSubscriptions(t.db, later(addMonths(secondEnd, 12), MINUTE_MS))).toEqual({
      activated: 0,
      renewed: 1,
      ended: 0,
    });
    expect((await currentOf(who))?.currentPeriodEnd).toBe(addMonths(secondEnd, 13).toISOString());
  });

  it("brings the member's tier along, through the one function that changes a subscription", async () => {
    const who = await newPerson();
    const { incubatorId, planId } = await newPlan(3);
    const trial = await subscribedThroughCheckout(who, planId);
    // A tier out of step (changed behind the server's back) is put right by the change of state.
    await t.db
      .update(incubatorMembers)
      .set({ membershipTier: "guest" })
      .where(and(eq(incubatorMembers.userId, who.userId), eq(incubatorMembers.incubatorId, incubatorId)));

    await renewBuiltinSubscriptions(t.db, later(new Date(trial.trialEndsAt ?? ""), MINUTE_MS));

    expect(await tierOf(who.userId, incubatorId)).toBe("subscriber");
  });

  it("leaves Stripe's subscriptions, and built-in ones that are pending, past due or canceled, alone", async () => {
    const { incubatorId, planId } = await newPlan(0);
    const longAgo = new Date("2025-01-15T12:00:00.000Z");
    const cases: [SubscriptionStatus, "builtin" | "stripe"][] = [
      ["active", "stripe"],
      ["trial", "stripe"],
      ["past_due", "builtin"],
      ["canceled", "builtin"],
      ["pending_payment", "builtin"],
    ];
    const ids: string[] = [];
    for (const [status, provider] of cases) {
      const userId = `renewal-${randomUUID()}`;
      await t.db.insert(users).values({ id: userId, name: "Renewal Person", email: `${userId}@example.com` });
      const [row] = await t.db
        .insert(subscriptions)
        .values({
          userId,
          incubatorId,
          planId,
          status,
          provider,
          trialEndsAt: longAgo,
          currentPeriodEnd: longAgo,
        })
        .returning({ id: subscriptions.id });
      ids.push(row?.id ?? "");
    }

    expect(await renewBuiltinSubscriptions(t.db, new Date())).toEqual({
      activated: 0,
      renewed: 0,
      ended: 0,
    });

    const rows = await t.db.select().from(subscriptions).where(eq(subscriptions.incubatorId, incubatorId));
    expect(rows.map((row) => [row.status, row.provider, row.currentPeriodEnd?.toISOString()]).sort()).toEqual(
      cases.map(([status, provider]) => [status, provider, longAgo.toISOString()]).sort(),
    );
    expect(rows.map((row) => row.id).sort()).toEqual([...ids].sort());
  });
});

describe("a subscription canceled at the end of its period", () => {
  function cancel(who: Subscriber, id: string) {
    return call(t.app, `/api/subscriptions/${id}/cancel`, {}, { jar: who.jar, ip: who.ip });
  }

  it("keeps a canceled trial until the trial ends, then ends it instead of renewing, and the person is a guest", async () => {
    const who = await newPerson();
    const { incubatorId, planId } = await newPlan(14);
    const trial = await subscribedThroughCheckout(who, planId);
    expect((await cancel(who, trial.id)).status).toBe(200);
    const trialEnd = new Date(trial.trialEndsAt ?? "");

    expect(await renewBuiltinSubscriptions(t.db, later(trialEnd, -MINUTE_MS))).toEqual({
      activated: 0,
      renewed: 0,
      ended: 0,
    });
    expect(await currentOf(who)).toMatchObject({ id: trial.id, status: "trial", cancelAtPeriodEnd: true });
    expect(await tierOf(who.userId, incubatorId)).toBe("subscriber");

    expect(await renewBuiltinSubscriptions(t.db, later(trialEnd, MINUTE_MS))).toEqual({
      activated: 0,
      renewed: 0,
      ended: 1,
    });
    expect(await currentOf(who)).toBeNull();
    const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, trial.id));
    expect(row).toMatchObject({ status: "canceled", cancelAtPeriodEnd: false, canceledAt: trialEnd });
    expect(await tierOf(who.userId, incubatorId)).toBe("guest");
    const [user] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, who.userId));
    await deliverNotificationEmails(t.db, t.env);
    await expect(latestEmail(t.db, user?.email ?? "", SUBSCRIPTION_EMAIL_KINDS.ended)).resolves.toBeDefined();
  });

  it("ends a canceled paid month at its end; a resumed one renews as before", async () => {
    const canceling = await newPerson();
    const resuming = await newPerson();
    const { incubatorId, planId } = await newPlan(0);
    const paid = await subscribedThroughCheckout(canceling, planId);
    const kept = await subscribedThroughCheckout(resuming, planId);
    expect((await cancel(canceling, paid.id)).status).toBe(200);
    expect((await cancel(resuming, kept.id)).status).toBe(200);
    const resumed = await call(
      t.app,
      `/api/subscriptions/${kept.id}/resume`,
      {},
      {
        jar: resuming.jar,
        ip: resuming.ip,
      },
    );
    expect(resumed.status).toBe(200);
    const periodEnd = new Date(paid.currentPeriodEnd ?? "");
    const laterEnd = new Date(kept.currentPeriodEnd ?? "");

    expect(await renewBuiltinSubscriptions(t.db, later(laterEnd, MINUTE_MS))).toEqual({
      activated: 0,
      renewed: 1,
      ended: 1,
    });
    expect(await currentOf(canceling)).toBeNull();
    expect(await tierOf(canceling.userId, incubatorId)).toBe("guest");
    const [ended] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, paid.id));
    expect(ended?.canceledAt).toEqual(periodEnd);
    expect(await currentOf(resuming)).toMatchObject({
      id: kept.id,
      status: "active",
      cancelAtPeriodEnd: false,
    });
    expect(await tierOf(resuming.userId, incubatorId)).toBe("subscriber");
  });
});

describe("subscriptionRenewalJobs", () => {
  it("renews as a scheduled job at the time of the worker's clock", async () => {
    const who = await newPerson();
    const trial = await subscribedThroughCheckout(who, (await newPlan(30)).planId);
    const clock = later(new Date(trial.trialEndsAt ?? ""), DAY_MS);
    const silent = pino({ level: "silent" });
    const worker = createJobWorker({
      db: t.db,
      logger: silent,
      registrations: subscriptionRenewalJobs(t.db, silent, 1000),
      clock: { now: () => clock },
    });
    expect((await currentOf(who))?.status).toBe("trial");
    expect(await worker.runOnce()).toMatchObject({ scheduled: 1, succeeded: 1 });
    expect((await currentOf(who))?.status).toBe("active");
  });
});
