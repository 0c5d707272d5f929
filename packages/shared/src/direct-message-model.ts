/**
 * What the direct messages need without zod (docs/decisions/064-direct-messages.md): the limits and
 * the words of every refusal.
 */

/** People in one conversation, the person who starts it included. */
export const DIRECT_CONVERSATION_MAX_PEOPLE = 8;

/**
 * Conversations one person may start in a day with people who have not yet answered them. Once someone
 * replies, that conversation no longer counts, so talking with people who answer is never limited.
 */
export const DIRECT_UNANSWERED_STARTS_PER_DAY = 5;

export const DIRECT_MESSAGE_ERRORS = {
  conversationNotFound: "Conversation not found",
  personNotFound: "Person not found",
  nobodyElse: "Choose at least one other person",
  tooManyPeople: `A conversation can have at most ${DIRECT_CONVERSATION_MAX_PEOPLE} people`,
  noSharedIncubator: "You can only message people who are in an incubator with you",
  blockedByThem: "You can't message this person",
  blockedByYou: "You have blocked someone in this conversation. Unblock them to write here.",
  noLongerShared: "You no longer share an incubator with everyone here, so you can read but not write",
  tooManyStarts: `You have started ${DIRECT_UNANSWERED_STARTS_PER_DAY} conversations today with people who haven't answered yet. Wait for a reply or try again tomorrow.`,
  blockSelf: "You can't block yourself",
} as const;
