import {
  type CheckoutResponse,
  type CreateSubscriptionResponse,
  type CurrentSubscriptionResponse,
  INCUBATOR_ERROR_MESSAGES,
  INVALID_CURSOR_MESSAGE,
  PAGE_LIMIT_MAX,
  PAGE_LIMIT_MESSAGE,
  SUBSCRIPTION_HISTORY_PAGE_SIZE,
  SUBSCRIPTION_MESSAGES,
  type SubscriptionHistoryResponse,
  type SubscriptionResponse,
} from "@hatchery/shared";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { incubatorMembers, incubators, subscriptionPlans, subscriptions, users } from "../../db/schema";
import type { Actor } from "../../lib/context";
import { createBuiltinPaymentProvider, type PaymentProvider } from "../../lib/payment-provider";
import { type CookieJar, call, createVerifiedUser, errorOf, person } from "../../test/auth-test-helpers";
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from "../../test/test-app";
import { reconcileMembershipTiers } from "../memberships/memberships.service";
import { confirmCheckout, getCheckout } from "./subscription-checkout.service";
import { addOneMonth } from "./subscription-requests";
import { cancelSubscription, changeSubscriptionPlan, createSubscription } from "./subscriptions.service";

/** The built-in provider, as a base for providers a test makes up. */
const builtin = createBuiltinPaymentProvider("https://hatchery.test");
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let sequence = 0;
function nextNumber(): number {
  sequence += 1;
  return sequence;
}

interface Subscriber {
  jar: CookieJar;
  userId: string;
  email: string;
  ip: string;
  actor: Actor;
}

let people = 0;
/** A verified person with an address of their own, clear of per-address limits. */
async function newPerson(): Promise<Subscriber> {
  people += 1;
  const email = `subscriber${people}@hatchery.test`;
  const ip = `198.51.100.${people}`;
  const { jar, userId } = await createVerifiedUser(t.app, t.db, person(email), { ip });
  return { jar, userId, email, ip, actor: { kind: "user", userId, email, emailVerified: true } };
}

async function newIncubator(status: "active" | "paused" | "archived" = "active") {
  const n = nextNumber();
  const [row] = await t.db
    .insert(incubators)
    .values({ slug: `incubator-${n}`, name: `Incubator ${n}`, status })
    .returning();
  if (!row) throw new Error("no incubator");
  return row;
}

async function newPlan(
  incubatorId: string,
  values: { trialPeriodDays?: number; isActive?: boolean; priceMonthly?: number } = {},
) {
  const [row] = await t.db
    .insert(subscriptionPlans)
    .values({ incubatorId, name: `Plan ${nextNumber()}`, priceMonthly: 1999, ...values })
    .returning();
  if (!row) throw new Error("no plan");
  return row;
}

function subscribe(who: Subscriber | undefined, planId: unknown) {
  return call(t.app, "/api/subscriptions", { planId }, { jar: who?.jar, ip: who?.ip });
}

function confirm(who: Subscriber, id: string) {
  return call(t.app, `/api/checkout/${id}/confirm`, {}, { jar: who.jar, ip: who.ip });
}

function cancel(who: Subscriber, id: string) {
  return call(t.app, `/api/subscriptions/${id}/cancel`, {}, { jar: who.jar, ip: who.ip });
}

function get(who: Subscriber, path: string) {
  return call(t.app, path, undefined, { jar: who.jar, ip: who.ip });
}

/** The subscription id at the end of the built-in checkout's address. */
function idOfUrl(url: string): string {
  const match = /^https:\/\/hatchery\.test\/checkout\/([0-9a-f-]{36})$/.exec(url);
  if (!match?.[1]) throw new Error(`not a checkout url: ${url}`);
  return match[1];
}

async function subscribed(who: Subscriber, planId: string): Promise<string> {
  const response = await subscribe(who, planId);
  expect(response.status).toBe(201);
  return idOfUrl(((await response.json()) as CreateSubscriptionResponse).url);
}

async function confirmed(who: Subscriber, id: string): Promise<SubscriptionResponse["subscription"]> {
  const response = await confirm(who, id);
  expect(response.status).toBe(200);
  return ((await response.json()) as SubscriptionResponse).subscription;
}

async function subscriptionRows(userId: string) {
  return t.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
}

async function membershipOf(userId: string, incubatorId: string) {
  const [row] = await t.db
    .select()
    .from(incubatorMembers)
    .where(and(eq(incubatorMembers.userId, userId), eq(incubatorMembers.incubatorId, incubatorId)));
  return row;
}

describe("POST /api/subscriptions", () => {
  it("needs a session and a verified email address", async () => {
    const incubator = await newIncubator();
    const plan = await newPlan(incubator.id);
    expect(await errorOf(await subscribe(undefined, plan.id))).toMatchObject({ status: 401 });
    const who = await newPerson();
    await t.db.update(users).set({ emailVerified: false }).where(eq(users.id, who.userId));
    expect(await errorOf(await subscribe(who, plan.id))).toEqual({
      status: 403,
      code: "forbidden",
      message: "Email verification required",
    });
    expect(await subscriptionRows(who.userId)).toEqual([]);
    expect(await membershipOf(who.userId, incubator.id)).toBeUndefined();
  });

  it("answers 422 with the shared message for a missing or malformed plan id", async () => {
    const who = await newPerson();
    for (const planId of [undefined, "not-a-uuid", 42]) {
      const response = await call(t.app, "/api/subscriptions", planId === undefined ? {} : { planId }, {
        jar: who.jar,
        ip: who.ip,
      });
      expect(response.status).toBe(422);
      const body = (await response.json()) as { error: { issues: { path: string[]; message: string }[] } };
      expect(body.error.issues).toEqual([{ path: ["planId"], message: "Choose a subscription plan" }]);
    }
  });

  it("answers 404 for a plan that does not exist and 409 for an inactive plan", async () => {
    const who = await newPerson();
    expect(await errorOf(await subscribe(who, UNKNOWN_ID))).toEqual({
      status: 404,
      code: "not_found",
      message: INCUBATOR_ERROR_MESSAGES.planNotFound,
    });
    const incubator = await newIncubator();
    const inactive = await newPlan(incubator.id, { isActive: false });
    expect(await errorOf(await subscribe(who, inactive.id))).toEqual({
      status: 409,
      code: "conflict",
      message: INCUBATOR_ERROR_MESSAGES.planInactive,
    });
    expect(await subscriptionRows(who.userId)).toEqual([]);
    expect(await membershipOf(who.userId, incubator.id)).toBeUndefined();
  });

  it("joins as guest, records a pending subscription and answers the built-in checkout's address", async () => {
    const who = await newPerson();
    const incubator = await newIncubator();
    const plan = await newPlan(incubator.id);
    const id = await subscribed(who, plan.id);
    const [row] = await subscriptionRows(who.userId);
    expect(row).toMatchObject({
      id,
      incubatorId: incubator.id,
      planId: plan.id,
      status: "pending_payment",
      provider: "builtin",
      providerRef: null,
    });
    expect(await membershipOf(who.userId, incubator.id)).toMatchObject({
      membershipTier: "guest",
      status: "active",
    });
  });

  it("brings back a member who left, keeping when they first joined", async () => {
    const who = await newPerson();
    const incubator = await newIncubator();
    const plan = await newPlan(incubator.id);
    const joinedAt = new Date("2026-01-02T03:04:05.000Z");
    await t.db.insert(incubatorMembers).values({
      userId: who.userId,
      incubatorId: incubator.id,
      status: "inactive",
      joinedAt,
      lastActiveAt: joinedAt,
    });
    await subscribed(who, plan.id);
    expect(await membershipOf(who.userId, incubator.id)).toMatchObject({ status: "active", joinedAt });
  });

  it("refuses a newcomer when the incubator is not accepting members, but not an active member", async () => {
    const paused = await newIncubator("paused");
    const plan = await newPlan(paused.id);
    const newcomer = await newPerson();
    expect(await errorOf(await subscribe(newcomer, plan.id))).toEqual({
      status: 409,
      code: "conflict",
      message: "This incubator is not currently accepting new members",
    });
    expect(await membershipOf(newcomer.userId, paused.id)).toBeUndefined();
    expect(await subscriptionRows(newcomer.userId)).toEqual([]);

    const member = await newPerson();
    await t.db.insert(incubatorMembers).values({ userId: member.userId, incubatorId: paused.id });
    await subscribed(member, plan.id);
  });

  it("refuses anyone with an active subscription to another incubator, changing nothing", async () => {
    const who = await newPerson();
    const first = await newIncubator();
    const second = await newIncubator();
    const firstPlan = await newPlan(first.id);
    const secondPlan = await newPlan(second.id);
    await confirmed(who, await subscribed(who, firstPlan.id));
    expect(await errorOf(await subscribe(who, secondPlan.id))).toEqual({
      status: 409,
      code: "conflict",
      message: "You already have an active subscription to another incubator. Please cancel it first.",
    });
    expect(await subscriptionRows(who.userId)).toHaveLength(1);
    expect(await membershipOf(who.userId, second.id)).toBeUndefined();
  });

  it("refuses the plan the person already holds, and allows another plan of the same incubator", async () => {
    const who = await newPerson();
    const incubator = await newIncubator();
    const plan = await newPlan(incubator.id);
    const other = await newPlan(incubator.id, { priceMonthly: 4999 });
    await confirmed(who, await subscribed(who, plan.id));
    expect(await errorOf(await subscribe(who, plan.id))).toEqual({
      status: 409,
      code: "conflict",
      message: INCUBATOR_ERROR_MESSAGES.alreadySubscribedToPlan,
    });
    const change = await subscribed(who, other.id);
    const rows = await subscriptionRows(who.userId);
    expect(rows.map((row) => [row.planId, row.status]).sort()).toEqual(
      [
        [plan.id, "active"],
        [other.id, "pending_payment"],
      ].sort(),
    );
    expect(rows.find((row) => row.id === change)?.status).toBe("pending_payment");
  });

  it("cancels the person's earlier pending subscriptions, so only the newest checkout can be paid", async () => {
    const who = await newPerson();
    const first = await newIncubator();
    const second = await newIncubator();
    const plan = await newPlan(first.id);
    const elsewhere = await newPlan(second.id);
    const older = await subscribed(who, plan.id);
    const clickedAgain = await subscribed(who, plan.id);
    const newest = await subscribed(who, elsewhere.id);

    const rows = await subscriptionRows(who.userId);
    expect(rows.filter((row) => row.status === "pending_payment").map((row) => row.id)).toEqual([newest]);
    // Never paid, so never a canceled subscription: a checkout not completed.
    for (const id of [older, clickedAgain]) {
      const row = rows.find((candidate) => candidate.id === id);
      expect(row?.status).toBe("not_completed");
      expect(row?.canceledAt).toBeNull();
    }
    expect(await errorOf(await confirm(who, older))).toEqual({
      status: 409,
      code: "conflict",
      message: INCUBATOR_ERROR_MESSAGES.checkoutNotPending,
    });
    expect((await confirmed(who, newest)).status).toBe("active");
  });

  it("tells the provider of each pending subscription it cancels, and leaves the active one alone", async () => {
    const who = await newPerson();
    const incubator = await newIncubator();
    const held = await newPlan(incubator.id);
    const upgrade = await newPlan(incubator.id, { priceMonthly: 4999 });
    const active = await confirmed(who, await subscribed(who, held.id));
    const cancel = vi.fn(async () => {});
    const provider: PaymentProvider = {
      ...builtin,
      name: "builtin",
      startCheckout: async (request) => ({
        url: `https://pay.example/${request.subscriptionId}`,
        providerRef: null,
      }),
      cancel,
    };

    await createSubscription(t.db, who.actor, { planId: upgrade.id }, { provider, clock: t.clock });
    expect(cancel).not.toHaveBeenCalled();
    await createSubscription(t.db, who.actor, { planId: upgrade.id }, { provider, clock: t.clock });
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(cancel).toHaveBeenCalledWith({ providerRef: null });

    const statuses = (await subscriptionRows(who.userId)).map((row) => row.status).sort();
    expect(statuses).toEqual(["active", "not_completed", "pending_payment"]);
    expect((await subscriptionRows(who.userId)).find((row) => row.id === active.id)?.status).toBe("active");
    expect((await membershipOf(who.userId, incubator.id))?.membershipTier).toBe("subscriber");
  });

  it("keeps the earlier pending subscription, and adds none, when the provider cannot close its page", async () => {
    const who = await newPerson();
    const incubator = await newIncubator();
    const plan = await newPlan(incubator.id);
    const pending = await subscribed(who, plan.id);
    const stuck: PaymentProvider = {
      ...createBuiltinPaymentProvider("https://hatchery.test"),
      cancel: () => Promise.reject(new Error("provider down")),
    };
    await expect(
      createSubscription(t.db, who.actor, { planId: plan.id }, { provider: stuck, clock: t.clock }),
    ).rejects.toThrow("provider down");
    expect((await subscriptionRows(who.userId)).map((row) => [row.id, row.status])).toEqual([
      [pending, "pending_payment"],
    ]);
  });

  it("rolls everything back when the payment page cannot be opened", async () => {
    const who = await newPerson();
    const incubator = await newIncubator();
    const plan = await newPlan(incubator.id);
    const failing: PaymentProvider = {
      ...builtin,
      name: "builtin",
      startCheckout: () => Promise.reject(new Error("provider down")),
      cancel: async () => {},
    };
    await expect(
      createSubscription(t.db, who.actor, { planId: plan.id }, { provider: failing, clock: t.clock }),
    ).rejects.toThrow("provider down");
    expect(await subscriptionRows(who.userId)).toEqual([]);
    expect(await membershipOf(who.userId, incubator.id)).toBeUndefined();
  });

  it("stores the provider's reference and passes the provider what it needs", async () => {
    const who = await newPerson();
    const incubator = await newIncubator();
    const plan = await newPlan(incubator.id, { trialPeriodDays: 14, priceMonthly: 2500 });
    const startCheckout = vi.fn(async () => ({
      url: "https://pay.example/session",
      providerRef: "cs_test_1",
    }));
    const provider: PaymentProvider = { ...builtin, name: "stripe", startCheckout, cancel: async () => {} };
    expect(
      await createSubscription(t.db, who.actor, { planId: plan.id }, { provider, clock: t.clock }),
    ).toEqual({
      url: "https://pay.example/session",
    });
    const [row] = await subscriptionRows(who.userId);
    expect(row).toMatchObject({ provider: "stripe", providerRef: "cs_test_1", status: "pending_payment" });
    expect(startCheckout).toHaveBeenCalledWith({
      subscriptionId: row?.id,
      customerEmail: who.email,
      plan: { id: plan.id, name: plan.name, priceMonthly: 2500, trialPeriodDays: 14 },
      incubator: { slug: incubator.slug, name: incubator.name },
    });
  });
});

describe("the built-in checkout", () => {
  it("shows a pending subscription in test mode with the plan's trial days", async () => {
    const who = await newPerson();
    const incubator = await newIncubator();
    const plan = await newPlan(incubator.id, { trialPeriodDays: 30 });
    const id = await subscribed(who, plan.id);
    const response = await get(who, `/api/checkout/${id}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as CheckoutResponse;
    expect(body).toMatchObject({
      testMode: true,
      trialPeriodDays: 30,
      subscription: {
        id,
        status: "pending_payment",
        provider: "builtin",
        plan: { id: plan.id, name: plan.name, priceMonthly: 1999, incubatorId: incubator.id },
        incubator: { id: incubator.id, slug: incubator.slug, name: incubator.name },
      },
    });
  });

  it("starts a trial that ends after the plan's trial days and makes the member a subscriber", async () => {
    const who = await newPerson();
    const incubator = await newIncubator();
    const plan = await newPlan(incubator.id, { trialPeriodDays: 14 });
    const id = await subscribed(who, plan.id);
    const paidAt = new Date("2027-03-10T09:30:00.000Z");
    t.clock.set(paidAt);
    const subscription = await confirmed(who, id).finally(() => t.clock.set(null));
    expect(subscription).toMatchObject({
      id,
      status: "trial",
      canceledAt: null,
      trialEndsAt: "2027-03-24T09:30:00.000Z",
    });
    expect(subscription.currentPeriodEnd).toBe(subscription.trialEndsAt);
    expect(await membershipOf(who.userId, incubator.id)).toMatchObject({
      membershipTier: "subscriber",
      status: "active",
    });
  });

  it("activates a plan without trial days for one month", async () => {
    const who = await newPerson();
    const incubator = await newIncubator();
    const plan = await newPlan(incubator.id, { trialPeriodDays: 0 });
    const id = await subscribed(who, plan.id);
    // Paid on the 31st of January: the month ends on the last day of February.
    t.clock.set(new Date("2027-01-31T18:00:00.000Z"));
    const subscription = await confirmed(who, id).finally(() => t.clock.set(null));
    expect(subscription).toMatchObject({
      status: "active",
      trialEndsAt: null,
      currentPeriodEnd: "2027-02-28T18:00:00.000Z",
    });
    expect((await membershipOf(who.userId, incubator.id))?.membershipTier).toBe("subscriber");
  });

  it("confirms only a pending checkout", async () => {
    const who = await newPerson();
    const incubator = await newIncubator();
    const plan = await newPlan(incubator.id);
    const id = await subscribed(who, plan.id);
    await confirmed(who, id);
    expect(await errorOf(await confirm(who, id))).toEqual({
      status: 409,
      code: "conflict",
      message: INCUBATOR_ERROR_MESSAGES.checkoutNotPending,
    });
    const canceledId = await subscribed(who, (await newPlan(incubator.id)).id);
    expect((await cancel(who, canceledId)).status).toBe(200);
    expect(await errorOf(await confirm(who, canceledId))).toMatchObject({
      status: 409,
      message: INCUBATOR_ERROR_MESSAGES.checkoutNotPending,
    });
  });

  it("refuses to confirm when an active subscription to another incubator appeared meanwhile", async () => {
    const who = await newPerson();
    const first = await newIncubator();
    const second = await newIncubator();
    const firstPlan = await newPlan(first.id);
    const secondId = await subscribed(who, (await newPlan(second.id)).id);
    // Completed another way meanwhile (a subscription made before Stripe was configured, say).
    await t.db.insert(subscriptions).values({
      userId: who.userId,
      incubatorId: first.id,
      planId: firstPlan.id,
      status: "active",
      provider: "builtin",
    });
    expect(await errorOf(await confirm(who, secondId))).toEqual({
      status: 409,
      code: "conflict",
      message: SUBSCRIPTION_MESSAGES.alreadySubscribed,
    });
    const rows = await subscriptionRows(who.userId);
    expect(rows.find((row) => row.id === secondId)?.status).toBe("pending_payment");
    expect((await membershipOf(who.userId, second.id))?.membershipTier).toBe("guest");
  });

  it("changes plan within one incubator: the new one completes and the old one is canceled", async () => {
    const who = await newPerson();
    const incubator = await newIncubator();
    const basic = await newPlan(incubator.id, { trialPeriodDays: 7 });
    const premium = await newPlan(incubator.id, { priceMonthly: 9900 });
    const oldId = await subscribed(who, basic.id);
    await confirmed(who, oldId);
    const newId = await subscribed(who, premium.id);
    const subscription = await confirmed(who, newId);
    expect(subscription).toMatchObject({ id: newId, status: "active", plan: { id: premium.id } });
    const old = (await subscriptionRows(who.userId)).find((row) => row.id === oldId);
    expect(old?.status).toBe("canceled");
    expect(old?.canceledAt).toBeInstanceOf(Date);
    expect((await membershipOf(who.userId, incubator.id))?.membershipTier).toBe("subscriber");
  });

  it("answers 404 for someone else's, an unknown or a malformed id, revealing nothing", async () => {
    const owner = await newPerson();
    const stranger = await newPerson();
    const incubator = await newIncubator();
    const id = await subscribed(owner, (await newPlan(incubator.id)).id);
    const notFound = {
      status: 404,
      code: "not_found",
      message: INCUBATOR_ERROR_MESSAGES.subscriptionNotFound,
    };
    for (const target of [id, UNKNOWN_ID, "not-a-uuid", "123"]) {
      expect(await errorOf(await get(stranger, `/api/checkout/${target}`))).toEqual(notFound);
      expect(await errorOf(await confirm(stranger, target))).toEqual(notFound);
      expect(await errorOf(await cancel(stranger, target))).toEqual(notFound);
      expect(await errorOf(await get(stranger, `/api/subscriptions/${target}`))).toEqual(notFound);
    }
    expect((await subscriptionRows(owner.userId))[0]?.status).toBe("pending_payment");
  });

  it("needs a session", async () => {
    expect((await call(t.app, `/api/checkout/${UNKNOWN_ID}`)).status).toBe(401);
    expect((await call(t.app, `/api/checkout/${UNKNOWN_ID}/confirm`, {})).status).toBe(401);
  });

  it("does not exist while another provider is configured, so a leftover test checkout grants nothing", async () => {
    const who = await newPerson();
    const incubator = await newIncubator();
    const id = await subscribed(who, (await newPlan(incubator.id)).id);
    const stripe: PaymentProvider = {
      ...builtin,
      name: "stripe",
      startCheckout: async () => ({ url: "https://pay.example", providerRef: null }),
      cancel: async () => {},
    };
    await expect(
      getCheckout(t.db, who.actor, { id }, { provider: stripe, clock: t.clock }),
    ).rejects.toMatchObject({
      status: 404,
    });
    await expect(
      confirmCheckout(
        t.db,
        who.actor,
        { id },
        { provider: stripe, publicUrl: TEST_PUBLIC_URL, clock: t.clock },
      ),
    ).rejects.toMatchObject({
      status: 404,
    });
    expect((await subscriptionRows(who.userId))[0]?.status).toBe("pending_payment");
  });
});

function resume(who: Subscriber, id: string) {
  return call(t.app, `/api/subscriptions/${id}/resume`, {}, { jar: who.jar, ip: who.ip });
}

function changePlan(who: Subscriber, id: string, planId: unknown) {
  return call(t.app, `/api/subscriptions/${id}/change-plan`, { planId }, { jar: who.jar, ip: who.ip });
}

async function subscriptionOf(response: Response): Promise<SubscriptionResponse["subscription"]> {
  expect(response.status).toBe(200);
  return ((await response.json()) as SubscriptionResponse).subscription;
}

describe("POST /api/subscriptions/:id/cancel", () => {
  it("keeps a trial or active subscription, and the subscriber tier, until the end of its period", async () => {
    for (const trialPeriodDays of [14, 0]) {
      const who = await newPerson();
      const incubator = await newIncubator();
      const id = await subscribed(who, (await newPlan(incubator.id, { trialPeriodDays })).id);
      const running = await confirmed(who, id);
      const subscription = await subscriptionOf(await cancel(who, id));
      expect(subscription).toMatchObject({
        id,
        status: running.status,
        cancelAtPeriodEnd: true,
        currentPeriodEnd: running.currentPeriodEnd,
        canceledAt: null,
      });
      expect(await membershipOf(who.userId, incubator.id)).toMatchObject({
        membershipTier: "subscriber",
        status: "active",
      });
      const current = (await (
        await get(who, "/api/subscriptions/current")
      ).json()) as CurrentSubscriptionResponse;
      expect(current.current).toMatchObject({ id, cancelAtPeriodEnd: true });
      // Asking again changes nothing.
      expect(await subscriptionOf(await cancel(who, id))).toEqual(subscription);
    }
  });

  it("ends a past due subscription at once, and refuses one that has ended", async () => {
    const who = await newPerson();
    const incubator = await newIncubator();
    const id = await subscribed(who, (await newPlan(incubator.id)).id);
    await confirmed(who, id);
    await t.db.update(subscriptions).set({ status: "past_due" }).where(eq(subscriptions.id, id));
    const before = Date.now();
    const subscription = await subscriptionOf(await cancel(who, id));
    expect(subscription).toMatchObject({ id, status: "canceled", cancelAtPeriodEnd: false });
    expect(Date.parse(subscription.canceledAt ?? "")).toBeGreaterThanOrEqual(before - 1000);
    expect((await membershipOf(who.userId, incubator.id))?.membershipTier).toBe("guest");
    expect(await errorOf(await cancel(who, id))).toEqual({
      status: 409,
      code: "conflict",
      message: INCUBATOR_ERROR_MESSAGES.notCancelable,
    });
  });

  it("closes a pending checkout as not completed, never as a canceled subscription", async () => {
    const who = await newPerson();
    const incubator = await newIncubator();
    const id = await subscribed(who, (await newPlan(incubator.id)).id);
    expect(await subscriptionOf(await cancel(who, id))).toMatchObject({
      status: "not_completed",
      canceledAt: null,
    });
    expect(await errorOf(await cancel(who, id))).toEqual({
      status: 409,
      code: "conflict",
      message: INCUBATOR_ERROR_MESSAGES.notCancelable,
    });
  });

  it("tells the provider to cancel at period end, and keeps the subscription unmarked when it cannot", async () => {
    const who = await newPerson();
    const incubator = await newIncubator();
    const id = await subscribed(who, (await newPlan(incubator.id)).id);
    await confirmed(who, id);
    await t.db.update(subscriptions).set({ providerRef: "ref-1" }).where(eq(subscriptions.id, id));
    const refusing: PaymentProvider = {
      ...builtin,
      cancelAtPeriodEnd: () => Promise.reject(new Error("provider down")),
    };
    await expect(
      cancelSubscription(
        t.db,
        who.actor,
        { id },
        { provider: refusing, publicUrl: TEST_PUBLIC_URL, clock: t.clock },
      ),
    ).rejects.toThrow("provider down");
    expect((await subscriptionRows(who.userId))[0]).toMatchObject({
      status: "active",
      cancelAtPeriodEnd: false,
    });

    const cancelAtPeriodEnd = vi.fn(async () => {});
    const stopNow = vi.fn(async () => {});
    const provider: PaymentProvider = { ...builtin, cancelAtPeriodEnd, cancel: stopNow };
    const { subscription } = await cancelSubscription(
      t.db,
      who.actor,
      { id },
      { provider, publicUrl: TEST_PUBLIC_URL, clock: t.clock },
    );
    expect(subscription).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
    expect(cancelAtPeriodEnd).toHaveBeenCalledWith(expect.objectContaining({ providerRef: "ref-1" }));
    expect(stopNow).not.toHaveBeenCalled();
  });
});

describe("POST /api/subscriptions/:id/resume", () => {
  it("takes back a cancel at period end; anything else answers 409", async () => {
    const who = await newPerson();
    const incubator = await newIncubator();
    const id = await subscribed(who, (await newPlan(incubator.id, { trialPeriodDays: 7 })).id);
    const notResumable = {
      status: 409,
      code: "conflict",
      message: INCUBATOR_ERROR_MESSAGES.notResumable,
    };
    expect(await errorOf(await resume(who, id))).toEqual(notResumable);
    await confirmed(who, id);
    expect(await errorOf(await resume(who, id))).toEqual(notResumable);
    await cancel(who, id);
    expect(await subscriptionOf(await resume(who, id))).toMatchObject({
      id,
      status: "trial",
      cancelAtPeriodEnd: false,
    });
    expect((await membershipOf(who.userId, incubator.id))?.membershipTier).toBe("subscriber");
  });

  it("answers 404 for someone else's subscription", async () => {
    const owner = await newPerson();
    const stranger = await newPerson();
    const id = await subscribed(owner, (await newPlan((await newIncubator()).id)).id);
    await confirmed(owner, id);
    await cancel(owner, id);
    expect((await resume(stranger, id)).status).toBe(404);
    expect((await subscriptionRows(owner.userId))[0]?.cancelAtPeriodEnd).toBe(true);
  });
});

describe("POST /api/subscriptions/:id/change-plan", () => {
  it("moves a running subscription to another plan of its incubator, keeping its status and period", async () => {
    const who = await newPerson();
    const incubator = await newIncubator();
    const basic = await newPlan(incubator.id, { trialPeriodDays: 7, priceMonthly: 1900 });
    const premium = await newPlan(incubator.id, { priceMonthly: 9900 });
    const id = await subscribed(who, basic.id);
    const trial = await confirmed(who, id);

    const upgraded = await subscriptionOf(await changePlan(who, id, premium.id));
    expect(upgraded).toMatchObject({
      id,
      status: "trial",
      plan: { id: premium.id, priceMonthly: 9900 },
      trialEndsAt: trial.trialEndsAt,
      currentPeriodEnd: trial.currentPeriodEnd,
    });
    const downgraded = await subscriptionOf(await changePlan(who, id, basic.id));
    expect(downgraded).toMatchObject({ id, status: "trial", plan: { id: basic.id } });
    expect(await subscriptionRows(who.userId)).toHaveLength(1);
    expect((await membershipOf(who.userId, incubator.id))?.membershipTier).toBe("subscriber");
  });

  it("refuses the plan held, an inactive plan, another incubator's plan and a subscription not running", async () => {
    const who = await newPerson();
    const incubator = await newIncubator();
    const held = await newPlan(incubator.id);
    const inactive = await newPlan(incubator.id, { isActive: false });
    const elsewhere = await newPlan((await newIncubator()).id);
    const id = await subscribed(who, held.id);
    const conflict = (message: string) => ({ status: 409, code: "conflict", message });

    expect(await errorOf(await changePlan(who, id, inactive.id))).toEqual(
      conflict(INCUBATOR_ERROR_MESSAGES.planNotChangeable),
    );
    await confirmed(who, id);
    expect(await errorOf(await changePlan(who, id, held.id))).toEqual(
      conflict(INCUBATOR_ERROR_MESSAGES.alreadySubscribedToPlan),
    );
    expect(await errorOf(await changePlan(who, id, inactive.id))).toEqual(
      conflict(INCUBATOR_ERROR_MESSAGES.planInactive),
    );
    expect(await errorOf(await changePlan(who, id, elsewhere.id))).toEqual(
      conflict(INCUBATOR_ERROR_MESSAGES.planOfOtherIncubator),
    );
    expect((await changePlan(who, id, UNKNOWN_ID)).status).toBe(404);
    expect((await changePlan(who, id, "not-a-uuid")).status).toBe(422);
    expect((await subscriptionRows(who.userId))[0]?.planId).toBe(held.id);
  });

  it("tells the provider, and changes nothing when it cannot", async () => {
    const who = await newPerson();
    const incubator = await newIncubator();
    const held = await newPlan(incubator.id);
    const premium = await newPlan(incubator.id, { priceMonthly: 4900 });
    const id = await subscribed(who, held.id);
    await confirmed(who, id);
    const refusing: PaymentProvider = { ...builtin, changePlan: () => Promise.reject(new Error("down")) };
    await expect(
      changeSubscriptionPlan(
        t.db,
        who.actor,
        { id, planId: premium.id },
        { provider: refusing, clock: t.clock },
      ),
    ).rejects.toThrow("down");
    expect((await subscriptionRows(who.userId))[0]?.planId).toBe(held.id);

    const changePlanSpy = vi.fn(async () => {});
    await changeSubscriptionPlan(
      t.db,
      who.actor,
      { id, planId: premium.id },
      { provider: { ...builtin, changePlan: changePlanSpy }, clock: t.clock },
    );
    expect(changePlanSpy).toHaveBeenCalledWith(
      expect.objectContaining({ id }),
      expect.objectContaining({ plan: expect.objectContaining({ id: premium.id, priceMonthly: 4900 }) }),
    );
  });
});

describe("GET /api/subscriptions/current", () => {
  it("needs a session", async () => {
    expect((await call(t.app, "/api/subscriptions/current")).status).toBe(401);
  });

  it("answers the person's own active subscription, and nothing needing attention while none is past due", async () => {
    const who = await newPerson();
    const other = await newPerson();
    const incubator = await newIncubator();
    const plan = await newPlan(incubator.id);
    const empty = await get(who, "/api/subscriptions/current");
    expect(await empty.json()).toEqual({ current: null, needsAttention: [] });

    const droppedId = await subscribed(who, plan.id);
    await cancel(who, droppedId);
    const activeId = await subscribed(who, plan.id);
    await confirmed(who, activeId);
    await subscribed(other, plan.id);

    const body = (await (await get(who, "/api/subscriptions/current")).json()) as CurrentSubscriptionResponse;
    expect(body.current).toMatchObject({ id: activeId, status: "active", cancelAtPeriodEnd: false });
    expect(body.needsAttention).toEqual([]);

    const one = await get(who, `/api/subscriptions/${activeId}`);
    expect(((await one.json()) as SubscriptionResponse).subscription).toEqual(body.current);
  });

  it("lists the person's past due subscriptions as needing attention, newest first, and no other", async () => {
    const who = await newPerson();
    const other = await newPerson();
    const incubator = await newIncubator();
    const plan = await newPlan(incubator.id);
    const start = Date.parse("2026-01-01T00:00:00.000Z");
    const rows = (
      [
        [who, "past_due", 0],
        [who, "canceled", 1],
        [who, "not_completed", 2],
        [who, "past_due", 3],
        [other, "past_due", 4],
        [who, "active", 5],
      ] as const
    ).map(([owner, status, minute]) => ({
      userId: owner.userId,
      incubatorId: incubator.id,
      planId: plan.id,
      status,
      provider: "builtin" as const,
      createdAt: new Date(start + minute * 60_000),
    }));
    const inserted = await t.db.insert(subscriptions).values(rows).returning({ id: subscriptions.id });
    const ids = inserted.map((row) => row.id);

    const body = (await (await get(who, "/api/subscriptions/current")).json()) as CurrentSubscriptionResponse;
    expect(body.current).toMatchObject({ id: ids[5], status: "active" });
    expect(body.needsAttention.map((entry) => [entry.id, entry.status])).toEqual([
      [ids[3], "past_due"],
      [ids[0], "past_due"],
    ]);
  });
});

describe("GET /api/subscriptions", () => {
  async function historyPage(who: Subscriber, query: string): Promise<SubscriptionHistoryResponse> {
    const response = await get(who, `/api/subscriptions${query}`);
    expect(response.status).toBe(200);
    return (await response.json()) as SubscriptionHistoryResponse;
  }

  async function everyPage(who: Subscriber, limit: number): Promise<SubscriptionHistoryResponse["items"]> {
    const items: SubscriptionHistoryResponse["items"] = [];
    let cursor: string | null = null;
    do {
      const page = await historyPage(
        who,
        `?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
      );
      expect(page.items.length).toBeLessThanOrEqual(limit);
      items.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    return items;
  }

  it("needs a session", async () => {
    expect((await call(t.app, "/api/subscriptions")).status).toBe(401);
  });

  it(`answers the first ${SUBSCRIPTION_HISTORY_PAGE_SIZE} of the person's own, newest first, and a cursor`, async () => {
    const who = await newPerson();
    const other = await newPerson();
    const incubator = await newIncubator();
    const plan = await newPlan(incubator.id);
    expect(await historyPage(who, "")).toEqual({ items: [], nextCursor: null });
    const start = Date.parse("2026-02-01T00:00:00.000Z");
    await t.db.insert(subscriptions).values(
      [who, other].flatMap((owner) =>
        Array.from({ length: SUBSCRIPTION_HISTORY_PAGE_SIZE + 3 }, (_, index) => ({
          userId: owner.userId,
          incubatorId: incubator.id,
          planId: plan.id,
          status: "canceled" as const,
          provider: "builtin" as const,
          createdAt: new Date(start + index * 60_000),
        })),
      ),
    );
    const first = await historyPage(who, "");
    expect(first.items).toHaveLength(SUBSCRIPTION_HISTORY_PAGE_SIZE);
    expect(first.items[0]?.createdAt).toBe(
      new Date(start + (SUBSCRIPTION_HISTORY_PAGE_SIZE + 2) * 60_000).toISOString(),
    );
    const second = await historyPage(who, `?cursor=${encodeURIComponent(first.nextCursor ?? "")}`);
    expect(second).toMatchObject({ nextCursor: null });
    expect(second.items).toHaveLength(3);
    const own = new Set(
      (
        await t.db
          .select({ id: subscriptions.id })
          .from(subscriptions)
          .where(eq(subscriptions.userId, who.userId))
      ).map((row) => row.id),
    );
    expect(new Set([...first.items, ...second.items].map((item) => item.id))).toEqual(own);
  });

  it("covers every subscription exactly once when many share a creation time", async () => {
    const who = await newPerson();
    const incubator = await newIncubator();
    const plan = await newPlan(incubator.id);
    // Ten share one instant, ten more lie within one millisecond of each other (microseconds apart).
    const instants = [
      ...Array.from({ length: 10 }, () => "2026-03-01 00:00:00.000000+00"),
      ...Array.from({ length: 10 }, (_, index) => `2026-03-01 00:00:01.000${index}00+00`),
    ];
    await t.db.insert(subscriptions).values(
      instants.map((instant) => ({
        userId: who.userId,
        incubatorId: incubator.id,
        planId: plan.id,
        status: "canceled" as const,
        provider: "builtin" as const,
        createdAt: sql`${instant}::timestamptz`,
      })),
    );
    for (const limit of [1, 3, 7]) {
      const items = await everyPage(who, limit);
      expect(items).toHaveLength(instants.length);
      expect(new Set(items.map((item) => item.id)).size).toBe(instants.length);
      const keys = items.map((item) => item.createdAt);
      expect(keys).toEqual([...keys].sort().reverse());
    }
  });

  it.each([
    ["a cursor this endpoint never gave", "?cursor=%%%", "cursor", INVALID_CURSOR_MESSAGE],
    [
      "an incubator list's cursor",
      `?cursor=${Buffer.from(JSON.stringify(["Lab", UNKNOWN_ID])).toString("base64url")}`,
      "cursor",
      INVALID_CURSOR_MESSAGE,
    ],
    ["a limit of 0", "?limit=0", "limit", PAGE_LIMIT_MESSAGE],
    [`a limit above ${PAGE_LIMIT_MAX}`, `?limit=${PAGE_LIMIT_MAX + 1}`, "limit", PAGE_LIMIT_MESSAGE],
  ])("refuses %s with 422", async (_label, query, field, message) => {
    const who = await newPerson();
    const response = await get(who, `/api/subscriptions${query}`);
    expect(response.status).toBe(422);
    const body = (await response.json()) as { error: { code: string; issues: unknown } };
    expect(body.error).toMatchObject({ code: "validation_failed", issues: [{ path: [field], message }] });
  });
});

describe("one active subscription per person", () => {
  it("20 concurrent subscribe-and-confirm attempts across two incubators end with exactly one", async () => {
    const who = await newPerson();
    const first = await newIncubator();
    const second = await newIncubator();
    const plans = [await newPlan(first.id), await newPlan(second.id, { trialPeriodDays: 10 })];
    const refusals = [
      SUBSCRIPTION_MESSAGES.alreadySubscribed,
      INCUBATOR_ERROR_MESSAGES.alreadySubscribedToPlan,
      // A later attempt canceled this one's pending subscription before it was confirmed.
      INCUBATOR_ERROR_MESSAGES.checkoutNotPending,
    ];

    const outcomes = await Promise.all(
      Array.from({ length: 20 }, async (_, index) => {
        const created = await subscribe(who, plans[index % 2]?.id);
        if (created.status !== 201) return { step: "create", ...(await errorOf(created)) };
        const id = idOfUrl(((await created.json()) as CreateSubscriptionResponse).url);
        const completed = await confirm(who, id);
        if (completed.status !== 200) return { step: "confirm", ...(await errorOf(completed)) };
        return { step: "done", status: 200, message: "" };
      }),
    );

    expect(outcomes.filter((outcome) => outcome.step === "done")).toHaveLength(1);
    for (const outcome of outcomes.filter((entry) => entry.step !== "done")) {
      expect(outcome.status).toBe(409);
      expect(refusals).toContain(outcome.message);
    }
    const rows = await subscriptionRows(who.userId);
    const active = rows.filter((row) => row.status === "trial" || row.status === "active");
    expect(active).toHaveLength(1);
    expect(rows.filter((row) => row.status === "pending_payment").length).toBeLessThanOrEqual(1);
    expect(
      rows.filter((row) => !["pending_payment", "canceled", "not_completed"].includes(row.status)),
    ).toEqual(active);
    const winner = active[0]?.incubatorId;
    const loser = winner === first.id ? second.id : first.id;
    expect((await membershipOf(who.userId, winner ?? ""))?.membershipTier).toBe("subscriber");
    const other = await membershipOf(who.userId, loser);
    if (other) expect(other.membershipTier).toBe("guest");
  });

  it("is held by the database even for a change made outside the service", async () => {
    const who = await newPerson();
    const first = await newIncubator();
    const second = await newIncubator();
    await confirmed(who, await subscribed(who, (await newPlan(first.id)).id));
    await expect(
      t.db.insert(subscriptions).values({
        userId: who.userId,
        incubatorId: second.id,
        planId: (await newPlan(second.id)).id,
        status: "active",
        provider: "builtin",
      }),
    ).rejects.toThrow();
  });
});

describe("tier reconciliation", () => {
  it("fixes tiers changed behind the server's back, in both directions", async () => {
    const who = await newPerson();
    const subscribedTo = await newIncubator();
    const joinedOnly = await newIncubator();
    await confirmed(who, await subscribed(who, (await newPlan(subscribedTo.id)).id));
    await t.db.insert(incubatorMembers).values({ userId: who.userId, incubatorId: joinedOnly.id });
    const member = (incubatorId: string) =>
      and(eq(incubatorMembers.userId, who.userId), eq(incubatorMembers.incubatorId, incubatorId));
    await t.db.update(incubatorMembers).set({ membershipTier: "guest" }).where(member(subscribedTo.id));
    await t.db.update(incubatorMembers).set({ membershipTier: "subscriber" }).where(member(joinedOnly.id));

    expect(await reconcileMembershipTiers(t.db)).toEqual({ upgraded: 1, downgraded: 1 });
    expect((await membershipOf(who.userId, subscribedTo.id))?.membershipTier).toBe("subscriber");
    expect((await membershipOf(who.userId, joinedOnly.id))?.membershipTier).toBe("guest");
    expect(await reconcileMembershipTiers(t.db)).toEqual({ upgraded: 0, downgraded: 0 });
  });
});

describe("addOneMonth", () => {
  it("keeps the day and time, and clamps to the end of a shorter month", () => {
    expect(addOneMonth(new Date("2026-03-15T10:20:30.000Z")).toISOString()).toBe("2026-04-15T10:20:30.000Z");
    expect(addOneMonth(new Date("2026-01-31T12:00:00.000Z")).toISOString()).toBe("2026-02-28T12:00:00.000Z");
    expect(addOneMonth(new Date("2028-01-31T12:00:00.000Z")).toISOString()).toBe("2028-02-29T12:00:00.000Z");
    expect(addOneMonth(new Date("2026-12-31T23:59:59.000Z")).toISOString()).toBe("2027-01-31T23:59:59.000Z");
  });
});
