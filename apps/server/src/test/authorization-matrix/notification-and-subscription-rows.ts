import { all, type Row, signedIn, verified } from "./matrix-rows";

/** Notifications and their preferences, subscriptions, checkout and plans. */
export const notificationAndSubscriptionRows: Record<string, Row> = {
  "GET /api/memberships": { target: () => "/api/memberships", expected: signedIn(200) },
  "GET /api/plans/{id}": {
    target: ({ planId }) => `/api/plans/${planId}`,
    expected: all(200),
  },
  "PATCH /api/plans/{id}": {
    target: ({ planId }) => `/api/plans/${planId}`,
    body: {},
    expected: verified(403, { advisor: 200, admin: 200 }),
  },
  "GET /api/notifications": { target: () => "/api/notifications", expected: signedIn(200) },
  "GET /api/notifications/unread-count": {
    target: () => "/api/notifications/unread-count",
    expected: signedIn(200),
  },
  "GET /api/notifications/preferences": {
    target: () => "/api/notifications/preferences",
    expected: signedIn(200),
  },
  // An email's unsubscribe link needs no sign-in: its signed token is the permission.
  "GET /api/notifications/unsubscribe": {
    target: () => "/api/notifications/unsubscribe?token=unsigned",
    expected: all(400),
  },
  "POST /api/notifications/unsubscribe": {
    target: () => "/api/notifications/unsubscribe?token=unsigned",
    expected: all(400),
  },
  "PATCH /api/notifications/preferences": {
    target: () => "/api/notifications/preferences",
    body: { digestFrequency: "sometimes" },
    expected: signedIn(422),
  },
  "GET /api/subscriptions": { target: () => "/api/subscriptions", expected: signedIn(200) },
  "GET /api/subscriptions/current": { target: () => "/api/subscriptions/current", expected: signedIn(200) },
  // Someone else's subscription is answered as one that does not exist.
  "GET /api/subscriptions/{id}": {
    target: ({ memberSubscriptionId }) => `/api/subscriptions/${memberSubscriptionId}`,
    expected: signedIn(404, { member: 200 }),
  },
  "GET /api/checkout/{id}": {
    target: ({ memberSubscriptionId }) => `/api/checkout/${memberSubscriptionId}`,
    expected: signedIn(404, { member: 200 }),
  },
  "POST /api/subscriptions": {
    target: () => "/api/subscriptions",
    body: {},
    expected: verified(422),
  },
};
