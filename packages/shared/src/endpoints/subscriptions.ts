import { z } from "zod";
import { defineEndpoint } from "../api-endpoint";
import {
  changePlanSchema,
  checkoutResponseSchema,
  createSubscriptionResponseSchema,
  createSubscriptionSchema,
  currentSubscriptionResponseSchema,
  subscriptionHistoryQuerySchema,
  subscriptionHistoryResponseSchema,
  subscriptionResponseSchema,
} from "../incubators";

/*
 * Path parameters are any text: an id that is not one of the person's subscriptions (malformed or not)
 * names nothing, and the server answers it 404 (never 422).
 */

/** The signed-in person's subscriptions and the built-in test-mode checkout (decision 003). */
export const subscriptionEndpoints = {
  create: defineEndpoint({
    method: "POST",
    path: "/api/subscriptions",
    body: createSubscriptionSchema,
    status: 201,
    response: createSubscriptionResponseSchema,
  }),
  history: defineEndpoint({
    method: "GET",
    path: "/api/subscriptions",
    query: subscriptionHistoryQuerySchema,
    status: 200,
    response: subscriptionHistoryResponseSchema,
  }),
  current: defineEndpoint({
    method: "GET",
    path: "/api/subscriptions/current",
    status: 200,
    response: currentSubscriptionResponseSchema,
  }),
  detail: defineEndpoint({
    method: "GET",
    path: "/api/subscriptions/:id",
    status: 200,
    response: subscriptionResponseSchema,
  }),
  cancel: defineEndpoint({
    method: "POST",
    path: "/api/subscriptions/:id/cancel",
    status: 200,
    response: subscriptionResponseSchema,
  }),
  /** Ends a trial or active subscription at once, giving up the rest of its period (decision 029). */
  end: defineEndpoint({
    method: "POST",
    path: "/api/subscriptions/:id/end",
    status: 200,
    response: subscriptionResponseSchema,
  }),
  resume: defineEndpoint({
    method: "POST",
    path: "/api/subscriptions/:id/resume",
    status: 200,
    response: subscriptionResponseSchema,
  }),
  changePlan: defineEndpoint({
    method: "POST",
    path: "/api/subscriptions/:id/change-plan",
    body: changePlanSchema,
    status: 200,
    response: subscriptionResponseSchema,
  }),
  checkout: defineEndpoint({
    method: "GET",
    path: "/api/checkout/:id",
    status: 200,
    response: checkoutResponseSchema,
  }),
  confirmCheckout: defineEndpoint({
    method: "POST",
    path: "/api/checkout/:id/confirm",
    status: 200,
    response: subscriptionResponseSchema,
  }),
};

/**
 * The parts of a Stripe event every handler reads; `data.object` is read per event type. Loose objects,
 * since Stripe adds fields to its events over time.
 */
export const stripeEventSchema = z
  .looseObject({
    id: z.string().min(1),
    type: z.string().min(1),
    /** Seconds since the epoch, when Stripe created the event. */
    created: z.number().int(),
    data: z.looseObject({ object: z.looseObject({}) }),
  })
  .describe("A Stripe event, signed by Stripe in the Stripe-Signature header.");
export type StripeEvent = z.infer<typeof stripeEventSchema>;

/** The Stripe webhook's answer to an event it recorded. */
export const stripeWebhookResponseSchema = z.object({
  received: z.literal(true),
  /** The event had been received before; this delivery changed nothing. */
  duplicate: z.boolean(),
});
export type StripeWebhookResponse = z.infer<typeof stripeWebhookResponseSchema>;

/** Payment providers' callbacks (decision 004); called by the provider, never by the web. */
export const paymentEndpoints = {
  stripeWebhook: defineEndpoint({
    method: "POST",
    path: "/api/payments/stripe/webhook",
    body: stripeEventSchema,
    status: 200,
    response: stripeWebhookResponseSchema,
  }),
};
