import type { Env } from "../../env";
import { createBuiltinPaymentProvider, type PaymentProvider } from "./payment-provider";
import { createStripePaymentProvider } from "./stripe-provider";

/** Stripe's settings when both the secret key and the webhook secret are set (env.ts wants both or neither). */
export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  apiUrl?: string;
}

export function stripeSettings(env: Env): StripeSettings | null {
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) return null;
  return {
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    apiUrl: env.STRIPE_API_URL,
  };
}

/** The provider new subscriptions use: Stripe when it is configured, else the built-in checkout. */
export function createPaymentProvider(env: Env): PaymentProvider {
  const stripe = stripeSettings(env);
  if (!stripe) return createBuiltinPaymentProvider(env.PUBLIC_URL);
  return createStripePaymentProvider({
    secretKey: stripe.secretKey,
    apiUrl: stripe.apiUrl,
    publicUrl: env.PUBLIC_URL,
  });
}
