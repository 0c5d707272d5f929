import { all, DOOMED_PROJECT, DOOMED_TEAM, OPEN_SLUG, type Row, signedIn, verified } from "./matrix-rows";

/**
 * The rows that change state, run after every read: each caller acts on their own membership or on
 * someone else's checkout, and the member's last row ends their subscription.
 */
export const stateChangingRows: Record<string, Row> = {
  "POST /api/incubators/{slug}/membership": {
    target: () => `/api/incubators/${OPEN_SLUG}/membership`,
    // Joining as a guest asks for a session, not a verified email; subscribing does.
    expected: signedIn(201),
  },
  "DELETE /api/incubators/{slug}/membership": {
    target: () => `/api/incubators/${OPEN_SLUG}/membership`,
    expected: signedIn(200),
  },
  "POST /api/checkout/{id}/confirm": {
    target: ({ memberSubscriptionId }) => `/api/checkout/${memberSubscriptionId}/confirm`,
    expected: verified(404, { member: 200 }),
  },
  // Someone else's notification is answered as one that does not exist.
  "POST /api/notifications/{id}/read": {
    target: ({ memberNotificationId }) => `/api/notifications/${memberNotificationId}/read`,
    body: {},
    expected: signedIn(404, { member: 200 }),
  },
  "POST /api/notifications/read-all": {
    target: () => "/api/notifications/read-all",
    body: {},
    expected: signedIn(200),
  },
  "POST /api/subscriptions/{id}/cancel": {
    target: ({ memberSubscriptionId }) => `/api/subscriptions/${memberSubscriptionId}/cancel`,
    expected: signedIn(404, { member: 200 }),
  },
  "POST /api/subscriptions/{id}/change-plan": {
    target: ({ memberSubscriptionId }) => `/api/subscriptions/${memberSubscriptionId}/change-plan`,
    body: "plan",
    expected: verified(404, { member: 409 }),
  },
  "POST /api/subscriptions/{id}/resume": {
    target: ({ memberSubscriptionId }) => `/api/subscriptions/${memberSubscriptionId}/resume`,
    expected: signedIn(404, { member: 200 }),
  },
  // The leader (the member) deletes; everyone asking after them finds nothing left. That others are
  // refused is in the teams and projects tests.
  "DELETE /api/projects/{slug}": {
    target: () => `/api/projects/${DOOMED_PROJECT}`,
    expected: verified(404, { member: 204 }),
  },
  "DELETE /api/teams/{slug}": {
    target: () => `/api/teams/${DOOMED_TEAM}`,
    expected: verified(404, { member: 204 }),
  },
  // Last of the member's rows: it ends their subscription.
  "POST /api/subscriptions/{id}/end": {
    target: ({ memberSubscriptionId }) => `/api/subscriptions/${memberSubscriptionId}/end`,
    expected: signedIn(404, { member: 200 }),
  },
  // Stripe's own calls carry Stripe's signature, not a session: an unsigned one is refused alike.
  "POST /api/payments/stripe/webhook": {
    target: () => "/api/payments/stripe/webhook",
    body: {},
    stripe: true,
    expected: all(422),
  },
};
