import { paymentEndpoints } from "@hatchery/shared";
import { and, asc, eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  auditLog,
  emailOutbox,
  incubatorMembers,
  incubators,
  paymentEvents,
  subscriptionPlans,
  subscriptions,
} from "../../db/schema";
import { loadEnv } from "../../env";
import { AppError } from "../../lib/errors";
import { createVerifiedUser, errorOf, person } from "../../test/auth-test-helpers";
import { deliverNotificationEmails } from "../../test/notification-test-helpers";
import { type StandInSubscription, type StripeStandIn, startStripeStandIn } from "../../test/stripe-stand-in";
import { createTestApp, TEST_ENV, type TestApp } from "../../test/test-app";
import {
  cancelSubscription,
  changeSubscriptionPlan,
  createSubscription,
  endSubscriptionNow,
  resumeSubscription,
} from "../subscriptions/subscriptions.service";
import { createPayments } from "./payment-providers";
import {
  createStripeClient,
  createStripePaymentProvider,
  STRIPE_UNAVAILABLE_MESSAGE,
} from "./stripe-provider";
import { STRIPE_WEBHOOK_MESSAGES } from "./stripe-webhook.service";

const SECRET_KEY = "sk_test_hatchery";
const WEBHOOK_SECRET = "whsec_hatchery_test_secret";
const PUBLIC_URL = TEST_ENV.PUBLIC_URL ?? "";

let standIn: StripeStandIn;
let t: TestApp;

beforeAll(async () => {
  standIn = await startStripeStandIn(SECRET_KEY);
  t = await createTestApp({
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: standIn.url,
  });
});

afterAll(async () => {
  await t.close();
  await standIn.close();
});

beforeEach(() => {
  standIn.requests.length = 0;
  standIn.failWith = null;
});

let fixtureCount = 0;

interface Fixture {
  userId: string;
  email: string;
  incubatorId: string;
  planId: string;
  subscriptionId: string;
  sessionId: string;
  stripeSubscriptionId: string;
}

/** A person, an incubator they are a guest of, a plan and their pending Stripe subscription to it. */
async function pendingSubscription(
  options: { trialDays?: number; userId?: string; email?: string; incubatorId?: string } = {},
): Promise<Fixture> {
  fixtureCount += 1;
  const n = fixtureCount;
  let { userId, email } = options;
  if (!userId) {
    email = `payer-${n}@example.org`;
    ({ userId } = await createVerifiedUser(t.app, t.db, person(email), { ip: `198.51.100.${n}` }));
  }
  let incubatorId = options.incubatorId;
  if (!incubatorId) {
    const [incubator] = await t.db
      .insert(incubators)
      .values({ slug: `hatch-${n}`, name: `Hatch ${n}` })
      .returning({ id: incubators.id });
    incubatorId = incubator?.id ?? "";
    await t.db.insert(incubatorMembers).values({ userId, incubatorId, membershipTier: "guest" });
  }
  const [plan] = await t.db
    .insert(subscriptionPlans)
    .values({
      incubatorId,
      name: `Founder ${n}`,
      priceMonthly: 2900,
      trialPeriodDays: options.trialDays ?? 0,
    })
    .returning({ id: subscriptionPlans.id });
  const sessionId = `cs_test_fixture_${n}`;
  const [subscription] = await t.db
    .insert(subscriptions)
    .values({
      userId,
      incubatorId,
      planId: plan?.id ?? "",
      status: "pending_payment",
      provider: "stripe",
      providerRef: sessionId,
    })
    .returning({ id: subscriptions.id });
  return {
    userId,
    email: email ?? "",
    incubatorId,
    planId: plan?.id ?? "",
    subscriptionId: subscription?.id ?? "",
    sessionId,
    stripeSubscriptionId: `sub_fixture_${n}`,
  };
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
const DAY = 86_400;

function stripeSubscription(
  fixture: Fixture,
  status: string,
  overrides: Record<string, unknown> = {},
): StandInSubscription {
  return {
    id: fixture.stripeSubscriptionId,
    object: "subscription",
    status,
    metadata: { subscriptionId: fixture.subscriptionId },
    trial_end: null,
    canceled_at: null,
    ended_at: null,
    items: {
      object: "list",
      data: [{ id: "si_1", object: "subscription_item", current_period_end: nowSeconds() + 30 * DAY }],
    },
    ...overrides,
  };
}

function completedSession(fixture: Fixture) {
  return {
    id: fixture.sessionId,
    object: "checkout.session",
    mode: "subscription",
    status: "complete",
    subscription: fixture.stripeSubscriptionId,
    client_reference_id: fixture.subscriptionId,
    metadata: { subscriptionId: fixture.subscriptionId },
  };
}

let eventCount = 0;

function stripeEvent(type: string, object: Record<string, unknown>, created = nowSeconds()) {
  eventCount += 1;
  return {
    id: `evt_test_${eventCount}_${Date.now()}`,
    object: "event",
    type,
    created,
    livemode: false,
    api_version: Stripe.API_VERSION,
    data: { object },
  };
}

/** Sends an event the way Stripe does: JSON body, signed with the webhook secret. */
function deliver(
  event: unknown,
  options: { secret?: string; timestamp?: number; payload?: string; signature?: string | null } = {},
  app = t.app,
) {
  const signed = JSON.stringify(event);
  const headers: Record<string, string> = { "Content-Type": "application/json; charset=utf-8" };
  if (options.signature !== null) {
    headers["Stripe-Signature"] =
      options.signature ??
      Stripe.webhooks.generateTestHeaderString({
        payload: signed,
        secret: options.secret ?? WEBHOOK_SECRET,
        timestamp: options.timestamp,
      });
  }
  return app.request(paymentEndpoints.stripeWebhook.path, {
    method: "POST",
    headers,
    body: options.payload ?? signed,
  });
}

async function rowOf(subscriptionId: string) {
  const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
  if (!row) throw new Error(`no subscription ${subscriptionId}`);
  return row;
}

async function tierOf(fixture: Fixture) {
  const [member] = await t.db
    .select({ tier: incubatorMembers.membershipTier })
    .from(incubatorMembers)
    .where(
      and(eq(incubatorMembers.userId, fixture.userId), eq(incubatorMembers.incubatorId, fixture.incubatorId)),
    );
  return member?.tier;
}

async function recorded(eventId: string) {
  return t.db.select().from(paymentEvents).where(eq(paymentEvents.id, eventId));
}

function standInCalls() {
  return standIn.requests.map((request) => `${request.method} ${request.path}`);
}

describe("POST /api/payments/stripe/webhook", () => {
  it("applies a completed checkout with a trial: trial until Stripe's trial end, subscriber tier", async () => {
    const fixture = await pendingSubscription({ trialDays: 14 });
    const trialEnd = nowSeconds() + 14 * DAY;
    standIn.subscriptions.set(
      fixture.stripeSubscriptionId,
      stripeSubscription(fixture, "trialing", {
        trial_end: trialEnd,
        items: { object: "list", data: [{ id: "si_1", current_period_end: trialEnd }] },
      }),
    );
    const event = stripeEvent("checkout.session.completed", completedSession(fixture));

    const response = await deliver(event);

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, duplicate: false });
    const row = await rowOf(fixture.subscriptionId);
    expect(row).toMatchObject({
      status: "trial",
      providerRef: fixture.stripeSubscriptionId,
      trialEndsAt: new Date(trialEnd * 1000),
      currentPeriodEnd: new Date(trialEnd * 1000),
      canceledAt: null,
      providerUpdatedAt: new Date(event.created * 1000),
    });
    expect(await tierOf(fixture)).toBe("subscriber");
    expect(await recorded(event.id)).toMatchObject([
      { id: event.id, provider: "stripe", type: "checkout.session.completed" },
    ]);
    expect(standInCalls()).toEqual([`GET /v1/subscriptions/${fixture.stripeSubscriptionId}`]);
  });

  it("applies a completed checkout without a trial as active until the period's end", async () => {
    const fixture = await pendingSubscription();
    const periodEnd = nowSeconds() + 31 * DAY;
    standIn.subscriptions.set(
      fixture.stripeSubscriptionId,
      stripeSubscription(fixture, "active", {
        items: { object: "list", data: [{ id: "si_1", current_period_end: periodEnd }] },
      }),
    );

    const delivered = await deliver(stripeEvent("checkout.session.completed", completedSession(fixture)));
    expect(delivered.status).toBe(200);

    expect(await rowOf(fixture.subscriptionId)).toMatchObject({
      status: "active",
      providerRef: fixture.stripeSubscriptionId,
      trialEndsAt: null,
      currentPeriodEnd: new Date(periodEnd * 1000),
    });
    expect(await tierOf(fixture)).toBe("subscriber");
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "subscription"), eq(auditLog.targetId, fixture.subscriptionId)));
    expect(entries).toEqual([
      expect.objectContaining({
        actorUserId: null,
        action: "subscription.change",
        reason: "stripe webhook",
        requestId: delivered.headers.get("X-Request-Id"),
        summary: {
          before: expect.objectContaining({ status: "pending_payment" }),
          after: expect.objectContaining({ status: "active", providerRef: fixture.stripeSubscriptionId }),
        },
      }),
    ]);
  });

  it("applies an event once, however often it is delivered", async () => {
    const fixture = await pendingSubscription();
    const event = stripeEvent("customer.subscription.updated", stripeSubscription(fixture, "active"));
    expect(await (await deliver(event)).json()).toEqual({ received: true, duplicate: false });
    expect((await rowOf(fixture.subscriptionId)).status).toBe("active");
    // A change after the event: a second application of the event would undo it.
    await t.db
      .update(subscriptions)
      .set({ status: "past_due" })
      .where(eq(subscriptions.id, fixture.subscriptionId));
    const before = await rowOf(fixture.subscriptionId);

    const again = await deliver(event);

    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ received: true, duplicate: true });
    expect(await rowOf(fixture.subscriptionId)).toEqual(before);
    expect(await recorded(event.id)).toHaveLength(1);
  });

  it("applies one of two simultaneous deliveries of the same event", async () => {
    const fixture = await pendingSubscription();
    const event = stripeEvent("customer.subscription.created", stripeSubscription(fixture, "active"));

    const responses = await Promise.all([deliver(event), deliver(event)]);

    expect(responses.map((response) => response.status)).toEqual([200, 200]);
    const bodies = await Promise.all(
      responses.map((response) => response.json() as Promise<{ duplicate: boolean }>),
    );
    expect(bodies.map((body) => body.duplicate).sort()).toEqual([false, true]);
    expect(await recorded(event.id)).toHaveLength(1);
    expect((await rowOf(fixture.subscriptionId)).status).toBe("active");
  });

  it("keeps a subscription canceled when its deletion arrives before the completed checkout", async () => {
    const fixture = await pendingSubscription({ trialDays: 7 });
    const started = nowSeconds() - 60;
    const endedAt = started + 30;
    // Stripe's own state by the time the late checkout event is processed.
    standIn.subscriptions.set(
      fixture.stripeSubscriptionId,
      stripeSubscription(fixture, "canceled", { canceled_at: endedAt, ended_at: endedAt }),
    );
    const deleted = stripeEvent(
      "customer.subscription.deleted",
      stripeSubscription(fixture, "canceled", { canceled_at: endedAt, ended_at: endedAt }),
      endedAt,
    );
    const completed = stripeEvent("checkout.session.completed", completedSession(fixture), started);

    expect((await deliver(deleted)).status).toBe(200);
    expect((await deliver(completed)).status).toBe(200);

    expect(await rowOf(fixture.subscriptionId)).toMatchObject({
      status: "canceled",
      providerRef: fixture.stripeSubscriptionId,
      canceledAt: new Date(endedAt * 1000),
    });
    expect(await tierOf(fixture)).toBe("guest");
    expect(await recorded(completed.id)).toHaveLength(1);
    expect(standInCalls()).not.toContain(`DELETE /v1/subscriptions/${fixture.stripeSubscriptionId}`);
  });

  it("never lets an update older than the applied state overwrite it", async () => {
    const fixture = await pendingSubscription();
    const base = nowSeconds() - 100;
    const newerEnd = base + 60 * DAY;
    const newer = stripeEvent(
      "customer.subscription.updated",
      stripeSubscription(fixture, "active", {
        items: { object: "list", data: [{ id: "si_1", current_period_end: newerEnd }] },
      }),
      base + 20,
    );
    const older = stripeEvent(
      "customer.subscription.updated",
      stripeSubscription(fixture, "past_due", {
        items: { object: "list", data: [{ id: "si_1", current_period_end: base + 30 * DAY }] },
      }),
      base + 10,
    );

    expect((await deliver(newer)).status).toBe(200);
    expect((await deliver(older)).status).toBe(200);

    expect(await rowOf(fixture.subscriptionId)).toMatchObject({
      status: "active",
      currentPeriodEnd: new Date(newerEnd * 1000),
      providerUpdatedAt: new Date((base + 20) * 1000),
    });
    expect(await tierOf(fixture)).toBe("subscriber");
    // Recorded all the same, so Stripe's retries of it are answered as duplicates.
    expect(await recorded(older.id)).toHaveLength(1);
  });

  it("applies a subscription event that arrives before the checkout, found by its metadata", async () => {
    const fixture = await pendingSubscription({ trialDays: 30 });
    const trialEnd = nowSeconds() + 30 * DAY;
    const created = stripeEvent(
      "customer.subscription.created",
      stripeSubscription(fixture, "trialing", { trial_end: trialEnd }),
      nowSeconds() - 5,
    );
    expect((await deliver(created)).status).toBe(200);
    expect(await rowOf(fixture.subscriptionId)).toMatchObject({
      status: "trial",
      providerRef: fixture.stripeSubscriptionId,
      trialEndsAt: new Date(trialEnd * 1000),
    });

    // The checkout event, sent earlier but delivered later, is older than what is applied.
    standIn.subscriptions.set(fixture.stripeSubscriptionId, stripeSubscription(fixture, "trialing"));
    const completed = stripeEvent("checkout.session.completed", completedSession(fixture), nowSeconds() - 10);
    expect((await deliver(completed)).status).toBe(200);
    expect(await rowOf(fixture.subscriptionId)).toMatchObject({
      status: "trial",
      trialEndsAt: new Date(trialEnd * 1000),
    });
  });

  it("never brings a canceled subscription back, even with a newer event", async () => {
    const fixture = await pendingSubscription();
    const base = nowSeconds() - 100;
    await deliver(
      stripeEvent("customer.subscription.deleted", stripeSubscription(fixture, "canceled"), base),
    );
    const canceled = await rowOf(fixture.subscriptionId);
    expect(canceled.status).toBe("canceled");

    await deliver(
      stripeEvent("customer.subscription.updated", stripeSubscription(fixture, "active"), base + 50),
    );

    expect(await rowOf(fixture.subscriptionId)).toMatchObject({
      status: "canceled",
      canceledAt: canceled.canceledAt,
    });
    expect(await tierOf(fixture)).toBe("guest");
  });

  it("maps Stripe's statuses: unpaid to past due, incomplete leaves it pending, incomplete_expired cancels", async () => {
    const fixture = await pendingSubscription();
    const base = nowSeconds() - 100;
    await deliver(
      stripeEvent("customer.subscription.created", stripeSubscription(fixture, "incomplete"), base),
    );
    expect(await rowOf(fixture.subscriptionId)).toMatchObject({
      status: "pending_payment",
      providerRef: fixture.stripeSubscriptionId,
    });

    await deliver(
      stripeEvent("customer.subscription.updated", stripeSubscription(fixture, "active"), base + 1),
    );
    await deliver(
      stripeEvent("customer.subscription.updated", stripeSubscription(fixture, "unpaid"), base + 2),
    );
    expect((await rowOf(fixture.subscriptionId)).status).toBe("past_due");
    expect(await tierOf(fixture)).toBe("guest");

    await deliver(
      stripeEvent(
        "customer.subscription.updated",
        stripeSubscription(fixture, "incomplete_expired"),
        base + 3,
      ),
    );
    const row = await rowOf(fixture.subscriptionId);
    expect(row.status).toBe("canceled");
    expect(row.canceledAt).toEqual(new Date((base + 3) * 1000));
  });

  it("stops Stripe's billing when the person canceled before the payment completed", async () => {
    const fixture = await pendingSubscription();
    await t.db
      .update(subscriptions)
      .set({ status: "canceled", canceledAt: new Date() })
      .where(eq(subscriptions.id, fixture.subscriptionId));
    standIn.subscriptions.set(fixture.stripeSubscriptionId, stripeSubscription(fixture, "active"));

    expect((await deliver(stripeEvent("checkout.session.completed", completedSession(fixture)))).status).toBe(
      200,
    );

    expect(await rowOf(fixture.subscriptionId)).toMatchObject({
      status: "canceled",
      providerRef: fixture.stripeSubscriptionId,
    });
    expect(standInCalls()).toContain(`DELETE /v1/subscriptions/${fixture.stripeSubscriptionId}`);
    expect(standIn.subscriptions.get(fixture.stripeSubscriptionId)?.status).toBe("canceled");
  });

  it("cancels, here and at Stripe, a payment for a second incubator while another subscription is active", async () => {
    const first = await pendingSubscription();
    await t.db
      .update(subscriptions)
      .set({ status: "active" })
      .where(eq(subscriptions.id, first.subscriptionId));
    const second = await pendingSubscription({ userId: first.userId, email: first.email });
    await t.db
      .insert(incubatorMembers)
      .values({ userId: first.userId, incubatorId: second.incubatorId, membershipTier: "guest" })
      .onConflictDoNothing();
    standIn.subscriptions.set(second.stripeSubscriptionId, stripeSubscription(second, "active"));
    const event = stripeEvent("checkout.session.completed", completedSession(second));

    const response = await deliver(event);

    expect(response.status).toBe(200);
    expect(await rowOf(second.subscriptionId)).toMatchObject({
      status: "canceled",
      providerRef: second.stripeSubscriptionId,
    });
    expect((await rowOf(second.subscriptionId)).canceledAt).toBeInstanceOf(Date);
    expect((await rowOf(first.subscriptionId)).status).toBe("active");
    expect(await tierOf(second)).toBe("guest");
    expect(standInCalls()).toContain(`DELETE /v1/subscriptions/${second.stripeSubscriptionId}`);
    expect(await recorded(event.id)).toHaveLength(1);
  });

  it("replaces the active subscription of the same incubator on a plan change and stops its billing", async () => {
    const first = await pendingSubscription();
    await t.db
      .update(subscriptions)
      .set({ status: "active", providerRef: first.stripeSubscriptionId })
      .where(eq(subscriptions.id, first.subscriptionId));
    standIn.subscriptions.set(first.stripeSubscriptionId, stripeSubscription(first, "active"));
    const second = await pendingSubscription({
      userId: first.userId,
      email: first.email,
      incubatorId: first.incubatorId,
    });
    standIn.subscriptions.set(second.stripeSubscriptionId, stripeSubscription(second, "active"));

    expect((await deliver(stripeEvent("checkout.session.completed", completedSession(second)))).status).toBe(
      200,
    );

    expect((await rowOf(second.subscriptionId)).status).toBe("active");
    expect((await rowOf(first.subscriptionId)).status).toBe("canceled");
    expect(await tierOf(second)).toBe("subscriber");
    expect(standInCalls()).toContain(`DELETE /v1/subscriptions/${first.stripeSubscriptionId}`);
  });

  it("keeps cancel at period end in step with Stripe, and ends the subscription when Stripe does", async () => {
    const fixture = await activeStripeSubscription();
    const base = nowSeconds();
    const marked = stripeSubscription(fixture, "active", { cancel_at_period_end: true });
    await deliver(stripeEvent("customer.subscription.updated", marked, base + 1));
    expect(await rowOf(fixture.subscriptionId)).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
    expect(await tierOf(fixture)).toBe("subscriber");

    const resumed = stripeSubscription(fixture, "active", { cancel_at_period_end: false });
    await deliver(stripeEvent("customer.subscription.updated", resumed, base + 2));
    expect((await rowOf(fixture.subscriptionId)).cancelAtPeriodEnd).toBe(false);

    await deliver(stripeEvent("customer.subscription.updated", marked, base + 3));
    const ended = stripeSubscription(fixture, "canceled", { cancel_at_period_end: true, ended_at: base + 4 });
    await deliver(stripeEvent("customer.subscription.deleted", ended, base + 4));
    expect(await rowOf(fixture.subscriptionId)).toMatchObject({
      status: "canceled",
      cancelAtPeriodEnd: false,
      canceledAt: new Date((base + 4) * 1000),
    });
    expect(await tierOf(fixture)).toBe("guest");
  });

  it("marks a checkout whose first payment never came, or whose session expired, as not completed", async () => {
    const expiredPayment = await pendingSubscription();
    await deliver(
      stripeEvent("customer.subscription.updated", stripeSubscription(expiredPayment, "incomplete_expired")),
    );
    expect(await rowOf(expiredPayment.subscriptionId)).toMatchObject({
      status: "not_completed",
      canceledAt: null,
    });

    const expiredSession = await pendingSubscription();
    const session = { ...completedSession(expiredSession), status: "expired", subscription: null };
    expect((await deliver(stripeEvent("checkout.session.expired", session))).status).toBe(200);
    expect((await rowOf(expiredSession.subscriptionId)).status).toBe("not_completed");
    expect(await tierOf(expiredSession)).toBe("guest");
  });

  it("records events of other types, or for subscriptions it does not know, without effect", async () => {
    const fixture = await pendingSubscription();
    const invoice = stripeEvent("invoice.paid", { id: "in_1", object: "invoice" });
    const stranger = stripeEvent(
      "customer.subscription.updated",
      stripeSubscription(fixture, "active", { id: "sub_someone_else", metadata: {} }),
    );
    const badMetadata = stripeEvent(
      "customer.subscription.updated",
      stripeSubscription(fixture, "active", { id: "sub_other", metadata: { subscriptionId: "not-a-uuid" } }),
    );

    for (const event of [invoice, stranger, badMetadata]) {
      const response = await deliver(event);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ received: true, duplicate: false });
      expect(await recorded(event.id)).toMatchObject([{ type: event.type }]);
    }
    expect(await rowOf(fixture.subscriptionId)).toMatchObject({
      status: "pending_payment",
      providerRef: fixture.sessionId,
    });
  });

  it("refuses a bad signature with 400 and records nothing", async () => {
    const fixture = await pendingSubscription();
    const event = stripeEvent("customer.subscription.updated", stripeSubscription(fixture, "active"));

    const wrongSecret = await deliver(event, { secret: "whsec_someone_else" });
    const tampered = await deliver(event, {
      payload: JSON.stringify({ ...event, data: { object: stripeSubscription(fixture, "trialing") } }),
    });
    const unsigned = await deliver(event, { signature: null });
    const garbled = await deliver(event, { signature: "t=1,v1=abc" });

    expect(await errorOf(wrongSecret)).toEqual({
      status: 400,
      code: "bad_request",
      message: STRIPE_WEBHOOK_MESSAGES.badSignature,
    });
    expect(await errorOf(tampered)).toMatchObject({
      status: 400,
      message: STRIPE_WEBHOOK_MESSAGES.badSignature,
    });
    expect(await errorOf(unsigned)).toMatchObject({
      status: 400,
      message: STRIPE_WEBHOOK_MESSAGES.missingSignature,
    });
    expect((await errorOf(garbled)).status).toBe(400);
    expect(await recorded(event.id)).toEqual([]);
    expect((await rowOf(fixture.subscriptionId)).status).toBe("pending_payment");
  });

  it("refuses a signature older than 300 seconds, even a correct one", async () => {
    const fixture = await pendingSubscription();
    const event = stripeEvent("customer.subscription.updated", stripeSubscription(fixture, "active"));

    const stale = await deliver(event, { timestamp: nowSeconds() - 301 });

    expect(await errorOf(stale)).toEqual({
      status: 400,
      code: "bad_request",
      message: STRIPE_WEBHOOK_MESSAGES.staleSignature,
    });
    expect(await recorded(event.id)).toEqual([]);
    expect((await rowOf(fixture.subscriptionId)).status).toBe("pending_payment");
    // Within the tolerance the same event is accepted.
    expect((await deliver(event, { timestamp: nowSeconds() - 200 })).status).toBe(200);
  });

  it("answers 503 without recording when Stripe cannot be read, so Stripe's retry applies the event", async () => {
    const fixture = await pendingSubscription();
    standIn.subscriptions.set(fixture.stripeSubscriptionId, stripeSubscription(fixture, "active"));
    const event = stripeEvent("checkout.session.completed", completedSession(fixture));
    standIn.failWith = 500;

    const failed = await deliver(event);

    expect(await errorOf(failed)).toEqual({
      status: 503,
      code: "unavailable",
      message: STRIPE_UNAVAILABLE_MESSAGE,
    });
    expect(await recorded(event.id)).toEqual([]);
    expect((await rowOf(fixture.subscriptionId)).status).toBe("pending_payment");

    standIn.failWith = null;
    expect((await deliver(event)).status).toBe(200);
    expect((await rowOf(fixture.subscriptionId)).status).toBe("active");
  });

  it("exists only where Stripe is configured, and is documented there", async () => {
    const withoutStripe = t.withEnv({ STRIPE_SECRET_KEY: "", STRIPE_WEBHOOK_SECRET: "", STRIPE_API_URL: "" });
    const event = stripeEvent("invoice.paid", { id: "in_2", object: "invoice" });

    const response = await deliver(event, {}, withoutStripe);

    expect((await errorOf(response)).status).toBe(404);
    expect(await recorded(event.id)).toEqual([]);
    const documented = (await (await t.request("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, unknown> } }>>;
    };
    expect(
      Object.keys(documented.paths[paymentEndpoints.stripeWebhook.path]?.post?.requestBody?.content ?? {}),
    ).toEqual(["application/json"]);
    const undocumented = (await (await withoutStripe.request("/api/openapi.json")).json()) as {
      paths: Record<string, unknown>;
    };
    expect(undocumented.paths[paymentEndpoints.stripeWebhook.path]).toBeUndefined();
  });
});

/** A fixture whose Stripe subscription is active, through the completed checkout's event. */
async function activeStripeSubscription(options: { trialDays?: number } = {}): Promise<Fixture> {
  const fixture = await pendingSubscription(options);
  standIn.subscriptions.set(fixture.stripeSubscriptionId, stripeSubscription(fixture, "active"));
  await deliver(stripeEvent("checkout.session.completed", completedSession(fixture)));
  expect((await rowOf(fixture.subscriptionId)).status).toBe("active");
  standIn.requests.length = 0;
  return fixture;
}

function actorOf(fixture: Fixture) {
  return { kind: "user" as const, userId: fixture.userId, email: fixture.email, emailVerified: true };
}

describe("the person's changes to a Stripe subscription", () => {
  const deps = () => ({
    provider: createPayments(t.env).provider,
    publicUrl: t.env.PUBLIC_URL,
    clock: t.clock,
  });

  it("cancel sets cancel_at_period_end at Stripe and keeps access; resume clears it", async () => {
    const fixture = await activeStripeSubscription();
    const id = fixture.subscriptionId;
    const { subscription } = await cancelSubscription(t.db, actorOf(fixture), { id }, deps());
    expect(subscription).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
    expect(standInCalls()).toEqual([`POST /v1/subscriptions/${fixture.stripeSubscriptionId}`]);
    expect(standIn.requests[0]?.form).toEqual({ cancel_at_period_end: "true" });
    expect(standIn.subscriptions.get(fixture.stripeSubscriptionId)?.cancel_at_period_end).toBe(true);
    expect(await tierOf(fixture)).toBe("subscriber");

    standIn.requests.length = 0;
    const resumed = await resumeSubscription(t.db, actorOf(fixture), { id }, deps());
    expect(resumed.subscription.cancelAtPeriodEnd).toBe(false);
    expect(standIn.requests[0]?.form).toEqual({ cancel_at_period_end: "false" });
    expect(standIn.subscriptions.get(fixture.stripeSubscriptionId)?.cancel_at_period_end).toBe(false);
  });

  it("ending now cancels Stripe's subscription at once, and the person is a guest (decision 029)", async () => {
    const fixture = await activeStripeSubscription();
    const { subscription } = await endSubscriptionNow(
      t.db,
      actorOf(fixture),
      { id: fixture.subscriptionId },
      deps(),
    );
    expect(subscription).toMatchObject({ status: "canceled", cancelAtPeriodEnd: false });
    expect(standInCalls()).toContain(`DELETE /v1/subscriptions/${fixture.stripeSubscriptionId}`);
    expect(await tierOf(fixture)).toBe("guest");
  });

  it("answers 503 and keeps the subscription as it was when Stripe cannot be told", async () => {
    const fixture = await activeStripeSubscription();
    standIn.failWith = 500;
    await expect(
      cancelSubscription(t.db, actorOf(fixture), { id: fixture.subscriptionId }, deps()),
    ).rejects.toMatchObject({ code: "unavailable", message: STRIPE_UNAVAILABLE_MESSAGE });
    expect((await rowOf(fixture.subscriptionId)).cancelAtPeriodEnd).toBe(false);
  });

  it("changes plan by moving the subscription item to the new plan's price, prorated", async () => {
    const fixture = await activeStripeSubscription();
    const [premium] = await t.db
      .insert(subscriptionPlans)
      .values({ incubatorId: fixture.incubatorId, name: "Premium", priceMonthly: 9900 })
      .returning({ id: subscriptionPlans.id });
    const planId = premium?.id ?? "";

    standIn.failWith = 500;
    await expect(
      changeSubscriptionPlan(t.db, actorOf(fixture), { id: fixture.subscriptionId, planId }, deps()),
    ).rejects.toMatchObject({ code: "unavailable" });
    expect((await rowOf(fixture.subscriptionId)).planId).toBe(fixture.planId);
    standIn.failWith = null;
    standIn.requests.length = 0;

    const { subscription } = await changeSubscriptionPlan(
      t.db,
      actorOf(fixture),
      { id: fixture.subscriptionId, planId },
      deps(),
    );
    expect(subscription).toMatchObject({ status: "active", plan: { id: planId, priceMonthly: 9900 } });
    expect(standInCalls()).toEqual([
      `GET /v1/subscriptions/${fixture.stripeSubscriptionId}`,
      "POST /v1/prices",
      `POST /v1/subscriptions/${fixture.stripeSubscriptionId}`,
    ]);
    expect(standIn.requests[1]?.form).toMatchObject({ unit_amount: "9900", "recurring[interval]": "month" });
    const [, , update] = standIn.requests;
    expect(update?.form).toMatchObject({
      "items[0][id]": "si_1",
      "items[0][price]": expect.stringMatching(/^price_test_/),
      proration_behavior: "create_prorations",
    });
    expect(await tierOf(fixture)).toBe("subscriber");
  });
});

describe("Stripe payment provider", () => {
  const checkoutRequest = {
    subscriptionId: "0b9b6a4e-3c55-4c8e-9f1f-2f4f3b1f6a10",
    customerEmail: "ada@example.org",
    plan: { id: "plan-1", name: "Founder", priceMonthly: 2900, trialPeriodDays: 14 },
    incubator: { slug: "north-star", name: "North Star" },
  };
  const provider = () =>
    createStripePaymentProvider(
      createStripeClient({ secretKey: SECRET_KEY, apiUrl: standIn.url }),
      PUBLIC_URL,
    );

  it("is the provider when both Stripe secrets are set, else the built-in checkout", () => {
    expect(createPayments(t.env).provider.name).toBe("stripe");
    expect(createPayments(loadEnv(TEST_ENV)).provider.name).toBe("builtin");
  });

  it("opens a Checkout Session in subscription mode priced from the plan", async () => {
    const checkout = await provider().startCheckout(checkoutRequest);

    const [request] = standIn.requests;
    expect(request?.method).toBe("POST");
    expect(request?.path).toBe("/v1/checkout/sessions");
    const sessionId = checkout.providerRef ?? "";
    expect(sessionId).toMatch(/^cs_test_/);
    expect(checkout.url).toBe(standIn.checkoutUrl(sessionId));
    const id = checkoutRequest.subscriptionId;
    expect(request?.form).toEqual({
      mode: "subscription",
      "line_items[0][quantity]": "1",
      "line_items[0][price_data][currency]": "usd",
      "line_items[0][price_data][unit_amount]": "2900",
      "line_items[0][price_data][recurring][interval]": "month",
      "line_items[0][price_data][product_data][name]": "North Star — Founder",
      "subscription_data[metadata][subscriptionId]": id,
      "subscription_data[trial_period_days]": "14",
      client_reference_id: id,
      "metadata[subscriptionId]": id,
      customer_email: "ada@example.org",
      success_url: `${PUBLIC_URL}/subscription/success?subscriptionId=${id}`,
      cancel_url: `${PUBLIC_URL}/incubators/north-star`,
    });
    expect(request?.headers["idempotency-key"]).toBe(`hatchery-checkout-${id}`);
  });

  it("asks for no trial when the plan has none", async () => {
    await provider().startCheckout({
      ...checkoutRequest,
      plan: { ...checkoutRequest.plan, trialPeriodDays: 0 },
    });
    expect(standIn.requests[0]?.form).not.toHaveProperty("subscription_data[trial_period_days]");
  });

  it("answers 503 when Stripe fails to open the session", async () => {
    standIn.failWith = 500;
    const failure = await provider()
      .startCheckout(checkoutRequest)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ code: "unavailable", message: STRIPE_UNAVAILABLE_MESSAGE });
  });

  it("expires the Checkout Session of the person's earlier pending subscription when they subscribe again", async () => {
    fixtureCount += 1;
    const email = `again-${fixtureCount}@example.org`;
    const { userId } = await createVerifiedUser(t.app, t.db, person(email), {
      ip: `198.51.100.${fixtureCount}`,
    });
    const [incubator] = await t.db
      .insert(incubators)
      .values({ slug: `twice-clicked-${fixtureCount}`, name: "Twice Clicked" })
      .returning({ id: incubators.id });
    const [monthly, yearly] = await t.db
      .insert(subscriptionPlans)
      .values([
        { incubatorId: incubator?.id ?? "", name: "Monthly", priceMonthly: 1500 },
        { incubatorId: incubator?.id ?? "", name: "Premium", priceMonthly: 4500 },
      ])
      .returning({ id: subscriptionPlans.id });
    const actor = { kind: "user", userId, email, emailVerified: true } as const;
    const deps = { provider: createPayments(t.env).provider, clock: t.clock };
    const rowsNow = () => t.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));

    await createSubscription(t.db, actor, { planId: monthly?.id ?? "" }, deps);
    const [first] = await rowsNow();
    const firstSession = first?.providerRef ?? "";
    expect(standIn.sessions.get(firstSession)?.status).toBe("open");
    standIn.requests.length = 0;

    const { url } = await createSubscription(t.db, actor, { planId: yearly?.id ?? "" }, deps);

    expect(standIn.sessions.get(firstSession)?.status).toBe("expired");
    const rows = await rowsNow();
    const second = rows.find((row) => row.id !== first?.id);
    expect(standInCalls()).toEqual([
      `POST /v1/checkout/sessions/${firstSession}/expire`,
      "POST /v1/checkout/sessions",
    ]);
    expect(rows.find((row) => row.id === first?.id)).toMatchObject({ status: "not_completed" });
    expect(second).toMatchObject({ status: "pending_payment", planId: yearly?.id });
    expect(url).toBe(standIn.checkoutUrl(second?.providerRef ?? ""));
    expect(standIn.sessions.get(second?.providerRef ?? "")?.status).toBe("open");

    // Stripe unreachable: nothing changes, and the open page stays the one to pay.
    standIn.failWith = 500;
    await expect(createSubscription(t.db, actor, { planId: monthly?.id ?? "" }, deps)).rejects.toMatchObject({
      code: "unavailable",
    });
    standIn.failWith = null;
    expect((await rowsNow()).map((row) => [row.id, row.status]).sort()).toEqual(
      rows.map((row) => [row.id, row.status]).sort(),
    );
  });

  it("stores the session id on the subscription a person creates", async () => {
    fixtureCount += 1;
    const email = `checkout-${fixtureCount}@example.org`;
    const { userId } = await createVerifiedUser(t.app, t.db, person(email), {
      ip: `198.51.100.${fixtureCount}`,
    });
    const [incubator] = await t.db
      .insert(incubators)
      .values({ slug: "stand-in-checkout", name: "Stand-in Checkout" })
      .returning({ id: incubators.id });
    const [plan] = await t.db
      .insert(subscriptionPlans)
      .values({ incubatorId: incubator?.id ?? "", name: "Monthly", priceMonthly: 1500 })
      .returning({ id: subscriptionPlans.id });

    const { url } = await createSubscription(
      t.db,
      { kind: "user", userId, email, emailVerified: true },
      { planId: plan?.id ?? "" },
      { provider: createPayments(t.env).provider, clock: t.clock },
    );

    const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
    expect(row).toMatchObject({ provider: "stripe", status: "pending_payment" });
    expect(row?.providerRef).toMatch(/^cs_test_/);
    expect(url).toBe(standIn.checkoutUrl(row?.providerRef ?? ""));
    expect(standIn.requests[0]?.form["metadata[subscriptionId]"]).toBe(row?.id);
  });

  it("cancels a Stripe subscription or expires an open Checkout Session, and calls Stripe for nothing else", async () => {
    standIn.subscriptions.set("sub_to_cancel", {
      id: "sub_to_cancel",
      object: "subscription",
      status: "active",
    });

    await provider().cancel({ providerRef: "sub_to_cancel" });
    expect(standInCalls()).toEqual([
      "GET /v1/subscriptions/sub_to_cancel",
      "DELETE /v1/subscriptions/sub_to_cancel",
    ]);
    expect(standIn.subscriptions.get("sub_to_cancel")?.status).toBe("canceled");

    standIn.requests.length = 0;
    await provider().cancel({ providerRef: null });
    // Already canceled, or unknown to Stripe: nothing left to bill.
    await provider().cancel({ providerRef: "sub_to_cancel" });
    await provider().cancel({ providerRef: "sub_unknown" });
    expect(standInCalls()).toEqual([
      "GET /v1/subscriptions/sub_to_cancel",
      "GET /v1/subscriptions/sub_unknown",
    ]);

    standIn.requests.length = 0;
    const { providerRef: open } = await provider().startCheckout(checkoutRequest);
    const sessionId = open ?? "";
    await provider().cancel({ providerRef: sessionId });
    expect(standIn.sessions.get(sessionId)?.status).toBe("expired");
    // Already expired, or unknown to Stripe: its page can no longer be paid.
    await provider().cancel({ providerRef: sessionId });
    await provider().cancel({ providerRef: "cs_test_unknown" });
    expect(standInCalls()).toEqual([
      "POST /v1/checkout/sessions",
      `POST /v1/checkout/sessions/${sessionId}/expire`,
      `POST /v1/checkout/sessions/${sessionId}/expire`,
      `GET /v1/checkout/sessions/${sessionId}`,
      "POST /v1/checkout/sessions/cs_test_unknown/expire",
    ]);
  });

  it("leaves a completed Checkout Session to the webhook events, and answers 503 when Stripe cannot expire one", async () => {
    const { providerRef } = await provider().startCheckout(checkoutRequest);
    const sessionId = providerRef ?? "";
    const session = standIn.sessions.get(sessionId);
    if (!session) throw new Error("the stand-in has no such session");

    standIn.failWith = 500;
    await expect(provider().cancel({ providerRef: sessionId })).rejects.toMatchObject({
      code: "unavailable",
      message: STRIPE_UNAVAILABLE_MESSAGE,
    });
    standIn.failWith = null;
    expect(session.status).toBe("open");

    session.status = "complete";
    await provider().cancel({ providerRef: sessionId });
    expect(session.status).toBe("complete");
  });

  it("answers 503 when Stripe cannot cancel", async () => {
    standIn.subscriptions.set("sub_cannot_cancel", {
      id: "sub_cannot_cancel",
      object: "subscription",
      status: "active",
    });
    standIn.failWith = 500;
    await expect(provider().cancel({ providerRef: "sub_cannot_cancel" })).rejects.toMatchObject({
      code: "unavailable",
    });
  });
});

describe("subscription emails from Stripe's events", () => {
  async function subscriptionMails(to: string) {
    await deliverNotificationEmails(t.db, t.env);
    const rows = await t.db
      .select({ kind: emailOutbox.kind, subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, to))
      .orderBy(asc(emailOutbox.createdAt));
    return rows.filter((row) => row.kind.startsWith("subscription-"));
  }

  it("sends the receipt once when the payment completes, however often the event comes", async () => {
    const fixture = await pendingSubscription();
    standIn.subscriptions.set(fixture.stripeSubscriptionId, stripeSubscription(fixture, "active"));
    const event = stripeEvent("checkout.session.completed", completedSession(fixture));
    expect((await deliver(event)).status).toBe(200);
    expect((await deliver(event)).status).toBe(200);
    const n = fixtureCount;
    expect(await subscriptionMails(fixture.email)).toEqual([
      { kind: "subscription-started", subject: `Your receipt for Founder ${n} at Hatch ${n}` },
    ]);
  });

  it("tells the person when a renewal fails, and when Stripe ends the subscription", async () => {
    const fixture = await pendingSubscription();
    const n = fixtureCount;
    const base = nowSeconds();
    const active = stripeSubscription(fixture, "active");
    standIn.subscriptions.set(fixture.stripeSubscriptionId, active);
    await deliver(stripeEvent("checkout.session.completed", completedSession(fixture), base));
    await deliver(
      stripeEvent("customer.subscription.updated", stripeSubscription(fixture, "past_due"), base + 1),
    );
    // Still past due: no second notice.
    await deliver(
      stripeEvent("customer.subscription.updated", stripeSubscription(fixture, "unpaid"), base + 2),
    );
    await deliver(
      stripeEvent("customer.subscription.deleted", stripeSubscription(fixture, "canceled"), base + 3),
    );

    expect((await rowOf(fixture.subscriptionId)).status).toBe("canceled");
    expect(await subscriptionMails(fixture.email)).toEqual([
      { kind: "subscription-started", subject: `Your receipt for Founder ${n} at Hatch ${n}` },
      {
        kind: "subscription-renewal-failed",
        subject: `We could not renew your Founder ${n} subscription at Hatch ${n}`,
      },
      { kind: "subscription-ended", subject: `Your Founder ${n} subscription at Hatch ${n} has ended` },
    ]);
  });

  it("sends no notice for a checkout that ends before it was ever paid", async () => {
    const fixture = await pendingSubscription();
    await deliver(
      stripeEvent("customer.subscription.deleted", stripeSubscription(fixture, "incomplete_expired")),
    );
    expect(await subscriptionMails(fixture.email)).toEqual([]);
  });
});
