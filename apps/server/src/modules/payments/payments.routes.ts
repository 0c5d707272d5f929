import { paymentEndpoints } from "@hatchery/shared";
import { type ApiRoute, apiErrorResponse, defineEndpointRoute } from "../../lib/api-route";
import type { ModuleDeps } from "../../module-deps";
import { handleStripeEvent, type StripeWebhookDeps, verifyStripeEvent } from "./stripe-webhook.service";

/** Provider callbacks. The Stripe webhook exists only on installations where Stripe is configured. */
export function paymentsRoutes({ db, env, logger, payments, clock }: ModuleDeps): ApiRoute[] {
  const { stripe } = payments;
  if (!stripe) return [];
  const deps: StripeWebhookDeps = {
    stripe: stripe.client,
    webhookSecret: stripe.webhookSecret,
    logger,
    publicUrl: env.PUBLIC_URL,
    clock,
  };
  return [
    // The contract's body schema documents the event and rejects a body that is not one; the signature
    // is then checked on the body's exact text (below), never on a re-serialised copy.
    defineEndpointRoute(paymentEndpoints.stripeWebhook, {
      summary:
        "Receives Stripe's signed events and applies each once to the subscription it concerns (Stripe's webhook endpoint).",
      tags: ["payments"],
      success: "The event is recorded: applied now, or already received before (`duplicate`).",
      errors: {
        400: apiErrorResponse(
          "The Stripe-Signature header is missing, does not match the body or is older than 300 seconds; nothing was changed.",
        ),
        503: apiErrorResponse(
          "Stripe could not be reached to read the subscription; Stripe delivers the event again.",
        ),
      },
      handler: async (c) => {
        // The API route mechanism already read the body as text to parse it; Hono keeps that text,
        // so this is the same string, byte for byte as UTF-8, that Stripe signed.
        const payload = await c.req.text();
        const event = verifyStripeEvent(payload, c.req.header("stripe-signature"), deps.webhookSecret);
        const { duplicate } = await handleStripeEvent(db, deps, event, { requestId: c.get("requestId") });
        return { received: true as const, duplicate };
      },
    }),
  ];
}
