import {
  INCUBATOR_ERROR_MESSAGES,
  SUBSCRIPTION_MESSAGES,
  type SubscriptionAction,
  type SubscriptionStatus,
} from "@hatchery/shared";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { subscriptions, users } from "../../db/schema";
import type { AuditOptions } from "../../lib/audit";
import type { Clock } from "../../lib/clock";
import type { Actor } from "../../lib/context";
import { AppError } from "../../lib/errors";
import type { PaymentProvider } from "../../lib/payment-provider";
import { isUuid } from "../../lib/uuid";
import { notifySubscriptionChange } from "./subscription-emails.service";
import {
  type CompletedSubscriptionChange,
  endSubscription,
  findSubscriptionById,
  mayBeReplacedBy,
  type SubscriptionChangeBy,
  type SubscriptionRecord,
} from "./subscription-state.service";
import * as subscriptionPolicy from "./subscriptions.policy";

/**
 * What the subscription services share for a person's own requests: who is asking, the person's lock,
 * their subscription as the policy lets them see it, billing periods, and the refusals.
 */

export const DAY_MS = 86_400_000;

export interface SubscriptionDeps {
  provider: PaymentProvider;
  clock: Clock;
}

export type SignedInActor = Extract<Actor, { kind: "user" }>;

export function signedInUser(actor: Actor): SignedInActor {
  if (actor.kind !== "user") throw new AppError("unauthenticated");
  return actor;
}

export function subscriptionNotFound(): AppError {
  return new AppError("not_found", INCUBATOR_ERROR_MESSAGES.subscriptionNotFound);
}

/** Serialises one person's subscription changes: every transaction here starts by taking this lock. */
export async function lockPerson(tx: Database, userId: string): Promise<void> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
  if (!row) throw new AppError("unauthenticated");
}

/** A subscription the actor may take the action on; someone else's answers exactly like a missing one. */
export async function findSubscriptionFor(
  db: Database,
  actor: Actor,
  action: SubscriptionAction,
  id: string,
): Promise<SubscriptionRecord> {
  // Anything but a uuid names no subscription (404, never a cast error).
  if (!isUuid(id)) throw subscriptionNotFound();
  const record = await findSubscriptionById(db, id);
  if (!record) throw subscriptionNotFound();
  subscriptionPolicy.assertCan(actor, action, record);
  return record;
}

export interface LockedSubscription {
  record: SubscriptionRecord;
  /** The status read under the lock: the one a change may be decided on. */
  status: SubscriptionStatus | undefined;
  userId: string;
  /** Who the change is recorded as made by. */
  by: SubscriptionChangeBy;
}

/**
 * Every change a person makes to one of their subscriptions, in one transaction: locks the person, finds
 * the subscription with `find` (a 404 for anything that is not theirs), then locks the subscription's row
 * too, because a provider event may change it outside this person's lock, and runs `change`.
 */
export async function changeOwnSubscription<T>(
  db: Database,
  actor: Actor,
  options: AuditOptions,
  find: (tx: Database) => Promise<SubscriptionRecord>,
  change: (tx: Database, locked: LockedSubscription) => Promise<T>,
): Promise<T> {
  const { userId } = signedInUser(actor);
  const by = { actor, requestId: options.requestId };
  return db.transaction(async (tx) => {
    await lockPerson(tx, userId);
    const record = await find(tx);
    const [locked] = await tx
      .select({ status: subscriptions.status })
      .from(subscriptions)
      .where(and(eq(subscriptions.id, record.id), eq(subscriptions.userId, userId)))
      .for("update");
    return change(tx, { record, status: locked?.status, userId, by });
  });
}

/**
 * A date `months` calendar months later at the same time of day; a day the target month lacks becomes
 * its last day (the 31st of January plus one month is the last day of February, not a day in March).
 */
export function addMonths(from: Date, months: number): Date {
  const result = new Date(from);
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

export function addOneMonth(from: Date): Date {
  return addMonths(from, 1);
}

/** Trial when the plan has trial days (the period ends with the trial), else active for one month. */
export function completedState(trialPeriodDays: number, now: Date): CompletedSubscriptionChange {
  if (trialPeriodDays > 0) {
    const trialEndsAt = new Date(now.getTime() + trialPeriodDays * DAY_MS);
    return { status: "trial", trialEndsAt, currentPeriodEnd: trialEndsAt, canceledAt: null };
  }
  return { status: "active", trialEndsAt: null, currentPeriodEnd: addOneMonth(now), canceledAt: null };
}

/**
 * Stops the provider's billing of a subscription that is being canceled. Only the configured provider
 * can be asked; a subscription of another one (made before the configuration changed) has nothing it
 * could reach.
 */
export async function stopBilling(provider: PaymentProvider, record: SubscriptionRecord): Promise<void> {
  if (record.provider === provider.name) await provider.cancel({ providerRef: record.providerRef });
}

/**
 * Ends a running subscription at once: canceled now, the cancellation notice queued (access ends now),
 * then the provider's billing stopped, last, so a provider that refuses rolls the notice back too.
 * Undefined when the row was no longer there to end.
 */
export async function endRunningSubscriptionNow(
  tx: Database,
  record: SubscriptionRecord,
  { provider, now, by }: { provider: PaymentProvider; now: Date; by: SubscriptionChangeBy },
): Promise<SubscriptionRecord | undefined> {
  const ended = await endSubscription(tx, record.id, now, by);
  if (!ended) return undefined;
  await notifySubscriptionChange(tx, "canceled", ended, { at: now, accessUntil: null });
  await stopBilling(provider, record);
  return ended;
}

/**
 * The 409 for a person who already holds an active subscription: to another incubator (SPEC §5, §6),
 * even one set to cancel at its period's end, or to this very plan. An active subscription to another
 * plan of the same incubator is a plan change and passes.
 */
export function refuseSecondSubscription(
  active: { incubator: { id: string }; plan: { id: string } } | null,
  wanted: { incubatorId: string; planId: string },
): void {
  if (!active) return;
  if (!mayBeReplacedBy(active, wanted.incubatorId)) {
    throw new AppError("conflict", SUBSCRIPTION_MESSAGES.alreadySubscribed);
  }
  if (active.plan.id === wanted.planId) {
    throw new AppError("conflict", INCUBATOR_ERROR_MESSAGES.alreadySubscribedToPlan);
  }
}

/** A plan that can be subscribed to: 404 when there is none, 409 when it is no longer offered. */
