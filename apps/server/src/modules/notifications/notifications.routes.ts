import { notificationEndpoints } from "@hatchery/shared";
import { authSecretOf } from "../../auth/auth";
import { type ApiRoute, apiErrorResponse, defineEndpointRoute } from "../../lib/api-route";
import type { RateLimitRule } from "../../lib/rate-limit";
import type { ModuleDeps } from "../../module-deps";
import {
  countUnreadNotifications,
  createVisitRecorder,
  getNotificationPreferences,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  NOTIFICATION_NOT_FOUND_MESSAGE,
  updateNotificationPreferences,
} from "./notifications.service";
import { readUnsubscribeToken, UNSUBSCRIBE_PATH, unsubscribe } from "./unsubscribe-links";
import {
  invalidUnsubscribeLinkPage,
  refusalsAsPages,
  unsubscribeConfirmPage,
  unsubscribedPage,
} from "./unsubscribe-page";

/**
 * The unsubscribe links work without sign-in, so their page and their POST are counted per client
 * address: enough for a person (or a mail client following a List-Unsubscribe header) clicking a few
 * links, not for someone guessing tokens or flooding the endpoint.
 */
export const UNSUBSCRIBE_RATE_LIMIT = {
  name: "notifications-unsubscribe:ip",
  points: 30,
  windowMs: 10 * 60_000,
  message: "Too many unsubscribe requests from your network. Please wait 10 minutes and try the link again.",
} as const satisfies RateLimitRule;

const signedOut = apiErrorResponse("Not signed in.");
const otherSite = apiErrorResponse("The request came from another site.");

/** The signed-in person's notification centre (docs/decisions/019-notifications.md). */
export function notificationsRoutes({ db, env, guards, clock }: ModuleDeps): ApiRoute[] {
  const recordVisit = createVisitRecorder(db);
  const secret = authSecretOf(env);
  const invalidLink = {
    description: "The link is not one this server signed: a page says so.",
    contentType: "text/html",
  };
  // The link's other refusals are pages too (refusalsAsPages), with the words of the JSON answers.
  const linkErrors = {
    400: invalidLink,
    422: {
      description: "The link has no token: the page for a link that is not valid.",
      contentType: "text/html",
    },
    429: {
      description: `A page: ${UNSUBSCRIBE_RATE_LIMIT.message} Retry-After says when.`,
      contentType: "text/html",
    },
  };
  return [
    defineEndpointRoute(notificationEndpoints.list, {
      summary:
        "The signed-in person's notifications, the latest change first (a group that grew comes back up), a page at a time; `unread=true` leaves out the read ones.",
      tags: ["notifications"],
      success: "A page of notifications.",
      middleware: [guards.requireUser],
      errors: {
        401: signedOut,
        422: apiErrorResponse(
          "A filter or the limit is invalid, or the cursor is not one this endpoint gave.",
        ),
      },
      handler: (c, { query }) => listNotifications(db, c.get("actor"), query),
    }),
    defineEndpointRoute(notificationEndpoints.unreadCount, {
      summary:
        "How many of the signed-in person's notifications are unread (the bell). Also notes the visit, so the digest goes only to people who were away.",
      tags: ["notifications"],
      success: "The unread count.",
      middleware: [guards.requireUser],
      errors: { 401: signedOut },
      handler: async (c) => {
        const actor = c.get("actor");
        if (actor.kind === "user") await recordVisit(actor.userId, clock.now());
        return countUnreadNotifications(db, actor);
      },
    }),
    defineEndpointRoute(notificationEndpoints.markRead, {
      summary: "Marks one of the signed-in person's notifications read; one already read stays as it is.",
      tags: ["notifications"],
      success: "The notification, read.",
      middleware: [guards.requireUser],
      errors: {
        401: signedOut,
        403: otherSite,
        404: apiErrorResponse(`${NOTIFICATION_NOT_FOUND_MESSAGE} (also for someone else's).`),
      },
      handler: (c, { params }) => markNotificationRead(db, c.get("actor"), params),
    }),
    defineEndpointRoute(notificationEndpoints.markAllRead, {
      summary: "Marks every unread notification of the signed-in person read.",
      tags: ["notifications"],
      success: "How many were marked read.",
      middleware: [guards.requireUser],
      errors: { 401: signedOut, 403: otherSite },
      handler: (c) => markAllNotificationsRead(db, c.get("actor")),
    }),
    defineEndpointRoute(notificationEndpoints.preferences, {
      summary:
        "How the signed-in person receives each kind of notification (in the app, by email, or off; the default where they have not chosen) and how often their digest comes.",
      tags: ["notifications"],
      success: "Every kind with its delivery, and the digest frequency.",
      middleware: [guards.requireUser],
      errors: { 401: signedOut },
      handler: (c) => getNotificationPreferences(db, c.get("actor")),
    }),
    defineEndpointRoute(notificationEndpoints.updatePreferences, {
      summary:
        "Changes the delivery of the kinds named (the others keep theirs) and, if given, the digest frequency (daily or weekly).",
      tags: ["notifications"],
      success: "The preferences after the change.",
      middleware: [guards.requireUser],
      errors: {
        401: signedOut,
        403: otherSite,
        422: apiErrorResponse("A kind, a delivery or the digest frequency is not one of those offered."),
      },
      handler: (c, { body }) => updateNotificationPreferences(db, c.get("actor"), body),
    }),
    defineEndpointRoute(notificationEndpoints.unsubscribePage, {
      summary:
        "The page of a notification email's unsubscribe link (one kind, or the digest): what it stops, and a button that unsubscribes. No sign-in needed: the link is signed.",
      tags: ["notifications"],
      success: "An HTML page with the button.",
      errors: linkErrors,
      middleware: [refusalsAsPages],
      rateLimit: UNSUBSCRIBE_RATE_LIMIT,
      handler: (c, { query }) => {
        const target = readUnsubscribeToken(secret, query.token);
        if (!target) return c.html(invalidUnsubscribeLinkPage(), 400);
        const action = `${UNSUBSCRIBE_PATH}?${new URLSearchParams({ token: query.token })}`;
        return c.html(unsubscribeConfirmPage(target.kind, action));
      },
    }),
    defineEndpointRoute(notificationEndpoints.unsubscribe, {
      summary:
        "One-click unsubscribe (RFC 8058) from one kind of notification email (the kind stays in the app, by email no more) or from the digest (its frequency becomes off). Sent by mail clients from the List-Unsubscribe header, or by the page's button; no sign-in needed.",
      tags: ["notifications"],
      success: "An HTML page saying it is done; asking again changes nothing.",
      errors: linkErrors,
      middleware: [refusalsAsPages],
      rateLimit: UNSUBSCRIBE_RATE_LIMIT,
      handler: async (c, { query }) => {
        const target = readUnsubscribeToken(secret, query.token);
        if (!target) return c.html(invalidUnsubscribeLinkPage(), 400);
        await unsubscribe(db, target);
        return c.html(unsubscribedPage(target.kind));
      },
    }),
  ];
}
