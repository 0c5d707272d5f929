/**
 * The feeds' constants without schemas (docs/decisions/020-feeds.md): pages import these at once, the
 * schemas in `feeds.ts` load with the forms.
 */

/** Where an item lives: an incubator's feed or a team's feed. */
export const FEED_SCOPE_KINDS = ["incubator", "team"] as const;
export type FeedScopeKind = (typeof FEED_SCOPE_KINDS)[number];

/** What the platform writes from the event log, next to the posts people write. */
export const FEED_PLATFORM_ITEM_KINDS = [
  "project_update",
  "project_launched",
  "milestone_done",
  "position_opened",
  "position_filled",
  "team_member_joined",
  "incubator_member_joined",
  "funding_awarded",
  "funding_released",
] as const;
export const FEED_ITEM_KINDS = ["post", ...FEED_PLATFORM_ITEM_KINDS] as const;
export type FeedItemKind = (typeof FEED_ITEM_KINDS)[number];
export type FeedPlatformItemKind = (typeof FEED_PLATFORM_ITEM_KINDS)[number];

/** The words of each kind on the mute settings. */
export const FEED_ITEM_KIND_LABELS: Record<FeedItemKind, string> = {
  post: "Posts by people",
  project_update: "Project updates",
  project_launched: "Project launches",
  milestone_done: "Milestones done",
  position_opened: "Positions opened",
  position_filled: "Positions filled",
  team_member_joined: "New team members",
  incubator_member_joined: "New incubator members",
  funding_awarded: "Funding awarded",
  funding_released: "Funding released by milestone",
};

/** The fixed set of reactions, in the order they are offered. */
export const FEED_REACTIONS = ["like", "love", "celebrate", "insightful", "funny", "curious"] as const;
export type FeedReaction = (typeof FEED_REACTIONS)[number];
export const FEED_REACTION_EMOJI: Record<FeedReaction, string> = {
  like: "👍",
  love: "❤️",
  celebrate: "🎉",
  insightful: "💡",
  funny: "😄",
  curious: "👀",
};
export const FEED_REACTION_LABELS: Record<FeedReaction, string> = {
  like: "Like",
  love: "Love",
  celebrate: "Celebrate",
  insightful: "Insightful",
  funny: "Funny",
  curious: "Curious",
};

/** "Latest": newest first. "Top": the week's items by reactions and comments, newer ones weigh more. */
export const FEED_MODES = ["latest", "top"] as const;
export type FeedMode = (typeof FEED_MODES)[number];

export const FEED_POST_MAX_LENGTH = 10_000;
export const FEED_COMMENT_MAX_LENGTH = 4_000;
export const FEED_MENTIONS_MAX_COUNT = 20;
export const FEED_PAGE_SIZE = 20;
export const FEED_COMMENT_PAGE_SIZE = 50;
/** "Top this week" ranks the items of the last this many days. */
export const FEED_TOP_WINDOW_DAYS = 7;
/**
 * The score's parts: score = (reactions + 2 × comments + 1) × 2^(−hours since / 12). An exponential
 * decay keeps two items' order the same as time passes, so the order is stored and indexed and pages
 * have a cursor (docs/decisions/020-feeds.md).
 */
export const FEED_TOP_COMMENT_WEIGHT = 2;
export const FEED_TOP_HALF_LIFE_HOURS = 12;

/** An item's weight in "Top": what its score starts from before it decays. */
export function feedTopWeight(reactions: number, comments: number): number {
  return reactions + FEED_TOP_COMMENT_WEIGHT * comments + 1;
}

/** An item's score in "Top" `hoursSince` hours after it was posted. */
export function feedTopScore(reactions: number, comments: number, hoursSince: number): number {
  return feedTopWeight(reactions, comments) * 2 ** (-hoursSince / FEED_TOP_HALF_LIFE_HOURS);
}

const commentWeightInWords = FEED_TOP_COMMENT_WEIGHT === 2 ? "twice" : `${FEED_TOP_COMMENT_WEIGHT} times`;

export const FEED_MODE_EXPLANATIONS: Record<FeedMode, string> = {
  latest: "Everything, newest first.",
  top: `The last ${FEED_TOP_WINDOW_DAYS} days, ranked by reactions and comments (a comment counts ${commentWeightInWords}); an item's score halves every ${FEED_TOP_HALF_LIFE_HOURS} hours.`,
};
export const FEED_POSTS_PER_MINUTE = 10;
export const FEED_COMMENTS_PER_MINUTE = 30;
/**
 * Edits of posts and comments and reaction changes one person may make in one minute: each reaches
 * every reader of the feed (docs/decisions/025-fan-out-limits.md).
 */
export const FEED_CHANGES_PER_MINUTE = 30;
