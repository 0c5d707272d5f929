import { formatDollars, PRODUCT_NAME } from "@hatchery/shared";
import type { Database } from "../../db/client";
import { formatDay, formatDayAndTime } from "../../lib/dates";
import { type EmailDetail, type EmailLink, renderEmail, siteUrl } from "../../lib/email-layout";
import type { OutboxMessage } from "../../lib/outbox";
import { type NotificationEmailRenderer, notify } from "../notifications/notify.service";
import { findSubscriptionById, type SubscriptionRecord } from "./subscription-state.service";

/**
 * The emails a subscriber gets when their subscription changes (issue 9, point 18), as notifications of
 * the kind `subscription`. `notifySubscriptionChange` is called with the transaction that makes the
 * change, so the notification (and its email job) is committed with it or not at all; the caller
 * decides which change it is, the wording lives here.
 */

export const SUBSCRIPTION_EMAIL_KINDS = {
  started: "subscription-started",
  canceled: "subscription-canceled",
  ended: "subscription-ended",
  renewalFailed: "subscription-renewal-failed",
} as const;

export interface SubscriptionEmailSubscriber {
  email: string;
  firstName?: string | null;
  /** The IANA zone the email writes its moments in; UTC when null (docs/decisions/036-time.md). */
  timeZone?: string | null;
}

/** Everything a subscription email says about the subscription. */
type SubscriptionFacts = Pick<
  SubscriptionRecord,
  "status" | "provider" | "trialEndsAt" | "currentPeriodEnd" | "plan" | "incubator"
>;

const SUBSCRIPTION_PAGE = "/subscription";

function monthlyPrice(subscription: SubscriptionFacts): string {
  return `$${formatDollars(subscription.plan.priceMonthly)}/month`;
}

function planDetails(subscription: SubscriptionFacts): EmailDetail[] {
  return [
    { label: "Plan", value: subscription.plan.name },
    { label: "Incubator", value: subscription.incubator.name },
    { label: "Price", value: monthlyPrice(subscription) },
  ];
}

function manageAction(publicUrl: string) {
  return { label: "Manage my subscription", url: siteUrl(publicUrl, SUBSCRIPTION_PAGE) };
}

const NOT_YOU = `If you did not do this, reset your ${PRODUCT_NAME} password and cancel the subscription on your subscription page.`;

/** The receipt of a subscription that has just started: its trial, or its first paid period. */
export function subscriptionStartedEmail(
  to: SubscriptionEmailSubscriber,
  subscription: SubscriptionFacts,
  { publicUrl, at, unsubscribe }: SubscriptionEmailContext,
): OutboxMessage {
  const { plan, incubator } = subscription;
  const trialEnd = subscription.status === "trial" ? subscription.trialEndsAt : null;
  const periodEnd = subscription.currentPeriodEnd;
  const testMode =
    subscription.provider === "builtin" ? ["This was a test-mode checkout: no money was charged."] : [];
  if (trialEnd) {
    return renderEmail({
      kind: SUBSCRIPTION_EMAIL_KINDS.started,
      to: to.email,
      subject: `Your free trial of ${plan.name} at ${incubator.name} has started`,
      greetingName: to.firstName ?? "",
      details: [
        ...planDetails(subscription),
        { label: "Trial started", value: formatDay(at, to.timeZone) },
        { label: "Trial ends", value: formatDayAndTime(trialEnd, to.timeZone) },
      ],
      paragraphs: [
        `Your free trial of ${plan.name} at ${incubator.name} started on ${formatDay(at, to.timeZone)}. Nothing is charged before ${formatDayAndTime(trialEnd, to.timeZone)}; after that, the plan costs ${monthlyPrice(subscription)} until you cancel.`,
        "You can cancel at any time from your subscription page.",
        ...testMode,
      ],
      action: manageAction(publicUrl),
      footnote: NOT_YOU,
      ...(unsubscribe ? { unsubscribe } : {}),
    });
  }
  return renderEmail({
    kind: SUBSCRIPTION_EMAIL_KINDS.started,
    to: to.email,
    subject: `Your receipt for ${plan.name} at ${incubator.name}`,
    greetingName: to.firstName ?? "",
    details: [
      ...planDetails(subscription),
      { label: "Paid on", value: formatDay(at, to.timeZone) },
      ...(periodEnd ? [{ label: "Next payment", value: formatDayAndTime(periodEnd, to.timeZone) }] : []),
    ],
    paragraphs: [
      `Thank you: your ${plan.name} subscription at ${incubator.name} is active from ${formatDay(at, to.timeZone)}.`,
      "You can cancel at any time from your subscription page.",
      ...testMode,
    ],
    action: manageAction(publicUrl),
    footnote: NOT_YOU,
    ...(unsubscribe ? { unsubscribe } : {}),
  });
}

/**
 * The person canceled. `accessUntil` is the end of what they already paid for when they keep access
 * until then; null when the subscription ended at once.
 */
export function subscriptionCanceledEmail(
  to: SubscriptionEmailSubscriber,
  subscription: SubscriptionFacts,
  { publicUrl, at, accessUntil, unsubscribe }: SubscriptionEmailContext & { accessUntil: Date | null },
): OutboxMessage {
  const { plan, incubator } = subscription;
  const access = accessUntil
    ? `You keep your subscriber access until ${formatDayAndTime(accessUntil, to.timeZone)}; nothing more is charged.`
    : `Your subscriber access has ended and nothing more is charged. You stay a guest member of ${incubator.name}.`;
  return renderEmail({
    kind: SUBSCRIPTION_EMAIL_KINDS.canceled,
    to: to.email,
    subject: `Your ${plan.name} subscription at ${incubator.name} is canceled`,
    greetingName: to.firstName ?? "",
    paragraphs: [
      `You canceled your ${plan.name} subscription at ${incubator.name} on ${formatDay(at, to.timeZone)}.`,
      access,
    ],
    action: manageAction(publicUrl),
    footnote: `If you did not cancel it, reset your ${PRODUCT_NAME} password and subscribe again from the incubator page.`,
    ...(unsubscribe ? { unsubscribe } : {}),
  });
}

/** The subscription ended without the person canceling it here (at the provider, or at its period's end). */
export function subscriptionEndedEmail(
  to: SubscriptionEmailSubscriber,
  subscription: SubscriptionFacts,
  { publicUrl, at, unsubscribe }: SubscriptionEmailContext,
): OutboxMessage {
  const { plan, incubator } = subscription;
  return renderEmail({
    kind: SUBSCRIPTION_EMAIL_KINDS.ended,
    to: to.email,
    subject: `Your ${plan.name} subscription at ${incubator.name} has ended`,
    greetingName: to.firstName ?? "",
    paragraphs: [
      `Your ${plan.name} subscription at ${incubator.name} ended on ${formatDay(at, to.timeZone)}. Nothing more is charged, and you stay a guest member of ${incubator.name}.`,
      "You can subscribe again at any time from the incubator's page.",
    ],
    action: {
      label: `See the plans of ${incubator.name}`,
      url: siteUrl(publicUrl, `/incubators/${encodeURIComponent(incubator.slug)}`),
    },
    footnote: "If you did not expect this, your subscription page shows its history.",
    ...(unsubscribe ? { unsubscribe } : {}),
  });
}

/** A renewal payment failed: access pauses until it succeeds. */
export function subscriptionRenewalFailedEmail(
  to: SubscriptionEmailSubscriber,
  subscription: SubscriptionFacts,
  { publicUrl, at, unsubscribe }: SubscriptionEmailContext,
): OutboxMessage {
  const { plan, incubator } = subscription;
  return renderEmail({
    kind: SUBSCRIPTION_EMAIL_KINDS.renewalFailed,
    to: to.email,
    subject: `We could not renew your ${plan.name} subscription at ${incubator.name}`,
    greetingName: to.firstName ?? "",
    details: planDetails(subscription),
    paragraphs: [
      `The payment to renew your ${plan.name} subscription at ${incubator.name} did not go through on ${formatDay(at, to.timeZone)}.`,
      "Your subscriber access is paused until the payment succeeds. Please check the payment method of your subscription; the payment is retried automatically.",
    ],
    action: manageAction(publicUrl),
    footnote: "If you no longer want the subscription, you can cancel it on your subscription page.",
    ...(unsubscribe ? { unsubscribe } : {}),
  });
}

export interface SubscriptionEmailDeps {
  /** PUBLIC_URL, which every link of the email is built on. */
  publicUrl: string;
}

/** What every subscription email is written with: where its links point, and when the change happened. */
export interface SubscriptionEmailContext extends SubscriptionEmailDeps {
  at: Date;
  /** The one-click unsubscribe of the notification the email belongs to. */
  unsubscribe?: EmailLink;
}

/** The changes a subscriber is told of, each with its email above. */
export const SUBSCRIPTION_CHANGES = ["started", "canceled", "ended", "renewalFailed"] as const;
export type SubscriptionChange = (typeof SUBSCRIPTION_CHANGES)[number];

function isSubscriptionChange(change: string): change is SubscriptionChange {
  return SUBSCRIPTION_CHANGES.some((known) => known === change);
}

/** What a change's email needs beyond the subscription: its moment, and for a cancel the access left. */
export interface SubscriptionChangeFacts {
  at: Date;
  /** A cancel only: the end of what the person already paid for, or null when access ended at once. */
  accessUntil?: Date | null;
}

/** The email of one change, in the words above, with the one-click unsubscribe of its notification. */
export function composeSubscriptionEmail(
  change: SubscriptionChange,
  to: SubscriptionEmailSubscriber,
  subscription: SubscriptionFacts,
  context: SubscriptionEmailContext & { accessUntil?: Date | null },
): OutboxMessage {
  switch (change) {
    case "started":
      return subscriptionStartedEmail(to, subscription, context);
    case "canceled":
      return subscriptionCanceledEmail(to, subscription, {
        ...context,
        accessUntil: context.accessUntil ?? null,
      });
    case "ended":
      return subscriptionEndedEmail(to, subscription, context);
    case "renewalFailed":
      return subscriptionRenewalFailedEmail(to, subscription, context);
  }
}

/** The sentence the subscriber reads in the notification centre. */
function changeTitle(change: SubscriptionChange, subscription: SubscriptionFacts): string {
  const { plan, incubator } = subscription;
  switch (change) {
    case "started":
      return subscription.status === "trial"
        ? `Your trial of ${plan.name} at ${incubator.name} has started`
        : `Your ${plan.name} subscription at ${incubator.name} is active`;
    case "canceled":
      return `Your ${plan.name} subscription at ${incubator.name} is canceled`;
    case "ended":
      return `Your ${plan.name} subscription at ${incubator.name} has ended`;
    case "renewalFailed":
      return `We could not renew your ${plan.name} subscription at ${incubator.name}: it is past due`;
  }
}

/**
 * Tells the subscriber of a change, in the transaction that makes it, through the notification centre
 * (docs/decisions/019-notifications.md): the notification in the app, and the change's email (written
 * above, when it is sent) where they want email for subscription changes. The moment of the change is
 * kept with the notification, so the email says what it would have said at the time.
 */
export async function notifySubscriptionChange(
  tx: Database,
  change: SubscriptionChange,
  subscription: SubscriptionRecord,
  facts: SubscriptionChangeFacts,
): Promise<void> {
  await notify(tx, [subscription.userId], {
    kind: "subscription",
    actorId: null,
    title: changeTitle(change, subscription),
    url: SUBSCRIPTION_PAGE,
    subject: {
      subscriptionId: subscription.id,
      change,
      at: facts.at.toISOString(),
      ...(facts.accessUntil ? { accessUntil: facts.accessUntil.toISOString() } : {}),
    },
  });
}

/**
 * The email of a subscription change's notification, in the words above, read when it is sent (listed
 * in src/notification-email-list.ts); null for any other notification, or when the subscription is gone.
 */
export const subscriptionChangeEmail: NotificationEmailRenderer = async (db, input) => {
  const { subscriptionId, change, at, accessUntil } = input.notification.subject;
  if (!subscriptionId || !change || !at || !isSubscriptionChange(change)) return null;
  const subscription = await findSubscriptionById(db, subscriptionId);
  if (!subscription) return null;
  return composeSubscriptionEmail(change, input.recipient, subscription, {
    publicUrl: input.publicUrl,
    at: new Date(at),
    accessUntil: accessUntil ? new Date(accessUntil) : null,
    unsubscribe: input.unsubscribe,
  });
};
