import {
  type CheckoutResponse,
  INCUBATOR_ERROR_MESSAGES,
  type SubscriptionAction,
  type SubscriptionResponse,
} from "@hatchery/shared";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { subscriptionPlans } from "../../db/schema";
import type { AuditOptions } from "../../lib/audit";
import type { Actor } from "../../lib/context";
import { AppError } from "../../lib/errors";
import type { PaymentProvider } from "../../lib/payment-provider";
import { upsertActiveMembership } from "../memberships/memberships.service";
import { notifySubscriptionChange, type SubscriptionEmailDeps } from "./subscription-emails.service";
import {
  changeOwnSubscription,
  completedState,
  findSubscriptionFor,
  refuseSecondSubscription,
  type SubscriptionDeps,
  stopBilling,
  subscriptionNotFound,
} from "./subscription-requests";
import {
  completeSubscription,
  findActiveSubscription,
  type SubscriptionRecord,
  toSubscription,
} from "./subscription-state.service";

/**
 * The built-in test-mode checkout (SPEC §4 subscribe flow): its page, and confirming it, which completes
 * the pending subscription as the payment provider would.
 */

async function findBuiltinCheckout(
  db: Database,
  actor: Actor,
  action: SubscriptionAction,
  id: string,
  provider: PaymentProvider,
): Promise<SubscriptionRecord> {
  if (provider.name !== "builtin") throw subscriptionNotFound();
  const record = await findSubscriptionFor(db, actor, action, id);
  if (record.provider !== "builtin") throw subscriptionNotFound();
  return record;
}

async function trialDaysOf(db: Database, planId: string): Promise<number> {
  const [plan] = await db
    .select({ trialPeriodDays: subscriptionPlans.trialPeriodDays })
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.id, planId));
  return plan?.trialPeriodDays ?? 0;
}

/** GET /api/checkout/:id: what the test-mode payment page shows. */
export async function getCheckout(
  db: Database,
  actor: Actor,
  input: { id: string },
  { provider }: SubscriptionDeps,
): Promise<CheckoutResponse> {
  const record = await findBuiltinCheckout(db, actor, "view", input.id, provider);
  return {
    testMode: true,
    subscription: toSubscription(record),
    trialPeriodDays: await trialDaysOf(db, record.plan.id),
  };
}

/**
 * POST /api/checkout/:id/confirm: the test-mode payment succeeds. The pending subscription becomes
 * trial (the plan has trial days) or active; a subscription to another plan of the same incubator is
 * canceled in the same transaction (a plan change); one to another incubator is refused with the
 * SPEC's 409. The person is made an active member again if they left meanwhile, as a subscriber.
 */
export async function confirmCheckout(
  db: Database,
  actor: Actor,
  input: { id: string },
  { provider, clock }: SubscriptionDeps & SubscriptionEmailDeps,
  options: AuditOptions = {},
): Promise<SubscriptionResponse> {
  return changeOwnSubscription(
    db,
    actor,
    options,
    (tx) => findBuiltinCheckout(tx, actor, "change", input.id, provider),
    async (tx, { record, status, userId, by }) => {
      if (status !== "pending_payment") {
        throw new AppError("conflict", INCUBATOR_ERROR_MESSAGES.checkoutNotPending);
      }
      refuseSecondSubscription(await findActiveSubscription(tx, userId), {
        incubatorId: record.incubator.id,
        planId: record.plan.id,
      });
      const now = clock.now();
      await upsertActiveMembership(tx, userId, record.incubator.id, now);
      const change = completedState(await trialDaysOf(tx, record.plan.id), now);
      const completed = await completeSubscription(tx, record.id, change, by, now);
      if (!completed) throw subscriptionNotFound();
      if (completed.replaced) await stopBilling(provider, completed.replaced);
      await notifySubscriptionChange(tx, "started", completed.subscription, {
        at: now,
      });
      return { subscription: toSubscription(completed.subscription) };
    },
  );
}
