/*
 * After a mentoring session (docs/decisions/051-mentoring.md, "After the session"), without schemas:
 * limits, the reveal rule's delay and the messages the server and the pages share.
 */

export const SESSION_NOTES_MAX_LENGTH = 20_000;
export const ACTION_ITEM_TEXT_MAX_LENGTH = 500;
/** Open and done items of one session and the open ones carried into it. */
export const ACTION_ITEMS_PER_SESSION_MAX = 50;
export const MENTOR_REVIEW_COMMENT_MAX_LENGTH = 2_000;
export const MENTOR_REVIEW_RATING_MIN = 1;
export const MENTOR_REVIEW_RATING_MAX = 5;

/** A review is shown when both sides have rated, or this long after the session ended. */
export const MENTOR_REVIEW_REVEAL_DAYS = 14;

/** Who an action item is for, by their part in the session. */
export const ACTION_ITEM_OWNERS = ["mentor", "mentee"] as const;
export type ActionItemOwner = (typeof ACTION_ITEM_OWNERS)[number];

export const MENTORING_SIDES = ["mentor", "mentee"] as const;
export type MentoringSide = (typeof MENTORING_SIDES)[number];

export const MENTORING_AFTER_MESSAGES = {
  staleNotes:
    "Someone else saved these notes after you opened them. Copy your text, reload the notes and add it again.",
  notesReadOnly: "This session was declined or cancelled: its notes can be read but not changed.",
  notYetConfirmed: "Notes and action items open once the session is confirmed.",
  mentorOnlyPrivateNotes: "Only the mentor keeps private notes.",
  actionItemNotFound: "Action item not found",
  tooManyActionItems: `A session can have at most ${ACTION_ITEMS_PER_SESSION_MAX} action items.`,
  reviewNotCompleted: "You can review a session once it is completed.",
  alreadyReviewed: "You have already reviewed this session.",
  reviewNotFound: "Review not found",
  cannotReportOwnReview: "You cannot report your own review.",
} as const;

/** The parts of a session that follow it: what the page may offer the viewer. */
export interface SessionFollowUpPermissions {
  editNotes: boolean;
  review: boolean;
}
