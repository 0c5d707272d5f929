import { type StripeEvent, type SubscriptionStatus, stripeEventSchema } from "@hatchery/shared";
import { and, eq } from "drizzle-orm";
import type { Logger } from "pino";
import Stripe from "stripe";
import { z } from "zod";
import type { Database } from "../../db/client";
import { paymentEvents, subscriptions, users } from "../../db/schema";
import type { AuditOptions } from "../../lib/audit";
import type { Clock } from "../../lib/clock";
import type { Actor } from "../../lib/context";
import { AppError } from "../../lib/errors";
import { notifySubscriptionChange } from "../subscriptions/subscription-emails.service";
import {
  applySubscriptionState,
  closeUncompletedCheckout,
  completeSubscription,
  endSubscription,
  type SubscriptionChangeBy,
  type SubscriptionRecord,
  type SubscriptionStateChange,
} from "../subscriptions/subscription-state.service";
import { cancelStripeSubscription, isStripeSubscriptionId, stripeUnavailable } from "./stripe-provider";

/**
 * Stripe's webhook events applied to our subscriptions (docs/decisions/004-stripe-payments.md).
 * Each event is applied at most once: its id goes into payment_events in the transaction of its
 * effect. Events may come in any order: a canceled subscription stays canceled, and an event older
 * than the newest one applied to a subscription changes nothing.
 */

/** Stripe's events change subscriptions as the system; the audit entries name the webhook as the reason. */
const STRIPE_WEBHOOK_ACTOR: Actor = { kind: "system", name: "stripe webhook" };

export const STRIPE_WEBHOOK_MESSAGES = {
  missingSignature: "The Stripe-Signature header is missing.",
  badSignature: "The Stripe-Signature header does not match the request body.",
  staleSignature: "The Stripe-Signature timestamp is more than 300 seconds old; the event was not accepted.",
  notAnEvent: "The request body is not a Stripe event.",
} as const;

const metadataSchema = z.record(z.string(), z.string()).nullish();

const stripeSubscriptionSchema = z.looseObject({
  id: z.string().min(1),
  status: z.string(),
  metadata: metadataSchema,
  trial_end: z.number().nullish(),
  canceled_at: z.number().nullish(),
  ended_at: z.number().nullish(),
  cancel_at_period_end: z.boolean().nullish(),
  // Webhook payloads follow the API version of the endpoint: before 2025-03-31 the period end sat on
  // the subscription, since then on each item.
  current_period_end: z.number().nullish(),
  items: z
    .looseObject({ data: z.array(z.looseObject({ current_period_end: z.number().nullish() })) })
    .nullish(),
});

const checkoutSessionSchema = z.looseObject({
  id: z.string(),
  mode: z.string().nullish(),
  subscription: z.union([z.string(), z.looseObject({ id: z.string() })]).nullish(),
  client_reference_id: z.string().nullish(),
  metadata: metadataSchema,
});

/** Postgres's canonical uuid text; anything else names none of our subscriptions (and is no cast error). */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const SUBSCRIPTION_EVENT_TYPES = new Set([
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
]);

/**
 * Stripe's subscription statuses in ours. `incomplete` (the first payment is still due) is absent: it
 * leaves our subscription as it is, pending payment. `paused` (a trial ended without a payment method)
 * bills nothing and grants nothing, like past_due.
 */
const STATUS_FROM_STRIPE: Record<string, SubscriptionStatus> = {
  trialing: "trial",
  active: "active",
  past_due: "past_due",
  unpaid: "past_due",
  paused: "past_due",
  canceled: "canceled",
  incomplete_expired: "canceled",
};

/** Stripe statuses with no billing left to stop. */
const ENDED_STRIPE_STATUSES = new Set(["canceled", "incomplete_expired"]);

export interface StripeWebhookDeps {
  stripe: Stripe;
  webhookSecret: string;
  logger: Logger;
  /** PUBLIC_URL, for the links of the subscription emails. */
  publicUrl: string;
  clock: Clock;
}

/**
 * The event, once its signature on the exact request body checks out with the webhook secret (and is
 * at most 300 s old, Stripe's default tolerance against replays). Anything else is a 400.
 */
export function verifyStripeEvent(
  payload: string,
  signature: string | undefined,
  secret: string,
): StripeEvent {
  if (!signature) throw new AppError("bad_request", STRIPE_WEBHOOK_MESSAGES.missingSignature);
  let event: unknown;
  try {
    event = Stripe.webhooks.constructEvent(payload, signature, secret);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
      // Stripe checks the signature before the age, so only a genuine but late signature says this.
      const stale = error.message.includes("tolerance");
      throw new AppError(
        "bad_request",
        stale ? STRIPE_WEBHOOK_MESSAGES.staleSignature : STRIPE_WEBHOOK_MESSAGES.badSignature,
      );
    }
    throw new AppError("bad_request", STRIPE_WEBHOOK_MESSAGES.notAnEvent);
  }
  const parsed = stripeEventSchema.safeParse(event);
  if (!parsed.success) throw new AppError("bad_request", STRIPE_WEBHOOK_MESSAGES.notAnEvent);
  return parsed.data;
}

/** A Stripe subscription as this module reads it. */
interface StripeSubscriptionState {
  /** Stripe's id, `sub_…`. */
  id: string;
  /** Our subscription's id, from the metadata the Checkout Session gave the Stripe subscription. */
  subscriptionId: string | undefined;
  status: string;
  trialEnd: Date | null;
  currentPeriodEnd: Date | null;
  endedAt: Date | null;
  /** The person canceled: Stripe ends the subscription at the end of the current period. */
  cancelAtPeriodEnd: boolean;
}

/** What an event says about one subscription. */
interface EventTarget {
  state: StripeSubscriptionState;
  /** Our subscription's id as the event names it. */
  subscriptionId: string | undefined;
  /** The state was read from Stripe just now, not from the event's snapshot. */
  fresh: boolean;
}

function fromSeconds(seconds: number | null | undefined): Date | null {
  return typeof seconds === "number" ? new Date(seconds * 1000) : null;
}

function toState(subscription: z.infer<typeof stripeSubscriptionSchema>): StripeSubscriptionState {
  const itemPeriodEnds = (subscription.items?.data ?? [])
    .map((item) => item.current_period_end)
    .filter((end): end is number => typeof end === "number");
  const periodEnd = itemPeriodEnds.length > 0 ? Math.max(...itemPeriodEnds) : subscription.current_period_end;
  return {
    id: subscription.id,
    subscriptionId: subscription.metadata?.subscriptionId,
    status: subscription.status,
    trialEnd: fromSeconds(subscription.trial_end),
    currentPeriodEnd: fromSeconds(periodEnd),
    endedAt: fromSeconds(subscription.ended_at ?? subscription.canceled_at),
    cancelAtPeriodEnd: subscription.cancel_at_period_end === true,
  };
}

/**
 * The subscription an event is about, or null when the event has no effect on ours. A completed
 * checkout names only the Stripe subscription, so its state is read from Stripe.
 */
async function targetOf(event: StripeEvent, deps: StripeWebhookDeps): Promise<EventTarget | null> {
  const log = deps.logger.child({ stripeEventId: event.id, stripeEventType: event.type });
  if (event.type === "checkout.session.completed") {
    const session = checkoutSessionSchema.safeParse(event.data.object);
    if (!session.success) {
      log.warn("Stripe checkout session in an unexpected shape; event recorded without effect");
      return null;
    }
    const { subscription } = session.data;
    if (session.data.mode !== "subscription" || !subscription) return null;
    const stripeSubscriptionId = typeof subscription === "string" ? subscription : subscription.id;
    let retrieved: unknown;
    try {
      retrieved = await deps.stripe.subscriptions.retrieve(stripeSubscriptionId);
    } catch (error) {
      // Answered with 503, so Stripe delivers the event again later.
      throw stripeUnavailable(error);
    }
    const parsed = stripeSubscriptionSchema.safeParse(retrieved);
    if (!parsed.success) throw stripeUnavailable(parsed.error);
    const state = toState(parsed.data);
    return {
      state,
      subscriptionId:
        session.data.metadata?.subscriptionId ?? session.data.client_reference_id ?? state.subscriptionId,
      fresh: true,
    };
  }
  if (SUBSCRIPTION_EVENT_TYPES.has(event.type)) {
    const parsed = stripeSubscriptionSchema.safeParse(event.data.object);
    if (!parsed.success) {
      log.warn("Stripe subscription in an unexpected shape; event recorded without effect");
      return null;
    }
    const state = toState(parsed.data);
    // The deletion event is the end, whatever status its snapshot carries.
    if (event.type === "customer.subscription.deleted") state.status = "canceled";
    return { state, subscriptionId: state.subscriptionId, fresh: false };
  }
  return null;
}

/** Our subscription for the Stripe subscription: by its reference, else by the id the metadata names. */
async function findOurSubscription(
  tx: Database,
  target: EventTarget,
): Promise<{ id: string; userId: string } | undefined> {
  const columns = { id: subscriptions.id, userId: subscriptions.userId };
  const [byReference] = await tx
    .select(columns)
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, "stripe"), eq(subscriptions.providerRef, target.state.id)));
  if (byReference) return byReference;
  const { subscriptionId } = target;
  if (!subscriptionId || !UUID_PATTERN.test(subscriptionId)) return undefined;
  const [byId] = await tx
    .select(columns)
    .from(subscriptions)
    .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.provider, "stripe")));
  return byId;
}

/**
 * Applies the Stripe subscription's state to ours, inside the event's transaction. Returns the Stripe
 * subscriptions whose billing must stop: ours when it lost to the person's active subscription in
 * another incubator or was canceled here first, and the one a plan change replaced.
 */
async function applyToSubscription(
  tx: Database,
  target: EventTarget,
  eventAt: Date,
  { log, publicUrl, now }: { log: Logger; publicUrl: string; now: Date },
  by: SubscriptionChangeBy,
): Promise<string[]> {
  const found = await findOurSubscription(tx, target);
  if (!found) {
    log.info("Stripe event names none of our subscriptions; recorded without effect");
    return [];
  }
  // The same lock order as the person's own subscribe, confirm and cancel requests: the person, then
  // the row. Events for one subscription also take turns, so the ordering check below holds.
  await tx.select({ id: users.id }).from(users).where(eq(users.id, found.userId)).for("update");
  const [row] = await tx
    .select({
      status: subscriptions.status,
      providerRef: subscriptions.providerRef,
      providerUpdatedAt: subscriptions.providerUpdatedAt,
    })
    .from(subscriptions)
    .where(eq(subscriptions.id, found.id))
    .for("update");
  if (!row) return [];
  const { state } = target;
  if (isStripeSubscriptionId(row.providerRef) && row.providerRef !== state.id) {
    log.warn({ subscriptionId: found.id }, "Stripe event is about another Stripe subscription; not applied");
    return [];
  }
  if (row.providerUpdatedAt && eventAt < row.providerUpdatedAt) {
    log.info({ subscriptionId: found.id }, "Stripe event older than the state already applied; not applied");
    return [];
  }

  const stop: string[] = [];
  const next = STATUS_FROM_STRIPE[state.status];
  const providerRef = state.id;
  const live = !ENDED_STRIPE_STATUSES.has(state.status);
  if (row.status === "canceled" || row.status === "not_completed") {
    // Ended is final here. If Stripe still bills it (the person canceled before the payment
    // completed), that billing stops — judged only on state just read from Stripe, never a snapshot.
    await applySubscriptionState(tx, found.id, { status: row.status, providerRef }, by);
    if (target.fresh && live) stop.push(state.id);
  } else if (next === "trial" || next === "active") {
    const change = {
      status: next,
      providerRef,
      trialEndsAt: next === "trial" ? state.trialEnd : null,
      currentPeriodEnd: state.currentPeriodEnd,
      canceledAt: null,
      cancelAtPeriodEnd: state.cancelAtPeriodEnd && state.currentPeriodEnd !== null,
    };
    try {
      // A savepoint: the refused update must not abort the event's transaction.
      const completed = await tx.transaction((savepoint) =>
        completeSubscription(savepoint, found.id, change, by, now),
      );
      // The first payment, or the start of the trial: the receipt. Later renewals change no status.
      if (completed && row.status === "pending_payment") {
        await notifySubscriptionChange(tx, "started", completed.subscription, {
          at: eventAt,
        });
      }
      const replaced = completed?.replaced;
      if (replaced?.provider === "stripe" && isStripeSubscriptionId(replaced.providerRef)) {
        stop.push(replaced.providerRef);
      }
    } catch (error) {
      if (!(error instanceof AppError && error.code === "conflict")) throw error;
      // The person holds an active subscription to another incubator. Refusing the event would have
      // Stripe deliver it again for days; this subscription is canceled instead and Stripe stops billing.
      log.warn(
        { subscriptionId: found.id },
        "Stripe subscription conflicts with another active one; canceled",
      );
      await endSubscription(tx, found.id, now, by, { providerRef });
      if (live) stop.push(state.id);
    }
  } else if (state.status === "incomplete_expired" && row.status === "pending_payment") {
    // Its first payment never went through: a checkout not completed, not a canceled subscription.
    await closeUncompletedCheckout(tx, found.id, by, { providerRef });
  } else if (next === "canceled") {
    const ended = await endSubscription(tx, found.id, state.endedAt ?? eventAt, by, {
      providerRef,
      currentPeriodEnd: state.currentPeriodEnd,
    });
    await queueNoticeOfChange(tx, row.status, ended, { publicUrl, at: eventAt });
  } else {
    const change: SubscriptionStateChange = next
      ? { status: next, providerRef, currentPeriodEnd: state.currentPeriodEnd }
      : { status: row.status, providerRef };
    const changed = await applySubscriptionState(tx, found.id, change, by);
    await queueNoticeOfChange(tx, row.status, changed, { publicUrl, at: eventAt });
  }
  await tx.update(subscriptions).set({ providerUpdatedAt: eventAt }).where(eq(subscriptions.id, found.id));
  return stop;
}

/**
 * A Checkout Session that expired unpaid (Stripe closes an open one after 24 hours): the subscription
 * still waiting for it is a checkout not completed. Anything it already became stays.
 */
async function applyExpiredCheckout(
  tx: Database,
  event: StripeEvent,
  log: Logger,
  by: SubscriptionChangeBy,
): Promise<void> {
  const session = checkoutSessionSchema.safeParse(event.data.object);
  if (!session.success) {
    log.warn("Stripe checkout session in an unexpected shape; event recorded without effect");
    return;
  }
  const [found] = await tx
    .select({ id: subscriptions.id, userId: subscriptions.userId })
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, "stripe"), eq(subscriptions.providerRef, session.data.id)));
  if (!found) return;
  // The same lock order as everywhere else: the person, then the row.
  await tx.select({ id: users.id }).from(users).where(eq(users.id, found.userId)).for("update");
  const [pending] = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.id, found.id), eq(subscriptions.status, "pending_payment")))
    .for("update");
  if (pending) await closeUncompletedCheckout(tx, pending.id, by);
}

/**
 * The email of a subscription that Stripe ended or could not renew, after a state that granted access
 * (a checkout never paid for ends without one). Ours canceled here first is already final above.
 */
async function queueNoticeOfChange(
  tx: Database,
  previous: SubscriptionStatus,
  changed: SubscriptionRecord | undefined,
  options: { publicUrl: string; at: Date },
): Promise<void> {
  if (!changed || changed.status === previous) return;
  if (changed.status === "canceled" && previous !== "pending_payment") {
    await notifySubscriptionChange(tx, "ended", changed, options);
  } else if (changed.status === "past_due" && (previous === "trial" || previous === "active")) {
    await notifySubscriptionChange(tx, "renewalFailed", changed, options);
  }
}

/**
 * Applies one verified event, at most once. Returns `duplicate: true` when the event was already
 * recorded (a redelivery), which changes nothing. A Stripe call that fails rolls the whole event back
 * (503), so Stripe's next delivery tries again.
 */
export async function handleStripeEvent(
  db: Database,
  deps: StripeWebhookDeps,
  event: StripeEvent,
  options: AuditOptions = {},
): Promise<{ duplicate: boolean }> {
  const by: SubscriptionChangeBy = { actor: STRIPE_WEBHOOK_ACTOR, requestId: options.requestId };
  // Spares a redelivery the Stripe call below; the insert in the transaction is what guarantees once.
  const [known] = await db
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(eq(paymentEvents.id, event.id));
  if (known) return { duplicate: true };
  const target = await targetOf(event, deps);
  const log = deps.logger.child({ stripeEventId: event.id, stripeEventType: event.type });
  return db.transaction(async (tx) => {
    const [recorded] = await tx
      .insert(paymentEvents)
      .values({ id: event.id, provider: "stripe", type: event.type })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!recorded) return { duplicate: true };
    if (event.type === "checkout.session.expired") await applyExpiredCheckout(tx, event, log, by);
    if (!target) return { duplicate: false };
    const stop = await applyToSubscription(
      tx,
      target,
      new Date(event.created * 1000),
      { log, publicUrl: deps.publicUrl, now: deps.clock.now() },
      by,
    );
    for (const stripeSubscriptionId of stop)
      await cancelStripeSubscription(deps.stripe, stripeSubscriptionId);
    return { duplicate: false };
  });
}
