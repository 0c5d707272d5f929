import {
  type CreateSubscriptionResponse,
  type CurrentSubscriptionResponse,
  INCUBATOR_ERROR_MESSAGES,
  JOIN_FAILURE_REASONS,
  type SubscriptionHistoryResponse,
  type SubscriptionResponse,
} from "@hatchery/shared";
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { incubators, subscriptionPlans, subscriptions } from "../../db/schema";
import type { AuditOptions } from "../../lib/audit";
import type { Actor } from "../../lib/context";
import { AppError } from "../../lib/errors";
import { decodeCursor, pageOf } from "../../lib/pagination";
import type { CheckoutRequest, PaymentProvider } from "../../lib/payment-provider";
import { findMembership, upsertActiveMembership } from "../memberships/memberships.service";
import { notifySubscriptionChange, type SubscriptionEmailDeps } from "./subscription-emails.service";
import {
  changeOwnSubscription,
  endRunningSubscriptionNow,
  findSubscriptionFor,
  lockPerson,
  refuseSecondSubscription,
  type SubscriptionDeps,
  signedInUser,
  stopBilling,
  subscriptionNotFound,
} from "./subscription-requests";
import {
  applySubscriptionState,
  closeUncompletedCheckout,
  findActiveSubscription,
  type SubscriptionChangeBy,
  type SubscriptionRecord,
  selectSubscriptions,
  setCancelAtPeriodEnd,
  toSubscription,
} from "./subscription-state.service";

/**
 * Subscriptions of the signed-in person (SPEC §4 subscribe flow, §7 create-subscription) and the
 * built-in test-mode checkout. Every change runs in one transaction that first locks the person's
 * account row, so one person's subscribe, confirm and cancel requests take turns and the answers are
 * deterministic; the one-active partial unique index stays the final guard.
 */

async function findAvailablePlan(tx: Database, planId: string) {
  const [plan] = await tx
    .select({
      id: subscriptionPlans.id,
      name: subscriptionPlans.name,
      priceMonthly: subscriptionPlans.priceMonthly,
      trialPeriodDays: subscriptionPlans.trialPeriodDays,
      isActive: subscriptionPlans.isActive,
      incubator: {
        id: incubators.id,
        slug: incubators.slug,
        name: incubators.name,
        status: incubators.status,
      },
    })
    .from(subscriptionPlans)
    .innerJoin(incubators, eq(incubators.id, subscriptionPlans.incubatorId))
    .where(eq(subscriptionPlans.id, planId));
  if (!plan) throw new AppError("not_found", INCUBATOR_ERROR_MESSAGES.planNotFound);
  if (!plan.isActive) throw new AppError("conflict", INCUBATOR_ERROR_MESSAGES.planInactive);
  return plan;
}

type AvailablePlan = Awaited<ReturnType<typeof findAvailablePlan>>;

/** What a payment provider is told of a plan: the plan and its incubator's name and address. */
function providerPlanOf(plan: AvailablePlan): Pick<CheckoutRequest, "plan" | "incubator"> {
  return {
    plan: {
      id: plan.id,
      name: plan.name,
      priceMonthly: plan.priceMonthly,
      trialPeriodDays: plan.trialPeriodDays,
    },
    incubator: { slug: plan.incubator.slug, name: plan.incubator.name },
  };
}

/**
 * Closes the person's checkouts still waiting for payment (not completed), and their payment pages at
 * the provider (an open Stripe Checkout Session expires), so an earlier click cannot be paid after a later
 * one. Runs in the transaction that creates the new one: a provider that cannot close a page rolls it
 * all back.
 */
async function cancelPendingSubscriptions(
  tx: Database,
  userId: string,
  provider: PaymentProvider,
  by: SubscriptionChangeBy,
): Promise<void> {
  const pending = await selectSubscriptions(
    tx,
    and(eq(subscriptions.userId, userId), eq(subscriptions.status, "pending_payment")),
  ).for("update", { of: subscriptions });
  for (const record of pending) {
    await closeUncompletedCheckout(tx, record.id, by);
    await stopBilling(provider, record);
  }
}

/**
 * SPEC §7 create-subscription: joins as guest when the person is not an active member, refuses a
 * second active subscription, cancels the person's earlier subscriptions still waiting for payment,
 * records a `pending_payment` subscription and opens the provider's payment page. All in one
 * transaction, so a refused or failed attempt leaves nothing behind.
 */
export async function createSubscription(
  db: Database,
  actor: Actor,
  input: { planId: string },
  { provider, clock }: SubscriptionDeps,
  options: AuditOptions = {},
): Promise<CreateSubscriptionResponse> {
  const user = signedInUser(actor);
  const by = { actor, requestId: options.requestId };
  return db.transaction(async (tx) => {
    await lockPerson(tx, user.userId);
    const plan = await findAvailablePlan(tx, input.planId);
    const incubatorId = plan.incubator.id;
    const membership = await findMembership(tx, user.userId, incubatorId);
    const isMember = membership?.status === "active";
    if (!isMember && plan.incubator.status !== "active") {
      throw new AppError("conflict", JOIN_FAILURE_REASONS.notAccepting);
    }
    refuseSecondSubscription(await findActiveSubscription(tx, user.userId), {
      incubatorId,
      planId: plan.id,
    });
    if (!isMember) await upsertActiveMembership(tx, user.userId, incubatorId, clock.now());
    // The old pages close before the new one opens: should opening it fail, the rollback leaves pages
    // that can no longer be paid, never an open page whose subscription is gone.
    await cancelPendingSubscriptions(tx, user.userId, provider, by);
    const [created] = await tx
      .insert(subscriptions)
      .values({
        userId: user.userId,
        incubatorId,
        planId: plan.id,
        status: "pending_payment",
        provider: provider.name,
      })
      .returning({ id: subscriptions.id });
    if (!created) throw new AppError("internal");
    const checkout = await provider.startCheckout({
      subscriptionId: created.id,
      customerEmail: user.email,
      ...providerPlanOf(plan),
    });
    if (checkout.providerRef !== null) {
      await tx
        .update(subscriptions)
        .set({ providerRef: checkout.providerRef })
        .where(eq(subscriptions.id, created.id));
    }
    return { url: checkout.url };
  });
}

/**
 * The active (trial or active) subscription, and every past due one, newest first: still billed, so the
 * person has a payment to settle or a subscription to cancel. Not paged: only a running subscription
 * becomes past due and a person runs one at a time, so a person has only a few. The whole history is
 * `listSubscriptionHistory`.
 */
export async function getCurrentSubscription(
  db: Database,
  actor: Actor,
): Promise<CurrentSubscriptionResponse> {
  const { userId } = signedInUser(actor);
  const current = await findActiveSubscription(db, userId);
  const pastDue = await selectSubscriptions(
    db,
    and(eq(subscriptions.userId, userId), eq(subscriptions.status, "past_due")),
  );
  return { current, needsAttention: pastDue.map(toSubscription) };
}

/** The history's sort key, (created_at to the microsecond, id), of the last subscription of a page. */
const historyCursorSchema = z.tuple([z.iso.datetime(), z.uuid()]);

/** The person's subscriptions, every status, newest first, a page at a time (decision 013). */
export async function listSubscriptionHistory(
  db: Database,
  actor: Actor,
  input: { cursor?: string | undefined; limit: number },
): Promise<SubscriptionHistoryResponse> {
  const { userId } = signedInUser(actor);
  const conditions = [eq(subscriptions.userId, userId)];
  if (input.cursor !== undefined) {
    const [createdAt, id] = decodeCursor(input.cursor, historyCursorSchema);
    conditions.push(
      sql`(${subscriptions.createdAt}, ${subscriptions.id}) < (${createdAt}::timestamptz, ${id}::uuid)`,
    );
  }
  const rows = await selectSubscriptions(db, and(...conditions)).limit(input.limit + 1);
  const page = pageOf(rows, input.limit, (row) => [row.createdAtExact, row.id]);
  return { items: page.items.map(toSubscription), nextCursor: page.nextCursor };
}

/** One of the person's own subscriptions, any status (the success page after a payment reads it). */
export async function getSubscription(
  db: Database,
  actor: Actor,
  input: { id: string },
): Promise<SubscriptionResponse> {
  return { subscription: toSubscription(await findSubscriptionFor(db, actor, "view", input.id)) };
}

/**
 * Cancels one of the person's subscriptions. A trial or active one keeps its status and access until
 * the end of its trial or paid period (cancel at period end; the provider is told so) and ends then
 * (subscription-renewal.ts for the built-in provider, Stripe's own events for Stripe); asking again
 * changes nothing. A past due one ends at once, and a checkout never paid is closed as not completed;
 * the provider stops billing. A provider that cannot be told rolls the whole change back.
 */
export async function cancelSubscription(
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
    (tx) => findSubscriptionFor(tx, actor, "change", input.id),
    async (tx, { record, status, by }) => {
      // Each notice is queued before the provider is asked, so a provider that refuses rolls it back too.
      // A checkout that was never paid for is abandoned rather than canceled: no notice for it.
      let changed: SubscriptionRecord | undefined;
      const now = clock.now();
      if ((status === "trial" || status === "active") && record.currentPeriodEnd) {
        if (record.cancelAtPeriodEnd) return { subscription: toSubscription(record) };
        changed = await setCancelAtPeriodEnd(tx, record.id, status, true, by);
        if (changed) {
          await notifySubscriptionChange(tx, "canceled", changed, {
            at: now,
            accessUntil: record.currentPeriodEnd,
          });
        }
        if (record.provider === provider.name) await provider.cancelAtPeriodEnd(record);
      } else if (status === "pending_payment") {
        changed = await closeUncompletedCheckout(tx, record.id, by);
        await stopBilling(provider, record);
      } else if (status === "trial" || status === "active" || status === "past_due") {
        // A running subscription with no known period end has no date to end on: it ends now.
        changed = await endRunningSubscriptionNow(tx, record, { provider, now, by });
      } else {
        throw new AppError("conflict", INCUBATOR_ERROR_MESSAGES.notCancelable);
      }
      if (!changed) throw subscriptionNotFound();
      return { subscription: toSubscription(changed) };
    },
  );
}

/**
 * Ends a trial or active subscription now, for a person who wants to subscribe to another incubator
 * without waiting for the period's end (decision 029): canceled at once, the rest of the period given
 * up, the tier back to guest, and the provider's billing stopped now (Stripe cancels its subscription
 * immediately). A provider that cannot be told rolls the whole change back.
 */
export async function endSubscriptionNow(
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
    (tx) => findSubscriptionFor(tx, actor, "change", input.id),
    async (tx, { record, status, by }) => {
      if (status !== "trial" && status !== "active") {
        throw new AppError("conflict", INCUBATOR_ERROR_MESSAGES.notEndable);
      }
      const ended = await endRunningSubscriptionNow(tx, record, { provider, now: clock.now(), by });
      if (!ended) throw subscriptionNotFound();
      return { subscription: toSubscription(ended) };
    },
  );
}

/**
 * Takes back a cancellation at period end: the subscription renews as before. Only a trial or active
 * subscription still set to cancel can be resumed.
 */
export async function resumeSubscription(
  db: Database,
  actor: Actor,
  input: { id: string },
  { provider }: SubscriptionDeps,
  options: AuditOptions = {},
): Promise<SubscriptionResponse> {
  return changeOwnSubscription(
    db,
    actor,
    options,
    (tx) => findSubscriptionFor(tx, actor, "change", input.id),
    async (tx, { record, status, by }) => {
      if ((status !== "trial" && status !== "active") || !record.cancelAtPeriodEnd) {
        throw new AppError("conflict", INCUBATOR_ERROR_MESSAGES.notResumable);
      }
      const resumed = await setCancelAtPeriodEnd(tx, record.id, status, false, by);
      if (!resumed) throw subscriptionNotFound();
      if (record.provider === provider.name) await provider.resume(record);
      return { subscription: toSubscription(resumed) };
    },
  );
}

/**
 * Moves a trial or active subscription to another plan of the same incubator, without a new checkout
 * (docs/decisions/010-subscription-lifecycle.md). The status, trial and period stay as they are. The
 * built-in provider charges the new price from the next renewal; Stripe changes the price now and
 * prorates the rest of the period on the next invoice. A cancellation at period end stays set.
 */
export async function changeSubscriptionPlan(
  db: Database,
  actor: Actor,
  input: { id: string; planId: string },
  { provider }: SubscriptionDeps,
  options: AuditOptions = {},
): Promise<SubscriptionResponse> {
  return changeOwnSubscription(
    db,
    actor,
    options,
    (tx) => findSubscriptionFor(tx, actor, "change", input.id),
    async (tx, { record, status, by }) => {
      if (status !== "trial" && status !== "active") {
        throw new AppError("conflict", INCUBATOR_ERROR_MESSAGES.planNotChangeable);
      }
      const plan = await findAvailablePlan(tx, input.planId);
      if (plan.incubator.id !== record.incubator.id) {
        throw new AppError("conflict", INCUBATOR_ERROR_MESSAGES.planOfOtherIncubator);
      }
      if (plan.id === record.plan.id) {
        throw new AppError("conflict", INCUBATOR_ERROR_MESSAGES.alreadySubscribedToPlan);
      }
      const changed = await applySubscriptionState(tx, record.id, { status, planId: plan.id }, by);
      if (!changed) throw subscriptionNotFound();
      if (record.provider === provider.name) {
        await provider.changePlan(record, providerPlanOf(plan));
      }
      return { subscription: toSubscription(changed) };
    },
  );
}

/**
 * A subscription of the built-in checkout. The checkout exists only while the built-in provider is the
 * configured one: with Stripe configured, confirming a leftover test checkout would grant a free
 * subscription.
 */
