/**
 * What the chat pages need without zod (docs/decisions/021-chat.md): limits, the reactions offered and
 * the words of every refusal.
 */

/** A message's text, in characters. */
export const CHAT_MESSAGE_MAX_LENGTH = 4000;
/** Channel names are lowercase words joined by hyphens, like `general` or `launch-week`. */
export const CHAT_CHANNEL_NAME_MAX_LENGTH = 40;
export const CHAT_CHANNEL_NAME_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** The name of the channel every team and incubator starts with. */
export const CHAT_GENERAL_CHANNEL_NAME = "general";
/** Messages per history page. */
export const CHAT_HISTORY_PAGE_SIZE = 50;
/** Unread counts stop here; the navigation shows "99+". */
export const CHAT_UNREAD_COUNT_CAP = 100;
/** Messages one person may send in one minute across all channels, against floods. */
export const CHAT_MESSAGES_PER_MINUTE = 30;
/**
 * Edits and reaction changes one person may make in one minute across all channels: each reaches
 * every reader of the channel (docs/decisions/025-fan-out-limits.md).
 */
export const CHAT_CHANGES_PER_MINUTE = 30;
/**
 * Code in a message, as the page shows it: a ```block``` (to its closing fence, or the end) or an
 * `inline` span. What is inside shows as written, so a mention token there is no mention: the composer
 * writes none and the server counts none.
 */
export const CHAT_CODE_PATTERN = /```[\s\S]*?(?:```|$)|`[^`\n]+`/g;

/** Files one message may carry. */
export const CHAT_ATTACHMENTS_MAX = 5;

/** The reactions offered, by name; the page shows each as its emoji. */
export const CHAT_REACTIONS = ["thumbs_up", "heart", "laugh", "tada", "eyes", "rocket"] as const;
export type ChatReaction = (typeof CHAT_REACTIONS)[number];
export const CHAT_REACTION_EMOJI: Record<ChatReaction, string> = {
  thumbs_up: "👍",
  heart: "❤️",
  laugh: "😄",
  tada: "🎉",
  eyes: "👀",
  rocket: "🚀",
};
export const CHAT_REACTION_LABELS: Record<ChatReaction, string> = {
  thumbs_up: "Thumbs up",
  heart: "Heart",
  laugh: "Laugh",
  tada: "Celebrate",
  eyes: "Looking",
  rocket: "Rocket",
};

export const CHAT_ERROR_MESSAGES = {
  channelNotFound: "Channel not found",
  messageNotFound: "Message not found",
  reactionNotFound: "There is no such reaction",
  teamMembersOnly: "Only the team's members can read its channel",
  incubatorMembersOnly: "Only the incubator's members can read its channels",
  ownerOnly: "Only the incubator's owner can manage its channels",
  teamChannelsFixed: "A team has one channel; it cannot be added to, renamed or archived",
  generalChannelFixed: "The general channel cannot be archived",
  channelNameTaken: "Another channel here already has this name",
  channelNameFormat: "Use lowercase letters, digits and single hyphens, up to 40 characters",
  channelArchived: "This channel is archived; its messages can be read but no new ones written",
  authorOnly: "Only the author can change or delete this message",
  messageDeleted: "This message was deleted",
  ownMessageReport: "You cannot report your own message",
  messageEmpty: "Write a message or attach a file",
  messageTooLong: `A message can be at most ${CHAT_MESSAGE_MAX_LENGTH} characters`,
  replyToReply: "Reply to the thread's first message",
  tooManyMessages: "You are sending messages too fast. Wait a moment and try again.",
  tooManyChanges: "You are editing and reacting too fast. Wait a moment and try again.",
  attachmentNotFound: "An attached file was not found; upload it again",
  searchTooShort: "Search for at least 2 characters",
} as const;

/**
 * The channel a chat workspace opens: the one its address names (`?channel=`), else the general one,
 * else the first. The server reads that channel's messages ahead of a signed-in page by the same rule
 * (apps/server/src/lib/signed-in-reads.ts), so the page it draws shows the channel the browser opens.
 */
export function openChannelOf<Channel extends { id: string; isGeneral: boolean }>(
  list: readonly Channel[],
  named: string | null,
): Channel | undefined {
  return list.find((channel) => channel.id === named) ?? list.find((channel) => channel.isGeneral) ?? list[0];
}
