import {
  ACTIVE_SUBSCRIPTION_STATUSES,
  SUBSCRIPTION_MESSAGES,
  type Subscription,
  type SubscriptionStatus,
} from "@hatchery/shared";
import { and, desc, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { incubators, subscriptionPlans, subscriptions } from "../../db/schema";
import { violatedUniqueConstraint } from "../../lib/db-errors";
import { AppError } from "../../lib/errors";
import { syncMembershipTier } from "../memberships/memberships.service";

/**
 * The subscription record as every module reads and changes it: one shape for the API, one function
 * for each change of state, so the tier sync and the one-active rule cannot be forgotten on any path
 * (built-in checkout, Stripe webhooks, cancel).
 */

/** The partial unique index that holds "one active subscription per person" (SPEC §5, §6). */
export const ONE_ACTIVE_SUBSCRIPTION_INDEX = "subscriptions_one_active_per_user_idx";

const subscriptionColumns = {
  id: subscriptions.id,
  userId: subscriptions.userId,
  status: subscriptions.status,
  provider: subscriptions.provider,
  providerRef: subscriptions.providerRef,
  trialEndsAt: subscriptions.trialEndsAt,
  currentPeriodEnd: subscriptions.currentPeriodEnd,
  canceledAt: subscriptions.canceledAt,
  cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
  createdAt: subscriptions.createdAt,
  /**
   * The creation time to the microsecond, as ISO text: the history's cursor key. A Date keeps only
   * milliseconds, and a cursor rounded to them would repeat or skip rows created within one millisecond.
   */
  createdAtExact: sql<string>`to_char(${subscriptions.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
  updatedAt: subscriptions.updatedAt,
  plan: {
    id: subscriptionPlans.id,
    name: subscriptionPlans.name,
    priceMonthly: subscriptionPlans.priceMonthly,
    incubatorId: subscriptionPlans.incubatorId,
  },
  incubator: { id: incubators.id, slug: incubators.slug, name: incubators.name },
};

export type SubscriptionRecord = Awaited<ReturnType<typeof selectSubscriptions>>[number];

/** Subscriptions with their plan and incubator (SPEC §7: nested subscription_plans), newest first. */
export function selectSubscriptions(db: Database, where: SQL | undefined) {
  return db
    .select(subscriptionColumns)
    .from(subscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
    .innerJoin(incubators, eq(incubators.id, subscriptions.incubatorId))
    .where(where)
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
}

export function toSubscription(record: SubscriptionRecord): Subscription {
  return {
    id: record.id,
    status: record.status,
    provider: record.provider,
    trialEndsAt: record.trialEndsAt?.toISOString() ?? null,
    currentPeriodEnd: record.currentPeriodEnd?.toISOString() ?? null,
    canceledAt: record.canceledAt?.toISOString() ?? null,
    cancelAtPeriodEnd: record.cancelAtPeriodEnd,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
    plan: record.plan,
    incubator: record.incubator,
  };
}

/** The person's active (trial or active, SPEC §4) subscription in any incubator, or null. */
export async function findActiveSubscription(db: Database, userId: string): Promise<Subscription | null> {
  const [record] = await selectSubscriptions(
    db,
    and(eq(subscriptions.userId, userId), inArray(subscriptions.status, [...ACTIVE_SUBSCRIPTION_STATUSES])),
  );
  return record ? toSubscription(record) : null;
}

export async function findSubscriptionById(
  db: Database,
  id: string,
): Promise<SubscriptionRecord | undefined> {
  const [record] = await selectSubscriptions(db, eq(subscriptions.id, id));
  return record;
}

/** The fields a change of state may set; anything left out stays as it is. */
export interface SubscriptionStateChange {
  status: SubscriptionStatus;
  providerRef?: string | null;
  trialEndsAt?: Date | null;
  currentPeriodEnd?: Date | null;
  canceledAt?: Date | null;
  /** Only a trial or active subscription keeps it; any other status clears it. */
  cancelAtPeriodEnd?: boolean;
  /** A plan change within the subscription's incubator (the database checks the pair). */
  planId?: string;
}

/**
 * Moves one subscription to a new state and syncs the member's tier (SPEC §4) in the same statement
 * sequence; call it inside the transaction of the change. A second active subscription for the person
 * is refused by the database's partial unique index and answered with the SPEC's words (409), so two
 * concurrent attempts cannot both win. Returns the updated record, or undefined if there is no such row.
 */
export async function applySubscriptionState(
  tx: Database,
  subscriptionId: string,
  change: SubscriptionStateChange,
): Promise<SubscriptionRecord | undefined> {
  let updated: { userId: string; incubatorId: string } | undefined;
  const running = (ACTIVE_SUBSCRIPTION_STATUSES as readonly SubscriptionStatus[]).includes(change.status);
  try {
    [updated] = await tx
      .update(subscriptions)
      .set({ ...change, ...(running ? {} : { cancelAtPeriodEnd: false }), updatedAt: new Date() })
      .where(eq(subscriptions.id, subscriptionId))
      .returning({ userId: subscriptions.userId, incubatorId: subscriptions.incubatorId });
  } catch (error) {
    throw translateOneActiveViolation(error);
  }
  if (!updated) return undefined;
  await syncMembershipTier(tx, updated.userId, updated.incubatorId);
  return findSubscriptionById(tx, subscriptionId);
}

/** The one-active index's violation as the SPEC's 409; any other error unchanged. */
export function translateOneActiveViolation(error: unknown): unknown {
  if (violatedUniqueConstraint(error) !== ONE_ACTIVE_SUBSCRIPTION_INDEX) return error;
  const conflict = new AppError("conflict", SUBSCRIPTION_MESSAGES.alreadySubscribed);
  conflict.cause = error;
  return conflict;
}

/**
 * Whether a new subscription to `incubatorId` may take the place of the person's active one: a plan
 * change within its incubator, or any subscription once the person canceled the active one (set to end
 * at its period's end: "Please cancel it first" holds, and the rest of that period is given up).
 */
export function mayBeReplacedBy(
  active: { incubator: { id: string }; cancelAtPeriodEnd: boolean },
  incubatorId: string,
): boolean {
  return active.incubator.id === incubatorId || active.cancelAtPeriodEnd;
}

/**
 * The one place a subscription ends (status canceled, at `endedAt`): canceled at once (past due, or
 * replaced by another), at the end of its period after the person canceled it, or ended by the
 * provider. The tier sync makes the person a guest. Undefined if there is no such subscription.
 */
export function endSubscription(
  tx: Database,
  subscriptionId: string,
  endedAt: Date,
  change: Omit<SubscriptionStateChange, "status" | "canceledAt"> = {},
): Promise<SubscriptionRecord | undefined> {
  return applySubscriptionState(tx, subscriptionId, { ...change, status: "canceled", canceledAt: endedAt });
}

/**
 * The one place a checkout that was never paid is closed (status not_completed): dropped by the
 * person, replaced by a later checkout, or expired at the provider. It never granted anything.
 */
export function closeUncompletedCheckout(
  tx: Database,
  subscriptionId: string,
  change: Omit<SubscriptionStateChange, "status"> = {},
): Promise<SubscriptionRecord | undefined> {
  return applySubscriptionState(tx, subscriptionId, { ...change, status: "not_completed" });
}

/**
 * Sets (true) or clears (false) the person's cancellation at the end of the current period; the
 * status, the tier and the access stay as they are until then.
 */
export function setCancelAtPeriodEnd(
  tx: Database,
  subscriptionId: string,
  status: "trial" | "active",
  cancelAtPeriodEnd: boolean,
): Promise<SubscriptionRecord | undefined> {
  return applySubscriptionState(tx, subscriptionId, { status, cancelAtPeriodEnd });
}

/** The states a completed payment leaves a subscription in (SPEC §4: both count as active). */
export type CompletedSubscriptionChange = SubscriptionStateChange & { status: "trial" | "active" };

/**
 * Completes a pending subscription once its payment is done, inside the caller's transaction. The
 * person's active subscription to the same incubator is canceled first (a plan change), so the new one
 * can take its place; an active subscription to another incubator is refused with the SPEC's 409 — the
 * explicit check gives the answer, the partial unique index stays the final guard against a race.
 * `replaced` is the canceled one, whose provider billing the caller stops. Undefined if there is no
 * such subscription.
 */
export async function completeSubscription(
  tx: Database,
  subscriptionId: string,
  change: CompletedSubscriptionChange,
): Promise<{ subscription: SubscriptionRecord; replaced: SubscriptionRecord | undefined } | undefined> {
  const target = await findSubscriptionById(tx, subscriptionId);
  if (!target) return undefined;
  const [previous] = await selectSubscriptions(
    tx,
    and(
      eq(subscriptions.userId, target.userId),
      inArray(subscriptions.status, [...ACTIVE_SUBSCRIPTION_STATUSES]),
      ne(subscriptions.id, subscriptionId),
    ),
  );
  if (previous && !mayBeReplacedBy(previous, target.incubator.id)) {
    throw new AppError("conflict", SUBSCRIPTION_MESSAGES.alreadySubscribed);
  }
  const replaced = previous ? await endSubscription(tx, previous.id, new Date()) : undefined;
  const subscription = await applySubscriptionState(tx, subscriptionId, change);
  if (!subscription) return undefined;
  return { subscription, replaced };
}
