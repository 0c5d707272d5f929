import type { PaymentProviderName } from "@hatchery/shared";

/** What a provider needs to open a payment page for a new (pending_payment) subscription. */
export interface CheckoutRequest {
  subscriptionId: string;
  customerEmail: string;
  plan: { id: string; name: string; priceMonthly: number; trialPeriodDays: number };
  incubator: { slug: string; name: string };
}

/**
 * One way of taking payment. The subscription state machine stays on the server; a provider only opens
 * the payment page, names its own reference for the subscription and stops billing on cancel.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  startCheckout(request: CheckoutRequest): Promise<{ url: string; providerRef: string | null }>;
  /**
   * For a subscription being canceled: stops its billing, and closes its payment page if that is still
   * open. The built-in provider has nothing to do: its checkout refuses a canceled subscription.
   */
  cancel(subscription: { providerRef: string | null }): Promise<void>;
  /** The person canceled a running subscription: billing stops at the end of the current period. */
  cancelAtPeriodEnd(subscription: { providerRef: string | null }): Promise<void>;
  /** The person took that back: billing goes on as before. */
  resume(subscription: { providerRef: string | null }): Promise<void>;
  /** A running subscription moves to another plan of its incubator. */
  changePlan(
    subscription: { providerRef: string | null },
    to: Pick<CheckoutRequest, "plan" | "incubator">,
  ): Promise<void>;
}

/**
 * The default provider: the app's own checkout page (`/checkout/:id`), in test mode — no money moves,
 * the person confirms and the subscription completes (POST /api/checkout/:id/confirm). Its billing
 * cycle is subscription-renewal.ts, which reads the subscription's own state, so a cancel at period
 * end, a resume or a plan change has nothing more to tell.
 */
export function createBuiltinPaymentProvider(publicUrl: string): PaymentProvider {
  return {
    name: "builtin",
    async startCheckout(request) {
      return { url: new URL(`/checkout/${request.subscriptionId}`, publicUrl).href, providerRef: null };
    },
    async cancel() {},
    async cancelAtPeriodEnd() {},
    async resume() {},
    async changePlan() {},
  };
}
