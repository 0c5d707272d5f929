import type Stripe from "stripe";
import type { Env } from "../../env";
import { createBuiltinPaymentProvider, type PaymentProvider } from "../../lib/payment-provider";
import { createStripeClient, createStripePaymentProvider } from "./stripe-provider";

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

/** The installation's payments, built once at start-up and handed to the modules (AppDeps). */
export interface Payments {
  /** The provider new subscriptions use: Stripe when it is configured, else the built-in checkout. */
  provider: PaymentProvider;
  /** Stripe's client and webhook secret when Stripe is configured; the webhook route exists only then. */
  stripe: { client: Stripe; webhookSecret: string } | null;
}

export function createPayments(env: Env): Payments {
  const settings = stripeSettings(env);
  if (!settings) return { provider: createBuiltinPaymentProvider(env.PUBLIC_URL), stripe: null };
  const client = createStripeClient(settings);
  return {
    provider: createStripePaymentProvider(client, env.PUBLIC_URL),
    stripe: { client, webhookSecret: settings.webhookSecret },
  };
}
