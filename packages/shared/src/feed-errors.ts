import {
  FEED_CHANGES_PER_MINUTE,
  FEED_COMMENT_MAX_LENGTH,
  FEED_COMMENTS_PER_MINUTE,
  FEED_POST_MAX_LENGTH,
  FEED_POSTS_PER_MINUTE,
} from "./feed-model";
import {
  REPORT_DETAILS_MAX_LENGTH,
  REPORT_ERROR_MESSAGES,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportReason,
} from "./report-model";

/*
 * The feeds' messages and their reports' names, apart from feed-model.ts: the pages read that module's
 * constants on their first view and none of these, and reports' names would come with it (in a build
 * that copies small shared modules into the pages, each copy is the whole module).
 */

/** Feed reports are reports like any other (reports.ts); the feed's names stay for its callers. */
export const FEED_REPORT_REASONS = REPORT_REASONS;
export type FeedReportReason = ReportReason;
export const FEED_REPORT_REASON_LABELS = REPORT_REASON_LABELS;

export const FEED_REPORT_DETAILS_MAX_LENGTH = REPORT_DETAILS_MAX_LENGTH;

export const FEED_ERROR_MESSAGES = {
  feedNotFound: "Feed not found",
  itemNotFound: "Post not found",
  commentNotFound: "Comment not found",
  readOnlyMembers: "Only members can read this feed",
  postOnlyMembers: "Only members can post in this feed",
  authorOnly: "Only the author can edit this",
  mayNotDelete: "Only the author, a team leader, the incubator owner or an administrator can delete this",
  mayNotPin: "Only the incubator owner or the team leader can pin posts",
  mayNotHide: "Only the incubator owner or an administrator can hide posts",
  platformItemNotEditable: "Items written by the platform cannot be edited",
  replyDepth: "Replies can only answer a top-level comment",
  bodyRequired: "Write something first",
  postTooLong: `A post can be at most ${FEED_POST_MAX_LENGTH} characters`,
  commentTooLong: `A comment can be at most ${FEED_COMMENT_MAX_LENGTH} characters`,
  postsTooFast: `You can publish at most ${FEED_POSTS_PER_MINUTE} posts a minute. Please wait a moment.`,
  commentsTooFast: `You can write at most ${FEED_COMMENTS_PER_MINUTE} comments a minute. Please wait a moment.`,
  changesTooFast: `You can edit or react at most ${FEED_CHANGES_PER_MINUTE} times a minute. Please wait a moment.`,
  alreadyReported: REPORT_ERROR_MESSAGES.alreadyReported,
  imageNotStored: "An image in this text is no longer stored. Please upload it again.",
  imageOfAnotherFeed:
    "An image in this text was uploaded for another feed, whose readers alone may see it. Please upload it here.",
} as const;
