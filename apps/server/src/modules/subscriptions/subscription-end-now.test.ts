import {
  type CreateSubscriptionResponse,
  INCUBATOR_ERROR_MESSAGES,
  SUBSCRIPTION_MESSAGES,
  type SubscriptionResponse,
} from "@hatchery/shared";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { auditLog, incubatorMembers, incubators, subscriptionPlans, subscriptions } from "../../db/schema";
import type { Actor } from "../../lib/context";
import { createBuiltinPaymentProvider, type PaymentProvider } from "../../lib/payment-provider";
import { type CookieJar, call, createVerifiedUser, errorOf, person } from "../../test/auth-test-helpers";
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from "../../test/test-app";
import { endSubscriptionNow } from "./subscriptions.service";

/*
 * One active subscription (SPEC §4, §5, §6): one set to cancel at its period's end is still trial or
 * active, so it still blocks subscribing elsewhere; ending it now frees the person to move
 * (docs/decisions/029-ending-a-subscription-now.md).
 */

const builtin = createBuiltinPaymentProvider("https://hatchery.test");

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Subscriber {
  jar: CookieJar;
  userId: string;
  ip: string;
  actor: Actor;
}

let people = 0;
async function newPerson(): Promise<Subscriber> {
  people += 1;
  const email = `mover${people}@hatchery.test`;
  const ip = `198.51.100.${200 + people}`;
  const { jar, userId } = await createVerifiedUser(t.app, t.db, person(email), { ip });
  return { jar, userId, ip, actor: { kind: "user", userId, email, emailVerified: true } };
}

let incubatorCount = 0;
/** An incubator with one plan of `trialPeriodDays` trial days. */
async function newPlan(trialPeriodDays = 0) {
  incubatorCount += 1;
  const [incubator] = await t.db
    .insert(incubators)
    .values({ slug: `end-now-${incubatorCount}`, name: `End Now ${incubatorCount}` })
    .returning();
  if (!incubator) throw new Error("no incubator");
  const [plan] = await t.db
    .insert(subscriptionPlans)
    .values({ incubatorId: incubator.id, name: "Monthly", priceMonthly: 1999, trialPeriodDays })
    .returning();
  if (!plan) throw new Error("no plan");
  return { incubator, plan };
}

const post = (who: Subscriber, path: string, body: unknown = {}) =>
  call(t.app, path, body, { jar: who.jar, ip: who.ip });

/** Subscribes and pays through the built-in checkout; answers the running subscription's id. */
async function running(who: Subscriber, planId: string): Promise<string> {
  const created = await post(who, "/api/subscriptions", { planId });
  expect(created.status).toBe(201);
  const id = ((await created.json()) as CreateSubscriptionResponse).url.split("/").at(-1) ?? "";
  expect((await post(who, `/api/checkout/${id}/confirm`)).status).toBe(200);
  return id;
}

async function subscriptionOf(response: Response): Promise<SubscriptionResponse["subscription"]> {
  expect(response.status).toBe(200);
  return ((await response.json()) as SubscriptionResponse).subscription;
}

async function tierOf(userId: string, incubatorId: string) {
  const [row] = await t.db
    .select({ tier: incubatorMembers.membershipTier })
    .from(incubatorMembers)
    .where(and(eq(incubatorMembers.userId, userId), eq(incubatorMembers.incubatorId, incubatorId)));
  return row?.tier;
}

describe("a subscription set to cancel at its period's end", () => {
  it("still blocks subscribing to another incubator, with the SPEC's message", async () => {
    const who = await newPerson();
    const first = await newPlan(14);
    const second = await newPlan();
    const id = await running(who, first.plan.id);
    expect((await subscriptionOf(await post(who, `/api/subscriptions/${id}/cancel`))).cancelAtPeriodEnd).toBe(
      true,
    );

    expect(await errorOf(await post(who, "/api/subscriptions", { planId: second.plan.id }))).toEqual({
      status: 409,
      code: "conflict",
      message: SUBSCRIPTION_MESSAGES.alreadySubscribed,
    });
    const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, id));
    expect(row).toMatchObject({ status: "trial", cancelAtPeriodEnd: true });
    expect(await tierOf(who.userId, first.incubator.id)).toBe("subscriber");
  });

  it("ends now on request, after which the person can subscribe elsewhere", async () => {
    const who = await newPerson();
    const first = await newPlan();
    const second = await newPlan();
    const id = await running(who, first.plan.id);
    await post(who, `/api/subscriptions/${id}/cancel`);

    const before = Date.now();
    const ended = await subscriptionOf(await post(who, `/api/subscriptions/${id}/end`));
    expect(ended).toMatchObject({ id, status: "canceled", cancelAtPeriodEnd: false });
    expect(Date.parse(ended.canceledAt ?? "")).toBeGreaterThanOrEqual(before - 1000);
    expect(await tierOf(who.userId, first.incubator.id)).toBe("guest");

    const moved = await running(who, second.plan.id);
    expect(await tierOf(who.userId, second.incubator.id)).toBe("subscriber");
    expect(moved).not.toBe(id);
  });

  it("can also be ended now without being canceled first, and is audited as the person's change", async () => {
    const who = await newPerson();
    const { plan } = await newPlan(7);
    const id = await running(who, plan.id);
    expect((await subscriptionOf(await post(who, `/api/subscriptions/${id}/end`))).status).toBe("canceled");
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "subscription"), eq(auditLog.targetId, id)))
      .orderBy(asc(auditLog.id));
    expect(entries.at(-1)).toMatchObject({
      actorUserId: who.userId,
      action: "subscription.change",
      summary: { before: { status: "trial" }, after: { status: "canceled" } },
    });
  });
});

describe("POST /api/subscriptions/:id/end", () => {
  it("refuses a subscription that is not running, and answers 404 for someone else's", async () => {
    const who = await newPerson();
    const stranger = await newPerson();
    const { plan } = await newPlan();
    const created = await post(who, "/api/subscriptions", { planId: plan.id });
    const pending = ((await created.json()) as CreateSubscriptionResponse).url.split("/").at(-1) ?? "";
    const notEndable = { status: 409, code: "conflict", message: INCUBATOR_ERROR_MESSAGES.notEndable };
    expect(await errorOf(await post(who, `/api/subscriptions/${pending}/end`))).toEqual(notEndable);

    await post(who, `/api/checkout/${pending}/confirm`);
    expect((await post(stranger, `/api/subscriptions/${pending}/end`)).status).toBe(404);
    expect((await post(who, `/api/subscriptions/${pending}/end`)).status).toBe(200);
    expect(await errorOf(await post(who, `/api/subscriptions/${pending}/end`))).toEqual(notEndable);
    expect((await call(t.app, `/api/subscriptions/${pending}/end`, {})).status).toBe(401);
  });

  it("stops the provider's billing at once, and changes nothing when the provider cannot be told", async () => {
    const who = await newPerson();
    const { plan } = await newPlan();
    const id = await running(who, plan.id);
    await t.db.update(subscriptions).set({ providerRef: "sub_123" }).where(eq(subscriptions.id, id));
    const deps = (provider: PaymentProvider) => ({ provider, publicUrl: TEST_PUBLIC_URL, clock: t.clock });

    const refusing: PaymentProvider = {
      ...builtin,
      cancel: () => Promise.reject(new Error("provider down")),
    };
    await expect(endSubscriptionNow(t.db, who.actor, { id }, deps(refusing))).rejects.toThrow(
      "provider down",
    );
    const [kept] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, id));
    expect(kept?.status).toBe("active");

    const cancel = vi.fn(async () => {});
    const cancelAtPeriodEnd = vi.fn(async () => {});
    const { subscription } = await endSubscriptionNow(
      t.db,
      who.actor,
      { id },
      deps({ ...builtin, cancel, cancelAtPeriodEnd }),
    );
    expect(subscription.status).toBe("canceled");
    expect(cancel).toHaveBeenCalledWith(expect.objectContaining({ providerRef: "sub_123" }));
    expect(cancelAtPeriodEnd).not.toHaveBeenCalled();
  });
});
