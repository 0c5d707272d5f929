import { z } from "zod";
import { FEED_ERROR_MESSAGES } from "./feed-errors";
import {
  FEED_COMMENT_MAX_LENGTH,
  FEED_ITEM_KINDS,
  FEED_MENTIONS_MAX_COUNT,
  FEED_MODES,
  FEED_PAGE_SIZE,
  FEED_POST_MAX_LENGTH,
  FEED_REACTIONS,
  FEED_SCOPE_KINDS,
} from "./feed-model";
import { pageQuerySchema } from "./pagination";
import { personRefSchema } from "./people";
import { reportContentSchema, reportResponseSchema } from "./reports";

/**
 * The feeds' inputs with the messages a person reads, and the answers of the feed endpoints
 * (docs/decisions/020-feeds.md).
 */

export * from "./feed-errors";
export * from "./feed-model";

function markdownBody(tooLong: string, max: number) {
  return z
    .string({ error: FEED_ERROR_MESSAGES.bodyRequired })
    .max(max, { error: tooLong })
    .refine((value) => value.trim() !== "", { error: FEED_ERROR_MESSAGES.bodyRequired });
}

const mentionIdsSchema = z
  .array(z.string().min(1).max(100), { error: "Mentions must be a list of people" })
  .max(FEED_MENTIONS_MAX_COUNT, { error: `At most ${FEED_MENTIONS_MAX_COUNT} people can be mentioned` })
  .default([]);

export const createFeedPostSchema = z.object({
  body: markdownBody(FEED_ERROR_MESSAGES.postTooLong, FEED_POST_MAX_LENGTH),
  /** People named with `@Name` in the body, chosen from the autocomplete. */
  mentionIds: mentionIdsSchema,
});
export type CreateFeedPostData = z.input<typeof createFeedPostSchema>;

export const updateFeedPostSchema = createFeedPostSchema;

export const createFeedCommentSchema = z.object({
  body: markdownBody(FEED_ERROR_MESSAGES.commentTooLong, FEED_COMMENT_MAX_LENGTH),
  /** The top-level comment this one answers; replies go one level deep. */
  parentId: z.uuid({ error: FEED_ERROR_MESSAGES.commentNotFound }).nullable().default(null),
  mentionIds: mentionIdsSchema,
});
export type CreateFeedCommentData = z.input<typeof createFeedCommentSchema>;

export const updateFeedCommentSchema = z.object({
  body: markdownBody(FEED_ERROR_MESSAGES.commentTooLong, FEED_COMMENT_MAX_LENGTH),
  mentionIds: mentionIdsSchema,
});

export const pinFeedItemSchema = z.object({ pinned: z.boolean({ error: "pinned must be true or false" }) });

export const feedListQuerySchema = pageQuerySchema(FEED_PAGE_SIZE).extend({
  mode: z.enum(FEED_MODES, { error: "mode must be latest or top" }).default("latest"),
});

export const feedReactionSchema = z.enum(FEED_REACTIONS, {
  error: `Reaction must be one of ${FEED_REACTIONS.join(", ")}`,
});

/** Reporting a post or a comment is reporting content like any other (reports.ts). */
export const reportFeedContentSchema = reportContentSchema;

export const feedMutesSchema = z.object({
  mutedKinds: z
    .array(z.enum(FEED_ITEM_KINDS, { error: "Unknown kind of feed item" }))
    .max(FEED_ITEM_KINDS.length),
});

export const mentionCandidatesQuerySchema = z.object({
  q: z.string().max(100).default(""),
});

const personSchema = personRefSchema;
export type FeedPerson = z.infer<typeof personSchema>;

export const feedScopeSchema = z.object({
  kind: z.enum(FEED_SCOPE_KINDS),
  id: z.string(),
  slug: z.string(),
  name: z.string(),
});
export type FeedScope = z.infer<typeof feedScopeSchema>;

const permissionsSchema = z.object({
  edit: z.boolean(),
  delete: z.boolean(),
  pin: z.boolean(),
  hide: z.boolean(),
});

export const feedItemSchema = z.object({
  id: z.string(),
  kind: z.enum(FEED_ITEM_KINDS),
  scope: feedScopeSchema,
  author: personSchema.nullable(),
  /** Sanitised markdown; for platform items the sentence they tell. */
  body: z.string(),
  /**
   * A post's body rendered by the server to safe HTML, what its card shows (its mentions linked to
   * their profiles); null for the platform's items, whose body is a plain sentence.
   */
  bodyHtml: z.string().nullable(),
  /** What a platform item links to, such as a project or a position. */
  link: z.object({ label: z.string(), path: z.string() }).nullable(),
  mentions: z.array(personSchema),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  pinnedAt: z.string().nullable(),
  commentCount: z.number(),
  reactions: z.array(z.object({ reaction: z.enum(FEED_REACTIONS), count: z.number() })),
  myReactions: z.array(z.enum(FEED_REACTIONS)),
  /** Top mode's score, so a page can say why an item ranks where it does. */
  score: z.number().nullable(),
  can: permissionsSchema,
});
export type FeedItem = z.infer<typeof feedItemSchema>;

export const feedPageSchema = z.object({
  items: z.array(feedItemSchema),
  nextCursor: z.string().nullable(),
  /** Pinned items of a scope's feed, on its first "Latest" page only. */
  pinned: z.array(feedItemSchema),
  /**
   * The scope of a scope's feed and whether the reader may post there; null on /feed (whose new items
   * always reach the reader live). `live`: whether this feed's new items reach the reader's realtime
   * stream; an administrator, or an incubator owner reading a members-only team's feed, reads it
   * without being in its audience, and the page asks for new items now and then instead.
   */
  scope: feedScopeSchema
    .extend({ canPost: z.boolean(), canModerate: z.boolean(), live: z.boolean() })
    .nullable(),
  /** Where the reader may post from /feed: their incubators and teams. */
  postTargets: z.array(feedScopeSchema),
  mutedKinds: z.array(z.enum(FEED_ITEM_KINDS)),
});
export type FeedPage = z.infer<typeof feedPageSchema>;

export const feedItemResponseSchema = z.object({ item: feedItemSchema });
export type FeedItemResponse = z.infer<typeof feedItemResponseSchema>;

export const feedCommentSchema = z.object({
  id: z.string(),
  itemId: z.string(),
  parentId: z.string().nullable(),
  author: personSchema.nullable(),
  /** Empty once deleted: the comment stays as a placeholder while it has replies. */
  body: z.string(),
  /** The body rendered by the server to safe HTML, what the thread shows; empty once deleted. */
  bodyHtml: z.string(),
  mentions: z.array(personSchema),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  deleted: z.boolean(),
  can: permissionsSchema.pick({ edit: true, delete: true, hide: true }),
});
export type FeedComment = z.infer<typeof feedCommentSchema>;

export const feedCommentListSchema = z.object({
  items: z.array(feedCommentSchema),
  nextCursor: z.string().nullable(),
});
export type FeedCommentList = z.infer<typeof feedCommentListSchema>;
export const feedCommentResponseSchema = z.object({ comment: feedCommentSchema });
export type FeedCommentResponse = z.infer<typeof feedCommentResponseSchema>;

export const feedReactorsSchema = z.object({
  reactions: z.array(z.object({ reaction: z.enum(FEED_REACTIONS), people: z.array(personSchema) })),
});
export type FeedReactors = z.infer<typeof feedReactorsSchema>;

export const feedReportResponseSchema = reportResponseSchema;
export const feedMutesResponseSchema = z.object({ mutedKinds: z.array(z.enum(FEED_ITEM_KINDS)) });
export type FeedMutesResponse = z.infer<typeof feedMutesResponseSchema>;
export const mentionCandidatesResponseSchema = z.object({ people: z.array(personSchema) });
export type MentionCandidatesResponse = z.infer<typeof mentionCandidatesResponseSchema>;
export const feedImageResponseSchema = z.object({ url: z.string() });
