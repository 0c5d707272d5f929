/**
 * What the notification centre knows without zod (docs/decisions/019-notifications.md): the kinds of
 * notification, how a person can receive each, and the defaults before they choose.
 */

export const NOTIFICATION_KINDS = [
  "mention",
  "reply",
  "reaction",
  "team_join_request",
  "application",
  "invite_accepted",
  "subscription",
  "practice_share",
  "practice_share_comment",
  "mentoring_session",
  "moderation",
  "role_request",
  "funding",
  "incubator_ownership",
  "direct_message",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  mention: "Mentions of me",
  reply: "Replies to my posts and comments",
  reaction: "Reactions to my posts",
  team_join_request: "Requests to join my teams",
  application: "Applications and their decisions",
  invite_accepted: "Invites accepted",
  subscription: "Subscription changes",
  practice_share: "Practice results shared with me",
  practice_share_comment: "Mentor comments on my practice",
  mentoring_session: "Mentoring sessions",
  moderation: "Warnings from moderators",
  role_request: "Decisions on my role requests",
  funding: "Funding calls, reviews and awards",
  incubator_ownership: "Incubators handed to me or from me",
  direct_message: "Direct messages to me",
};

/** `in_app`: in the notification centre only; `email`: there and by email; `off`: not at all. */
export const NOTIFICATION_DELIVERIES = ["in_app", "email", "off"] as const;
export type NotificationDelivery = (typeof NOTIFICATION_DELIVERIES)[number];

/** What a person gets before choosing: email for what needs an answer or concerns them directly. */
export const DEFAULT_NOTIFICATION_DELIVERY: Record<NotificationKind, NotificationDelivery> = {
  mention: "email",
  reply: "in_app",
  reaction: "in_app",
  team_join_request: "email",
  application: "email",
  invite_accepted: "email",
  subscription: "email",
  practice_share: "email",
  practice_share_comment: "email",
  mentoring_session: "email",
  moderation: "in_app",
  role_request: "email",
  funding: "email",
  incubator_ownership: "email",
  direct_message: "email",
};

/** How often the digest of what a person missed is sent (weekly until they choose), or never (`off`). */
export const NOTIFICATION_DIGEST_FREQUENCIES = ["daily", "weekly", "off"] as const;
export type NotificationDigestFrequency = (typeof NOTIFICATION_DIGEST_FREQUENCIES)[number];
/** The frequencies a digest is sent at. */
export const NOTIFICATION_DIGEST_PERIODS = [
  "daily",
  "weekly",
] as const satisfies readonly NotificationDigestFrequency[];
export type NotificationDigestPeriodKind = (typeof NOTIFICATION_DIGEST_PERIODS)[number];
export const DEFAULT_NOTIFICATION_DIGEST_FREQUENCY: NotificationDigestFrequency = "weekly";

/** Notifications a page of the centre holds. */
export const NOTIFICATION_PAGE_SIZE = 20;
/** Longest title and excerpt a notification keeps (an excerpt is cut at a word with "…"). */
export const NOTIFICATION_TITLE_MAX_LENGTH = 300;
export const NOTIFICATION_EXCERPT_MAX_LENGTH = 200;
/** Notifications the bell's panel shows; the page has the rest. */
export const NOTIFICATION_PANEL_SIZE = 5;
