import Stripe from "stripe";
import { AppError } from "../../lib/errors";
import type { CheckoutRequest, PaymentProvider } from "../../lib/payment-provider";

/** What the Stripe client needs: the secret key and, in tests only, the address of a stand-in. */
export interface StripeClientSettings {
  secretKey: string;
  /** STRIPE_API_URL: unset in real use, where the SDK talks to api.stripe.com. */
  apiUrl?: string;
}

/**
 * A Stripe call runs while a person waits (checkout) or while a webhook's transaction is open (a
 * cancel after a conflict), so it gets a bound well below the SDK's default of 80 s.
 */
const STRIPE_TIMEOUT_MS = 20_000;

export const STRIPE_UNAVAILABLE_MESSAGE = "The payment provider could not be reached. Please try again.";

export function createStripeClient({ secretKey, apiUrl }: StripeClientSettings): Stripe {
  if (!apiUrl) return new Stripe(secretKey, { timeout: STRIPE_TIMEOUT_MS });
  const url = new URL(apiUrl);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return new Stripe(secretKey, {
    timeout: STRIPE_TIMEOUT_MS,
    host: url.hostname,
    port: url.port || (protocol === "http" ? 80 : 443),
    protocol,
  });
}

/**
 * Our reference is a Checkout Session id (`cs_…`) until the payment completes, then Stripe's
 * subscription id (`sub_…`), which has billing to stop.
 */
export function isStripeSubscriptionId(ref: string | null | undefined): ref is string {
  return typeof ref === "string" && ref.startsWith("sub_");
}

/** A Checkout Session id: a payment page that may still be open. */
export function isCheckoutSessionId(ref: string | null | undefined): ref is string {
  return typeof ref === "string" && ref.startsWith("cs_");
}

/** Stripe's failure as a 503 in our words; its own message and details go to the log through `cause`. */
export function stripeUnavailable(error: unknown): AppError {
  const unavailable = new AppError("unavailable", STRIPE_UNAVAILABLE_MESSAGE);
  unavailable.cause = error;
  return unavailable;
}

/**
 * Cancels a Stripe subscription at once. One Stripe no longer knows, or has already canceled, has
 * nothing left to bill, so that counts as done.
 */
export async function cancelStripeSubscription(stripe: Stripe, subscriptionId: string): Promise<void> {
  try {
    const current = await stripe.subscriptions.retrieve(subscriptionId);
    if (current.status === "canceled" || current.status === "incomplete_expired") return;
    await stripe.subscriptions.cancel(subscriptionId);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "resource_missing") return;
    throw stripeUnavailable(error);
  }
}

/**
 * Expires a Checkout Session so its payment page can no longer be paid. One that is no longer open
 * (expired, or completed: its subscription then follows the webhook events, and a canceled one of ours
 * has Stripe's billing stopped there) or that Stripe does not know needs nothing more.
 */
export async function expireCheckoutSession(stripe: Stripe, sessionId: string): Promise<void> {
  try {
    await stripe.checkout.sessions.expire(sessionId);
    return;
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw stripeUnavailable(error);
    if (error.code === "resource_missing") return;
  }
  // Stripe refuses to expire a session that is not open, with no code of its own; its status tells.
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.retrieve(sessionId);
  } catch (error) {
    throw stripeUnavailable(error);
  }
  if (session.status === "open")
    throw stripeUnavailable(new Error(`Checkout Session ${sessionId} stays open`));
}

/**
 * Sets or clears Stripe's cancel_at_period_end: Stripe then ends the subscription at the end of the
 * current period and tells us with customer.subscription.deleted.
 */
export async function setStripeCancelAtPeriodEnd(
  stripe: Stripe,
  subscriptionId: string,
  cancelAtPeriodEnd: boolean,
): Promise<void> {
  try {
    await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancelAtPeriodEnd });
  } catch (error) {
    throw stripeUnavailable(error);
  }
}

/**
 * Moves the Stripe subscription's item to a new monthly price (a Price made for the plan, as the
 * checkout does), prorating the rest of the current period on the next invoice.
 */
export async function changeStripeSubscriptionPrice(
  stripe: Stripe,
  subscriptionId: string,
  to: Pick<CheckoutRequest, "plan" | "incubator">,
): Promise<void> {
  try {
    const current = await stripe.subscriptions.retrieve(subscriptionId);
    const item = current.items.data[0];
    if (!item) throw new Error(`Stripe subscription ${subscriptionId} has no item`);
    const price = await stripe.prices.create({
      currency: "usd",
      unit_amount: to.plan.priceMonthly,
      recurring: { interval: "month" },
      product_data: { name: productName(to) },
    });
    await stripe.subscriptions.update(subscriptionId, {
      items: [{ id: item.id, price: price.id }],
      proration_behavior: "create_prorations",
    });
  } catch (error) {
    throw stripeUnavailable(error);
  }
}

function productName({ plan, incubator }: Pick<CheckoutRequest, "plan" | "incubator">): string {
  return `${incubator.name} — ${plan.name}`;
}

function checkoutSessionParams(
  request: CheckoutRequest,
  publicUrl: string,
): Stripe.Checkout.SessionCreateParams {
  const { subscriptionId, plan, incubator } = request;
  // The subscription id rides on the session (for checkout.session.completed) and on the Stripe
  // subscription itself (for customer.subscription.* events that may arrive before it).
  const metadata = { subscriptionId };
  const successUrl = new URL("/subscription/success", publicUrl);
  successUrl.searchParams.set("subscriptionId", subscriptionId);
  return {
    mode: "subscription",
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: "usd",
          unit_amount: plan.priceMonthly,
          recurring: { interval: "month" },
          product_data: { name: productName(request) },
        },
      },
    ],
    subscription_data: {
      metadata,
      ...(plan.trialPeriodDays > 0 ? { trial_period_days: plan.trialPeriodDays } : {}),
    },
    client_reference_id: subscriptionId,
    metadata,
    customer_email: request.customerEmail,
    success_url: successUrl.href,
    cancel_url: new URL(`/incubators/${encodeURIComponent(incubator.slug)}`, publicUrl).href,
  };
}

/**
 * Stripe Checkout in subscription mode. The state of our subscription follows Stripe's signed webhook
 * events (stripe-webhook.service.ts), never the browser's return to the success page.
 */
export function createStripePaymentProvider(stripe: Stripe, publicUrl: string): PaymentProvider {
  return {
    name: "stripe",
    async startCheckout(request) {
      let session: Stripe.Checkout.Session;
      try {
        // One session per subscription, even when this call is retried.
        session = await stripe.checkout.sessions.create(checkoutSessionParams(request, publicUrl), {
          idempotencyKey: `hatchery-checkout-${request.subscriptionId}`,
        });
      } catch (error) {
        throw stripeUnavailable(error);
      }
      if (!session.url) throw stripeUnavailable(new Error(`Checkout Session ${session.id} has no url`));
      return { url: session.url, providerRef: session.id };
    },
    async cancel({ providerRef }) {
      if (isStripeSubscriptionId(providerRef)) await cancelStripeSubscription(stripe, providerRef);
      // A session that never completed bills nothing, but its page could still be paid.
      else if (isCheckoutSessionId(providerRef)) await expireCheckoutSession(stripe, providerRef);
    },
    // A running subscription of ours always names Stripe's subscription (the webhook set it).
    async cancelAtPeriodEnd({ providerRef }) {
      if (isStripeSubscriptionId(providerRef)) await setStripeCancelAtPeriodEnd(stripe, providerRef, true);
    },
    async resume({ providerRef }) {
      if (isStripeSubscriptionId(providerRef)) await setStripeCancelAtPeriodEnd(stripe, providerRef, false);
    },
    async changePlan({ providerRef }, to) {
      if (isStripeSubscriptionId(providerRef)) await changeStripeSubscriptionPrice(stripe, providerRef, to);
    },
  };
}
