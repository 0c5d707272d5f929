import type { CheckoutResponse, CurrentSubscriptionResponse, Subscription } from "@hatchery/shared";

export function subscriptionFixture(overrides: Partial<Subscription> = {}): Subscription {
  return {
    id: "sub-1",
    status: "trial",
    provider: "builtin",
    trialEndsAt: "2026-12-05T10:00:00.000Z",
    currentPeriodEnd: "2026-12-05T10:00:00.000Z",
    canceledAt: null,
    cancelAtPeriodEnd: false,
    createdAt: "2026-11-21T10:00:00.000Z",
    updatedAt: "2026-11-21T10:00:00.000Z",
    plan: { id: "plan-1", name: "Builder", priceMonthly: 2900, incubatorId: "inc-1" },
    incubator: { id: "inc-1", slug: "acme-labs", name: "Acme Labs" },
    ...overrides,
  };
}

/** An earlier subscription, canceled, to another incubator. */
export function pastSubscriptionFixture(overrides: Partial<Subscription> = {}): Subscription {
  return subscriptionFixture({
    id: "sub-0",
    status: "canceled",
    trialEndsAt: null,
    currentPeriodEnd: "2026-10-01T10:00:00.000Z",
    canceledAt: "2026-09-15T10:00:00.000Z",
    createdAt: "2026-09-01T10:00:00.000Z",
    plan: { id: "plan-9", name: "Explorer", priceMonthly: 999, incubatorId: "inc-2" },
    incubator: { id: "inc-2", slug: "beta-garage", name: "Beta Garage" },
    ...overrides,
  });
}

/**
 * `GET /api/subscriptions/current` as the server answers it for a person with these subscriptions,
 * newest first: the trial or active one, and every past due one.
 */
export function currentFixture(
  subscriptions: Subscription[] = [subscriptionFixture(), pastSubscriptionFixture()],
): CurrentSubscriptionResponse {
  return {
    current: subscriptions.find(({ status }) => status === "trial" || status === "active") ?? null,
    needsAttention: subscriptions.filter(({ status }) => status === "past_due"),
  };
}

export function checkoutFixture(
  overrides: Partial<Subscription> = {},
  trialPeriodDays = 14,
): CheckoutResponse {
  return {
    testMode: true,
    subscription: subscriptionFixture({
      status: "pending_payment",
      trialEndsAt: null,
      currentPeriodEnd: null,
      ...overrides,
    }),
    trialPeriodDays,
  };
}
