import { defineEndpoint } from "../api-endpoint";
import {
  markAllNotificationsReadResponseSchema,
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationPreferencesResponseSchema,
  notificationResponseSchema,
  notificationUnreadCountResponseSchema,
  notificationUnsubscribeQuerySchema,
  updateNotificationPreferencesSchema,
} from "../notifications";

/*
 * The signed-in person's own notifications only. An id that is not one of theirs (malformed or not)
 * names nothing: 404, never 422.
 */
export const notificationEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/api/notifications",
    query: notificationListQuerySchema,
    status: 200,
    response: notificationListResponseSchema,
  }),
  unreadCount: defineEndpoint({
    method: "GET",
    path: "/api/notifications/unread-count",
    status: 200,
    response: notificationUnreadCountResponseSchema,
  }),
  markRead: defineEndpoint({
    method: "POST",
    path: "/api/notifications/:id/read",
    status: 200,
    response: notificationResponseSchema,
  }),
  markAllRead: defineEndpoint({
    method: "POST",
    path: "/api/notifications/read-all",
    status: 200,
    response: markAllNotificationsReadResponseSchema,
  }),
  preferences: defineEndpoint({
    method: "GET",
    path: "/api/notifications/preferences",
    status: 200,
    response: notificationPreferencesResponseSchema,
  }),
  updatePreferences: defineEndpoint({
    method: "PATCH",
    path: "/api/notifications/preferences",
    body: updateNotificationPreferencesSchema,
    status: 200,
    response: notificationPreferencesResponseSchema,
  }),
  /** The page of an email's unsubscribe link: a button that sends the POST below. An HTML answer. */
  unsubscribePage: defineEndpoint({
    method: "GET",
    path: "/api/notifications/unsubscribe",
    query: notificationUnsubscribeQuerySchema,
    status: 200,
  }),
  /** The one-click unsubscribe of RFC 8058 (mail clients POST here), and the page's button. HTML. */
  unsubscribe: defineEndpoint({
    method: "POST",
    path: "/api/notifications/unsubscribe",
    query: notificationUnsubscribeQuerySchema,
    status: 200,
  }),
};
