import { and, asc, eq, lte, or, type SQL } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "../../db/client";
import { subscriptions, users } from "../../db/schema";
import { defineScheduledJob, type JobRegistration, registerSchedule } from "../../lib/jobs/jobs";
import { notifySubscriptionChange } from "./subscription-emails.service";
import { addMonths } from "./subscription-requests";
import {
  applySubscriptionState,
  endSubscription,
  type SubscriptionChangeBy,
} from "./subscription-state.service";

/**
 * The billing cycle of the built-in provider, in test mode: a renewal moves no money. Stripe runs its
 * own cycle and tells us through webhook events; for built-in subscriptions nothing else would ever
 * end a trial or a paid month, so this periodic step does, for provider `builtin` only. A subscription
 * the person canceled (cancel at period end) is not renewed: it ends at the end of its period, and the
 * tier sync makes the person a guest.
 */

export const SUBSCRIPTION_RENEWAL_INTERVAL_MS = 5 * 60_000;

/** Subscriptions read per query; a run goes on until none is due. */
const RENEWAL_BATCH_SIZE = 100;

/**
 * The first of `anchor` plus one, two, … calendar months that lies after `now`: the end of the period
 * running at `now`, however many periods passed unseen (the server was down, say).
 */
export function periodEndAfter(anchor: Date, now: Date): Date {
  let months = 1;
  let end = addMonths(anchor, months);
  while (end.getTime() <= now.getTime()) {
    months += 1;
    end = addMonths(anchor, months);
  }
  return end;
}

/** Built-in subscriptions whose trial or paid period has ended by `now`, or that end then. */
function dueAt(now: Date): SQL | undefined {
  return and(
    eq(subscriptions.provider, "builtin"),
    or(
      and(eq(subscriptions.status, "trial"), lte(subscriptions.trialEndsAt, now)),
      and(eq(subscriptions.status, "active"), lte(subscriptions.currentPeriodEnd, now)),
      and(eq(subscriptions.cancelAtPeriodEnd, true), lte(subscriptions.currentPeriodEnd, now)),
    ),
  );
}

type RenewalOutcome = "activated" | "renewed" | "ended" | "skipped";

/** The renewal schedule changes subscriptions as the system; its name is the audit entries' reason. */
const RENEWAL: SubscriptionChangeBy = { actor: { kind: "system", name: "subscription renewal" } };

/**
 * One subscription, in its own transaction: a trial that ended becomes active for the month after
 * its trial end (rolled forward to the period running now); an active one whose period ended gets the
 * next one. Through applySubscriptionState, so the member's tier follows.
 */
async function renewOne(db: Database, id: string, userId: string, now: Date): Promise<RenewalOutcome> {
  return db.transaction(async (tx) => {
    // The same lock order as the person's own requests and Stripe's events: the person, then the row.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    const [current] = await tx
      .select({
        status: subscriptions.status,
        trialEndsAt: subscriptions.trialEndsAt,
        currentPeriodEnd: subscriptions.currentPeriodEnd,
        cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
      })
      .from(subscriptions)
      .where(and(eq(subscriptions.id, id), dueAt(now)))
      .for("update");
    // Canceled, or changed otherwise, since it was found: nothing is due any more.
    if (!current) return "skipped";
    if (current.cancelAtPeriodEnd && current.currentPeriodEnd) {
      const ended = await endSubscription(tx, id, current.currentPeriodEnd, RENEWAL);
      if (ended) {
        await notifySubscriptionChange(tx, "ended", ended, {
          at: now,
        });
      }
      return "ended";
    }
    if (current.status === "trial" && current.trialEndsAt) {
      await applySubscriptionState(
        tx,
        id,
        {
          status: "active",
          currentPeriodEnd: periodEndAfter(current.trialEndsAt, now),
        },
        RENEWAL,
      );
      return "activated";
    }
    if (current.status === "active" && current.currentPeriodEnd) {
      await applySubscriptionState(
        tx,
        id,
        {
          status: "active",
          currentPeriodEnd: periodEndAfter(current.currentPeriodEnd, now),
        },
        RENEWAL,
      );
      return "renewed";
    }
    return "skipped";
  });
}

/** Ends every built-in trial and paid period due by `now`: renewed, or ended when canceled. */
export async function renewBuiltinSubscriptions(
  db: Database,
  now: Date,
): Promise<{ activated: number; renewed: number; ended: number }> {
  const result = { activated: 0, renewed: 0, ended: 0 };
  const seen = new Set<string>();
  for (;;) {
    const batch = await db
      .select({ id: subscriptions.id, userId: subscriptions.userId })
      .from(subscriptions)
      .where(dueAt(now))
      .orderBy(asc(subscriptions.id))
      .limit(RENEWAL_BATCH_SIZE);
    // A renewed subscription is no longer due; one seen again was skipped, and stays for the next run.
    const unseen = batch.filter((row) => !seen.has(row.id));
    for (const row of unseen) {
      seen.add(row.id);
      const outcome = await renewOne(db, row.id, row.userId, now);
      if (outcome !== "skipped") result[outcome] += 1;
    }
    if (unseen.length === 0 || batch.length < RENEWAL_BATCH_SIZE) return result;
  }
}

export const renewBuiltinSubscriptionsJob = defineScheduledJob({ name: "subscriptions.renew-builtin" });

/** Runs `renewBuiltinSubscriptions` once every `intervalMs` across all instances, at the worker's time. */
export function subscriptionRenewalJobs(
  db: Database,
  logger: Logger,
  intervalMs: number = SUBSCRIPTION_RENEWAL_INTERVAL_MS,
): JobRegistration[] {
  return [
    registerSchedule(renewBuiltinSubscriptionsJob, intervalMs, async ({ now }) => {
      const result = await renewBuiltinSubscriptions(db, now);
      if (result.activated + result.renewed + result.ended > 0) {
        logger.info(result, "built-in subscriptions renewed or ended");
      }
    }),
  ];
}
