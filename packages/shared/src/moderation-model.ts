/**
 * The moderation queue's words and limits (docs/decisions/055-moderation-queue.md), free of schemas: a
 * chat message shows "Removed by moderation" on every channel's first view, which from moderation.ts
 * brought zod and the queue's schemas with it (decision 071).
 */

/** What a moderator's action made of a report: how it was handled, kept with who and when. */
export const REPORT_RESOLUTIONS = ["hidden", "warned", "dismissed"] as const;
export type ReportResolution = (typeof REPORT_RESOLUTIONS)[number];
export const REPORT_RESOLUTION_LABELS: Record<ReportResolution, string> = {
  hidden: "Content hidden",
  warned: "Author warned",
  dismissed: "Dismissed",
};

/** The queue's filter: reports still waiting, or those handled (resolved or dismissed). */
export const MODERATION_QUEUE_STATUSES = ["open", "resolved"] as const;
export type ModerationQueueStatus = (typeof MODERATION_QUEUE_STATUSES)[number];

/** Cases (pieces of reported content) one page of the queue holds. */
export const MODERATION_PAGE_SIZE = 20;
/** Messages shown on each side of a reported chat message. */
export const MODERATION_CHAT_CONTEXT = 2;
/** The longest warning a moderator may write. */
export const MODERATION_WARNING_MAX_LENGTH = 2_000;

export const MODERATION_MESSAGES = {
  notModerator: "Only the incubator's owner or an administrator can moderate this",
  adminsOnly: "Only administrators can see every report",
  contentNotFound: "Reported content not found",
  authorGone: "The author's account no longer exists",
  warningRequired: "Write the message for the author",
  warningTooLong: `The message can be at most ${MODERATION_WARNING_MAX_LENGTH} characters`,
  removedByModeration: "Removed by moderation",
  suspendAdminsOnly: "Only administrators can suspend an account",
} as const;
