import { subscriptionEndpoints } from "@hatchery/shared";
import { type ApiRoute, apiErrorResponse, defineEndpointRoute } from "../../lib/api-route";
import type { ModuleDeps } from "../../module-deps";
import { confirmCheckout, getCheckout } from "./subscription-checkout.service";
import {
  cancelSubscription,
  changeSubscriptionPlan,
  createSubscription,
  endSubscriptionNow,
  getCurrentSubscription,
  getSubscription,
  listSubscriptionHistory,
  resumeSubscription,
} from "./subscriptions.service";

const signedOut = apiErrorResponse("Not signed in.");
/** Any id that is not one of the person's subscriptions, malformed ones included. */
const notFound = apiErrorResponse("Subscription not found (or it is someone else's).");

/** Subscriptions of the signed-in person and the built-in test-mode checkout (decision 003). */
export function subscriptionsRoutes({ db, env, guards, payments, clock }: ModuleDeps): ApiRoute[] {
  const deps = { provider: payments.provider, publicUrl: env.PUBLIC_URL, clock };
  return [
    defineEndpointRoute(subscriptionEndpoints.create, {
      summary:
        "Subscribes to a plan (SPEC create-subscription): joins as guest when needed, records a pending subscription and answers the payment page's address.",
      tags: ["subscriptions"],
      success: "The payment page to open.",
      middleware: [guards.requireVerifiedEmail],
      errors: {
        401: signedOut,
        403: apiErrorResponse("Email verification required, or the request came from another site."),
        404: apiErrorResponse("Subscription plan not found"),
        409: apiErrorResponse(
          "The plan is not available, the incubator is not accepting new members, or the person already holds an active subscription (to another incubator or to this plan).",
        ),
      },
      handler: (c, { body }) =>
        createSubscription(db, c.get("actor"), body, deps, { requestId: c.get("requestId") }),
    }),
    defineEndpointRoute(subscriptionEndpoints.history, {
      summary: "The signed-in person's subscriptions, every status, newest first, a page at a time.",
      tags: ["subscriptions"],
      success: "A page of subscriptions.",
      middleware: [guards.requireUser],
      errors: {
        401: signedOut,
        422: apiErrorResponse("The limit is out of bounds, or the cursor is not one this endpoint gave."),
      },
      handler: (c, { query }) => listSubscriptionHistory(db, c.get("actor"), query),
    }),
    defineEndpointRoute(subscriptionEndpoints.current, {
      summary:
        "The active (trial or active) subscription, if any, and every past due subscription, newest first. The whole history is GET /api/subscriptions.",
      tags: ["subscriptions"],
      success: "The current subscription and those needing attention.",
      middleware: [guards.requireUser],
      errors: { 401: signedOut },
      handler: (c) => getCurrentSubscription(db, c.get("actor")),
    }),
    defineEndpointRoute(subscriptionEndpoints.detail, {
      summary: "One of the signed-in person's subscriptions, any status.",
      tags: ["subscriptions"],
      success: "The subscription.",
      middleware: [guards.requireUser],
      errors: { 401: signedOut, 404: notFound },
      handler: (c, { params }) => getSubscription(db, c.get("actor"), params),
    }),
    defineEndpointRoute(subscriptionEndpoints.cancel, {
      summary:
        "Cancels one of the signed-in person's subscriptions: a trial or active one keeps its access and ends at the end of its period (cancelAtPeriodEnd); a past due one ends now; a pending checkout becomes not completed.",
      tags: ["subscriptions"],
      success: "The subscription after the cancel.",
      middleware: [guards.requireUser],
      errors: {
        401: signedOut,
        403: apiErrorResponse("The request came from another site."),
        404: notFound,
        409: apiErrorResponse("The subscription has already ended."),
      },
      handler: (c, { params }) =>
        cancelSubscription(db, c.get("actor"), params, deps, { requestId: c.get("requestId") }),
    }),
    defineEndpointRoute(subscriptionEndpoints.end, {
      summary:
        "Ends one of the signed-in person's trial or active subscriptions now, giving up the rest of its period, so they can subscribe to another incubator; the provider stops billing at once.",
      tags: ["subscriptions"],
      success: "The ended subscription.",
      middleware: [guards.requireUser],
      errors: {
        401: signedOut,
        403: apiErrorResponse("The request came from another site."),
        404: notFound,
        409: apiErrorResponse("The subscription is not trial or active."),
      },
      handler: (c, { params }) =>
        endSubscriptionNow(db, c.get("actor"), params, deps, { requestId: c.get("requestId") }),
    }),
    defineEndpointRoute(subscriptionEndpoints.resume, {
      summary:
        "Takes back a cancel at the end of the period: the trial or active subscription renews as before.",
      tags: ["subscriptions"],
      success: "The resumed subscription.",
      middleware: [guards.requireUser],
      errors: {
        401: signedOut,
        403: apiErrorResponse("The request came from another site."),
        404: notFound,
        409: apiErrorResponse("The subscription is not set to cancel at the end of its period."),
      },
      handler: (c, { params }) =>
        resumeSubscription(db, c.get("actor"), params, deps, { requestId: c.get("requestId") }),
    }),
    defineEndpointRoute(subscriptionEndpoints.changePlan, {
      summary:
        "Moves a trial or active subscription to another plan of the same incubator, keeping its status and period. Built-in: the new price from the next renewal; Stripe: prorated on the next invoice.",
      tags: ["subscriptions"],
      success: "The subscription on its new plan.",
      middleware: [guards.requireVerifiedEmail],
      errors: {
        401: signedOut,
        403: apiErrorResponse("Email verification required, or the request came from another site."),
        404: apiErrorResponse("No subscription of the person's has this id, or the plan does not exist."),
        409: apiErrorResponse(
          "The subscription is not trial or active, or the plan is inactive, of another incubator or the one held.",
        ),
      },
      handler: (c, { params, body }) =>
        changeSubscriptionPlan(db, c.get("actor"), { ...params, ...body }, deps, {
          requestId: c.get("requestId"),
        }),
    }),
    defineEndpointRoute(subscriptionEndpoints.checkout, {
      summary: "The built-in checkout of a pending subscription; always test mode, no money moves.",
      tags: ["subscriptions"],
      success: "What the checkout page shows.",
      middleware: [guards.requireUser],
      errors: {
        401: signedOut,
        404: apiErrorResponse("No built-in checkout of the person's has this id."),
      },
      handler: (c, { params }) => getCheckout(db, c.get("actor"), params, deps),
    }),
    defineEndpointRoute(subscriptionEndpoints.confirmCheckout, {
      summary:
        "Completes a built-in (test mode) checkout: trial when the plan has trial days, else active; replaces an active subscription to another plan of the same incubator.",
      tags: ["subscriptions"],
      success: "The completed subscription.",
      middleware: [guards.requireVerifiedEmail],
      errors: {
        401: signedOut,
        403: apiErrorResponse("Email verification required, or the request came from another site."),
        404: apiErrorResponse("No built-in checkout of the person's has this id."),
        409: apiErrorResponse(
          "The checkout is no longer waiting for payment, or the person already holds an active subscription (to another incubator or to this plan).",
        ),
      },
      handler: (c, { params }) =>
        confirmCheckout(db, c.get("actor"), params, deps, { requestId: c.get("requestId") }),
    }),
  ];
}
