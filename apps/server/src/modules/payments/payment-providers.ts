import type { Env } from "../../env";
import { createBuiltinPaymentProvider, type PaymentProvider } from "./payment-provider";

/** The provider new subscriptions use: Stripe when it is configured, else the built-in checkout. */
export function createPaymentProvider(env: Env): PaymentProvider {
  return createBuiltinPaymentProvider(env.PUBLIC_URL);
}
