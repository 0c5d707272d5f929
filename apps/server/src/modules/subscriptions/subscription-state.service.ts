import {
  ACTIVE_SUBSCRIPTION_STATUSES,
  SUBSCRIPTION_MESSAGES,
  type Subscription,
  type SubscriptionStatus,
} from "@hatchery/shared";
import { and, desc, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { incubators, subscriptionPlans, subscriptions } from "../../db/schema";
import { fieldsOf, recordAudit } from "../../lib/audit";
import type { Actor } from "../../lib/context";
import { violatedUniqueConstraint } from "../../lib/db-errors";
import { AppError } from "../../lib/errors";
import { publishEvent } from "../../lib/realtime/event-log";
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
 * Who makes a change of state, for its audit entry: the person (with their request's id), or the
 * system, whose name is the reason (a Stripe webhook, the renewal schedule).
 */
export interface SubscriptionChangeBy {
  actor: Actor;
  requestId?: string | undefined;
}

/**
 * Moves one subscription to a new state and syncs the member's tier (SPEC §4) in the same statement
 * sequence; call it inside the transaction of the change. A second active subscription for the person
 * is refused by the database's partial unique index and answered with the SPEC's words (409), so two
 * concurrent attempts cannot both win. The changed fields go to the audit log in the same transaction.
 * Returns the updated record, or undefined if there is no such row.
 */
export async function applySubscriptionState(
  tx: Database,
  subscriptionId: string,
  change: SubscriptionStateChange,
  by: SubscriptionChangeBy,
): Promise<SubscriptionRecord | undefined> {
  const running = (ACTIVE_SUBSCRIPTION_STATUSES as readonly SubscriptionStatus[]).includes(change.status);
  const values = { ...change, ...(running ? {} : { cancelAtPeriodEnd: false }) };
  const [current] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, subscriptionId))
    .for("update");
  if (!current) return undefined;
  let updated: typeof subscriptions.$inferSelect | undefined;
  try {
    [updated] = await tx
      .update(subscriptions)
      .set(values)
      .where(eq(subscriptions.id, subscriptionId))
      .returning();
  } catch (error) {
    throw translateOneActiveViolation(error);
  }
  if (!updated) return undefined;
  await recordAudit(tx, {
    actor: by.actor,
    action: "subscription.change",
    target: { type: "subscription", id: subscriptionId },
    before: fieldsOf(current, Object.keys(values)),
    after: fieldsOf(updated, Object.keys(values)),
    requestId: by.requestId,
  });
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
 * Whether a new subscription to `incubatorId` may take the place of the person's active one: only a plan
 * change within its incubator. One set to cancel at its period's end is still trial or active, so it
 * still counts (SPEC §4, §6); a person who wants to move ends it now first (decision 029).
 */
export function mayBeReplacedBy(active: { incubator: { id: string } }, incubatorId: string): boolean {
  return active.incubator.id === incubatorId;
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
  by: SubscriptionChangeBy,
  change: Omit<SubscriptionStateChange, "status" | "canceledAt"> = {},
): Promise<SubscriptionRecord | undefined> {
  return applySubscriptionState(
    tx,
    subscriptionId,
    { ...change, status: "canceled", canceledAt: endedAt },
    by,
  );
}

/**
 * The one place a checkout that was never paid is closed (status not_completed): dropped by the
 * person, replaced by a later checkout, or expired at the provider. It never granted anything.
 */
export function closeUncompletedCheckout(
  tx: Database,
  subscriptionId: string,
  by: SubscriptionChangeBy,
  change: Omit<SubscriptionStateChange, "status"> = {},
): Promise<SubscriptionRecord | undefined> {
  return applySubscriptionState(tx, subscriptionId, { ...change, status: "not_completed" }, by);
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
  by: SubscriptionChangeBy,
): Promise<SubscriptionRecord | undefined> {
  return applySubscriptionState(tx, subscriptionId, { status, cancelAtPeriodEnd }, by);
}

/** The states a completed payment leaves a subscription in (SPEC §4: both count as active). */
export type CompletedSubscriptionChange = SubscriptionStateChange & { status: "trial" | "active" };

/**
 * Completes a pending subscription once its payment is done, inside the caller's transaction. The
 * person's active subscription to the same incubator is canceled first (a plan change), so the new one
 * can take its place; an active subscription to another incubator is refused with the SPEC's 409 — the
 * explicit check gives the answer, the partial unique index stays the final guard against a race.
 * `replaced` is the canceled one, whose provider billing the caller stops. Undefined if there is no
 * such subscription. The person's browser hears "subscription.confirmed" once the transaction commits
 * (the tab that opened the checkout shows its confirmation).
 */
export async function completeSubscription(
  tx: Database,
  subscriptionId: string,
  change: CompletedSubscriptionChange,
  by: SubscriptionChangeBy,
  now: Date,
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
  const replaced = previous ? await endSubscription(tx, previous.id, now, by) : undefined;
  const subscription = await applySubscriptionState(tx, subscriptionId, change, by);
  if (!subscription) return undefined;
  await publishEvent(tx, {
    type: "subscription.confirmed",
    audience: { kind: "person", id: subscription.userId },
    payload: {
      subscriptionId: subscription.id,
      status: change.status,
      incubatorSlug: subscription.incubator.slug,
    },
  });
  return { subscription, replaced };
}
