import { z } from "zod";
import {
  NOTIFICATION_DELIVERIES,
  NOTIFICATION_DIGEST_FREQUENCIES,
  NOTIFICATION_KINDS,
  NOTIFICATION_PAGE_SIZE,
} from "./notification-model";
import { pageQuerySchema, pageSchema } from "./pagination";
import { personRefSchema } from "./people";

/** The notification centre's contract (docs/decisions/019-notifications.md). */

export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);
export const notificationDeliverySchema = z.enum(NOTIFICATION_DELIVERIES, {
  error: "Choose in the app, by email or off",
});
export const notificationDigestFrequencySchema = z.enum(NOTIFICATION_DIGEST_FREQUENCIES, {
  error: "Choose a daily or weekly digest",
});

export const notificationSchema = z.object({
  id: z.string(),
  kind: notificationKindSchema,
  /** The latest person of a group, or the one who caused it; null for the platform. */
  actor: personRefSchema.nullable(),
  /** How many people a group holds (1 for most; 0 for the platform). */
  actorCount: z.number().int(),
  title: z.string(),
  excerpt: z.string(),
  /** A path inside the app. */
  url: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
  /** When it last changed (a group growing): the centre's order. */
  updatedAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** `GET /api/notifications?cursor=&limit=&unread=true`: newest change first; `unread=true` leaves out the read. */
export const notificationListQuerySchema = pageQuerySchema(NOTIFICATION_PAGE_SIZE).extend({
  unread: z.enum(["true", "false"], { error: "unread must be true or false" }).optional(),
});
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>;
export const notificationListResponseSchema = pageSchema(notificationSchema);
export type NotificationListResponse = z.infer<typeof notificationListResponseSchema>;

export const notificationUnreadCountResponseSchema = z.object({
  count: z.number().int(),
  /** How many of the unread are mentions of the person, for the dashboard's card. */
  mentions: z.number().int(),
});
export type NotificationUnreadCountResponse = z.infer<typeof notificationUnreadCountResponseSchema>;

export const notificationResponseSchema = z.object({ notification: notificationSchema });
export type NotificationResponse = z.infer<typeof notificationResponseSchema>;

export const markAllNotificationsReadResponseSchema = z.object({
  /** How many were unread and are read now. */
  marked: z.number().int(),
});
export type MarkAllNotificationsReadResponse = z.infer<typeof markAllNotificationsReadResponseSchema>;

/** `GET /api/notifications/preferences`: how the person receives each kind, and their digest. */
export const notificationPreferencesResponseSchema = z.object({
  /** Every kind, in the order of NOTIFICATION_KINDS, with the person's choice or the default. */
  kinds: z.array(z.object({ kind: notificationKindSchema, delivery: notificationDeliverySchema })),
  digestFrequency: notificationDigestFrequencySchema,
});
export type NotificationPreferencesResponse = z.infer<typeof notificationPreferencesResponseSchema>;

/** `PATCH /api/notifications/preferences`: only what changes; a kind left out keeps its choice. */
export const updateNotificationPreferencesSchema = z.strictObject({
  deliveries: z.partialRecord(notificationKindSchema, notificationDeliverySchema).optional(),
  digestFrequency: notificationDigestFrequencySchema.optional(),
});
export type UpdateNotificationPreferencesInput = z.input<typeof updateNotificationPreferencesSchema>;

/** `GET` and `POST /api/notifications/unsubscribe?token=`: the signed link of a notification email. */
export const notificationUnsubscribeQuerySchema = z.object({
  token: z
    .string({ error: "The unsubscribe link is incomplete" })
    .min(1, { error: "The unsubscribe link is incomplete" })
    .max(500, { error: "The unsubscribe link is not valid" }),
});
