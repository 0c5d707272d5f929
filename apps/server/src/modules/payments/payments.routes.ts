import { z } from "zod";
import type { ModuleDeps } from "../../app";
import { type ApiRoute, apiErrorResponse, defineApiRoute } from "../../lib/api-route";
import {
  handleStripeEvent,
  type StripeWebhookDeps,
  stripeEventSchema,
  verifyStripeEvent,
} from "./stripe-webhook.service";

export const STRIPE_WEBHOOK_PATH = "/api/payments/stripe/webhook";

const webhookResponseSchema = z.object({
  received: z.literal(true),
  /** The event had been received before; this delivery changed nothing. */
  duplicate: z.boolean(),
});

/** Provider callbacks. The Stripe webhook exists only on installations where Stripe is configured. */
export function paymentsRoutes({ db, env, logger, payments }: ModuleDeps): ApiRoute[] {
  const { stripe } = payments;
  if (!stripe) return [];
  const deps: StripeWebhookDeps = {
    stripe: stripe.client,
    webhookSecret: stripe.webhookSecret,
    logger,
    publicUrl: env.PUBLIC_URL,
  };
  return [
    defineApiRoute({
      method: "post",
      path: STRIPE_WEBHOOK_PATH,
      summary:
        "Receives Stripe's signed events and applies each once to the subscription it concerns (Stripe's webhook endpoint).",
      tags: ["payments"],
      // The schema documents the event and rejects a body that is not one; the signature is then
      // checked on the body's exact text (below), never on a re-serialised copy.
      body: { schema: stripeEventSchema },
      responses: {
        200: {
          description: "The event is recorded: applied now, or already received before (`duplicate`).",
          schema: webhookResponseSchema,
        },
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
        return c.json({ received: true as const, duplicate });
      },
    }),
  ];
}
