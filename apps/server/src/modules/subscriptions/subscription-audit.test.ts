import type { CreateSubscriptionResponse } from "@hatchery/shared";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, incubators, subscriptionPlans, subscriptions } from "../../db/schema";
import { type CookieJar, call, createVerifiedUser, person } from "../../test/auth-test-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { renewBuiltinSubscriptions } from "./subscription-renewal";
import { applySubscriptionState } from "./subscription-state.service";

let t: TestApp;
let jar: CookieJar;
let userId: string;
let planId: string;
const ip = "198.51.100.120";

beforeAll(async () => {
  t = await createTestApp();
  ({ jar, userId } = await createVerifiedUser(t.app, t.db, person("subscriber@audit.test"), { ip }));
  const [incubator] = await t.db
    .insert(incubators)
    .values({ slug: "audit-subscriptions", name: "Audit Subscriptions" })
    .returning({ id: incubators.id });
  const [plan] = await t.db
    .insert(subscriptionPlans)
    .values({ incubatorId: incubator?.id ?? "", name: "Monthly", priceMonthly: 1500 })
    .returning({ id: subscriptionPlans.id });
  planId = plan?.id ?? "";
});
afterAll(() => t.close());

const entriesOf = (subscriptionId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, "subscription"), eq(auditLog.targetId, subscriptionId)))
    .orderBy(asc(auditLog.id));

describe("audit of subscription state changes", () => {
  let subscriptionId: string;

  it("records the person's payment and cancellation once each, with the changed fields and the request id", async () => {
    const created = await call(t.app, "/api/subscriptions", { planId }, { jar, ip });
    expect(created.status).toBe(201);
    subscriptionId = ((await created.json()) as CreateSubscriptionResponse).url.split("/").at(-1) ?? "";
    expect(await entriesOf(subscriptionId)).toEqual([]);

    const confirmed = await call(t.app, `/api/checkout/${subscriptionId}/confirm`, {}, { jar, ip });
    expect(confirmed.status).toBe(200);
    const canceled = await call(t.app, `/api/subscriptions/${subscriptionId}/cancel`, {}, { jar, ip });
    expect(canceled.status).toBe(200);

    const entries = await entriesOf(subscriptionId);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      actorUserId: userId,
      action: "subscription.change",
      reason: null,
      summary: {
        before: { status: "pending_payment", currentPeriodEnd: null },
        after: { status: "active" },
      },
      requestId: confirmed.headers.get("X-Request-Id"),
    });
    expect(entries[0]?.summary.after.currentPeriodEnd).toEqual(expect.any(String));
    expect(entries[1]).toMatchObject({
      actorUserId: userId,
      summary: { before: { cancelAtPeriodEnd: false }, after: { cancelAtPeriodEnd: true } },
      requestId: canceled.headers.get("X-Request-Id"),
    });
    // Fields that were set again to the value they had are left out.
    expect(Object.keys(entries[1]?.summary.after ?? {})).toEqual(["cancelAtPeriodEnd"]);
  });

  it("records a change by the system with no actor, its name as the reason and no request id", async () => {
    const periodEnd = new Date(Date.now() - 60_000);
    await t.db
      .update(subscriptions)
      .set({ currentPeriodEnd: periodEnd })
      .where(eq(subscriptions.id, subscriptionId));
    expect((await renewBuiltinSubscriptions(t.db, new Date())).ended).toBe(1);

    const entries = await entriesOf(subscriptionId);
    expect(entries).toHaveLength(3);
    expect(entries[2]).toMatchObject({
      actorUserId: null,
      reason: "subscription renewal",
      requestId: null,
      summary: {
        before: { status: "active", cancelAtPeriodEnd: true, canceledAt: null },
        after: { status: "canceled", cancelAtPeriodEnd: false, canceledAt: periodEnd.toISOString() },
      },
    });
  });

  it("records nothing when the change is rolled back", async () => {
    const before = await entriesOf(subscriptionId);
    await expect(
      t.db.transaction(async (tx) => {
        await applySubscriptionState(
          tx,
          subscriptionId,
          { status: "past_due" },
          { actor: { kind: "system", name: "test" } },
        );
        throw new Error("abandoned");
      }),
    ).rejects.toThrow("abandoned");
    expect(await entriesOf(subscriptionId)).toEqual(before);
  });
});
