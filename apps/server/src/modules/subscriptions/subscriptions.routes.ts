import {
  changePlanSchema,
  checkoutResponseSchema,
  createSubscriptionResponseSchema,
  createSubscriptionSchema,
  currentSubscriptionResponseSchema,
  subscriptionHistoryQuerySchema,
  subscriptionHistoryResponseSchema,
  subscriptionResponseSchema,
} from "@hatchery/shared";
import { z } from "zod";
import type { ModuleDeps } from "../../app";
import { type ApiRoute, apiErrorResponse, defineApiRoute } from "../../lib/api-route";
import {
  cancelSubscription,
  changeSubscriptionPlan,
  confirmCheckout,
  createSubscription,
  getCheckout,
  getCurrentSubscription,
  getSubscription,
  listSubscriptionHistory,
  resumeSubscription,
} from "./subscriptions.service";

/** A malformed id is answered as a subscription that does not exist (404), so it is checked there. */
const idParams = z.object({ id: z.string() });

const signedOut = apiErrorResponse("Not signed in.");
const notFound = apiErrorResponse("Subscription not found (or it is someone else's).");

/** Subscriptions of the signed-in person and the built-in test-mode checkout (decision 003). */
export function subscriptionsRoutes({ db, env, guards, payments }: ModuleDeps): ApiRoute[] {
  const deps = { provider: payments.provider, publicUrl: env.PUBLIC_URL };
  return [
    defineApiRoute({
      method: "post",
      path: "/api/subscriptions",
      summary:
        "Subscribes to a plan (SPEC create-subscription): joins as guest when needed, records a pending subscription and answers the payment page's address.",
      tags: ["subscriptions"],
      middleware: [guards.requireVerifiedEmail],
      body: { schema: createSubscriptionSchema },
      responses: {
        201: { description: "The payment page to open.", schema: createSubscriptionResponseSchema },
        401: signedOut,
        403: apiErrorResponse("Email verification required, or the request came from another site."),
        404: apiErrorResponse("Subscription plan not found"),
        409: apiErrorResponse(
          "The plan is not available, the incubator is not accepting new members, or the person already holds an active subscription (to another incubator or to this plan).",
        ),
      },
      handler: async (c, { body }) =>
        c.json(
          await createSubscription(db, c.get("actor"), body, deps, { requestId: c.get("requestId") }),
          201,
        ),
    }),
    defineApiRoute({
      method: "get",
      path: "/api/subscriptions",
      summary: "The signed-in person's subscriptions, every status, newest first, a page at a time.",
      tags: ["subscriptions"],
      middleware: [guards.requireUser],
      query: subscriptionHistoryQuerySchema,
      responses: {
        200: { description: "A page of subscriptions.", schema: subscriptionHistoryResponseSchema },
        401: signedOut,
        422: apiErrorResponse("The limit is out of bounds, or the cursor is not one this endpoint gave."),
      },
      handler: async (c, { query }) => c.json(await listSubscriptionHistory(db, c.get("actor"), query)),
    }),
    defineApiRoute({
      method: "get",
      path: "/api/subscriptions/current",
      summary:
        "The active (trial or active) subscription, if any, and every past due subscription, newest first. The whole history is GET /api/subscriptions.",
      tags: ["subscriptions"],
      middleware: [guards.requireUser],
      responses: {
        200: {
          description: "The current subscription and those needing attention.",
          schema: currentSubscriptionResponseSchema,
        },
        401: signedOut,
      },
      handler: async (c) => c.json(await getCurrentSubscription(db, c.get("actor"))),
    }),
    defineApiRoute({
      method: "get",
      path: "/api/subscriptions/:id",
      summary: "One of the signed-in person's subscriptions, any status.",
      tags: ["subscriptions"],
      middleware: [guards.requireUser],
      params: idParams,
      responses: {
        200: { description: "The subscription.", schema: subscriptionResponseSchema },
        401: signedOut,
        404: notFound,
      },
      handler: async (c, { params }) => c.json(await getSubscription(db, c.get("actor"), params)),
    }),
    defineApiRoute({
      method: "post",
      path: "/api/subscriptions/:id/cancel",
      summary:
        "Cancels one of the signed-in person's subscriptions: a trial or active one keeps its access and ends at the end of its period (cancelAtPeriodEnd); a past due one ends now; a pending checkout becomes not completed.",
      tags: ["subscriptions"],
      middleware: [guards.requireUser],
      params: idParams,
      responses: {
        200: { description: "The subscription after the cancel.", schema: subscriptionResponseSchema },
        401: signedOut,
        403: apiErrorResponse("The request came from another site."),
        404: notFound,
        409: apiErrorResponse("The subscription has already ended."),
      },
      handler: async (c, { params }) =>
        c.json(await cancelSubscription(db, c.get("actor"), params, deps, { requestId: c.get("requestId") })),
    }),
    defineApiRoute({
      method: "post",
      path: "/api/subscriptions/:id/resume",
      summary:
        "Takes back a cancel at the end of the period: the trial or active subscription renews as before.",
      tags: ["subscriptions"],
      middleware: [guards.requireUser],
      params: idParams,
      responses: {
        200: { description: "The resumed subscription.", schema: subscriptionResponseSchema },
        401: signedOut,
        403: apiErrorResponse("The request came from another site."),
        404: notFound,
        409: apiErrorResponse("The subscription is not set to cancel at the end of its period."),
      },
      handler: async (c, { params }) =>
        c.json(await resumeSubscription(db, c.get("actor"), params, deps, { requestId: c.get("requestId") })),
    }),
    defineApiRoute({
      method: "post",
      path: "/api/subscriptions/:id/change-plan",
      summary:
        "Moves a trial or active subscription to another plan of the same incubator, keeping its status and period. Built-in: the new price from the next renewal; Stripe: prorated on the next invoice.",
      tags: ["subscriptions"],
      middleware: [guards.requireVerifiedEmail],
      params: idParams,
      body: { schema: changePlanSchema },
      responses: {
        200: { description: "The subscription on its new plan.", schema: subscriptionResponseSchema },
        401: signedOut,
        403: apiErrorResponse("Email verification required, or the request came from another site."),
        404: apiErrorResponse("No subscription of the person's has this id, or the plan does not exist."),
        409: apiErrorResponse(
          "The subscription is not trial or active, or the plan is inactive, of another incubator or the one held.",
        ),
      },
      handler: async (c, { params, body }) =>
        c.json(
          await changeSubscriptionPlan(db, c.get("actor"), { ...params, ...body }, deps, {
            requestId: c.get("requestId"),
          }),
        ),
    }),
    defineApiRoute({
      method: "get",
      path: "/api/checkout/:id",
      summary: "The built-in checkout of a pending subscription; always test mode, no money moves.",
      tags: ["subscriptions"],
      middleware: [guards.requireUser],
      params: idParams,
      responses: {
        200: { description: "What the checkout page shows.", schema: checkoutResponseSchema },
        401: signedOut,
        404: apiErrorResponse("No built-in checkout of the person's has this id."),
      },
      handler: async (c, { params }) => c.json(await getCheckout(db, c.get("actor"), params, deps)),
    }),
    defineApiRoute({
      method: "post",
      path: "/api/checkout/:id/confirm",
      summary:
        "Completes a built-in (test mode) checkout: trial when the plan has trial days, else active; replaces an active subscription to another plan of the same incubator.",
      tags: ["subscriptions"],
      middleware: [guards.requireVerifiedEmail],
      params: idParams,
      responses: {
        200: { description: "The completed subscription.", schema: subscriptionResponseSchema },
        401: signedOut,
        403: apiErrorResponse("Email verification required, or the request came from another site."),
        404: apiErrorResponse("No built-in checkout of the person's has this id."),
        409: apiErrorResponse(
          "The checkout is no longer waiting for payment, or the person already holds an active subscription (to another incubator or to this plan).",
        ),
      },
      handler: async (c, { params }) =>
        c.json(await confirmCheckout(db, c.get("actor"), params, deps, { requestId: c.get("requestId") })),
    }),
  ];
}
