/**
 * Reports of content for the moderators (docs/decisions/034-reports.md), without schemas: one kind of
 * report for every kind of content, the same reasons and the same form wherever a person reports.
 */

export const REPORT_CONTENT_KINDS = ["feed_item", "feed_comment", "chat_message", "mentor_review"] as const;
export type ReportContentKind = (typeof REPORT_CONTENT_KINDS)[number];

/** How a moderation queue names each kind of reported content. */
export const REPORT_CONTENT_KIND_LABELS: Readonly<Record<ReportContentKind, string>> = {
  feed_item: "Post",
  feed_comment: "Comment",
  chat_message: "Chat message",
  mentor_review: "Mentoring review",
};

/** Open until a moderator handles it: resolved (something was done) or dismissed (nothing to do). */
export const REPORT_STATUSES = ["open", "resolved", "dismissed"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_REASONS = ["spam", "harassment", "off_topic", "inappropriate", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: "Spam or advertising",
  harassment: "Harassment or hate",
  off_topic: "Off topic",
  inappropriate: "Inappropriate content",
  other: "Something else",
};

export const REPORT_DETAILS_MAX_LENGTH = 1_000;

export const REPORT_ERROR_MESSAGES = {
  alreadyReported: "You have already reported this",
} as const;
