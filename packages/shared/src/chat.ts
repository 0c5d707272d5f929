import { z } from "zod";
import {
  CHAT_ATTACHMENTS_MAX,
  CHAT_CHANNEL_NAME_MAX_LENGTH,
  CHAT_CHANNEL_NAME_PATTERN,
  CHAT_ERROR_MESSAGES,
  CHAT_HISTORY_PAGE_SIZE,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_REACTIONS,
} from "./chat-model";
import { pageQuerySchema, pageSchema } from "./pagination";
import { personRefSchema } from "./people";
import { chatPermissionsSchema } from "./permissions";

/** Chat's API shapes (docs/decisions/021-chat.md). */

export const chatChannelNameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(CHAT_CHANNEL_NAME_MAX_LENGTH, { error: CHAT_ERROR_MESSAGES.channelNameFormat })
  .regex(CHAT_CHANNEL_NAME_PATTERN, { error: CHAT_ERROR_MESSAGES.channelNameFormat });

export const createChatChannelSchema = z.object({ name: chatChannelNameSchema });
export type CreateChatChannelInput = z.input<typeof createChatChannelSchema>;

export const updateChatChannelSchema = z
  .object({ name: chatChannelNameSchema.optional(), archived: z.boolean().optional() })
  .refine((value) => value.name !== undefined || value.archived !== undefined, {
    error: "Send a new name or archived",
  });
export type UpdateChatChannelInput = z.input<typeof updateChatChannelSchema>;

export const chatChannelSchema = z.object({
  id: z.string(),
  name: z.string(),
  teamId: z.string().nullable(),
  incubatorId: z.string().nullable(),
  isGeneral: z.boolean(),
  archived: z.boolean(),
  /** The newest message the viewer has read (0 for none). */
  lastReadMessageId: z.number(),
  /** Unread top-level messages by others, up to `CHAT_UNREAD_COUNT_CAP`. */
  unreadCount: z.number(),
  /** Unread messages (replies too) that mention the viewer. */
  mentionCount: z.number(),
});
export type ChatChannel = z.infer<typeof chatChannelSchema>;

export const chatChannelListResponseSchema = z.object({
  channels: z.array(chatChannelSchema),
  /**
   * What the chat policy lets the viewer do here: manage channels (the incubator's owner; never in a
   * team's chat). The page shows controls by it; the server decides every request again.
   */
  viewer: z.object({ permissions: chatPermissionsSchema }),
});
export type ChatChannelListResponse = z.infer<typeof chatChannelListResponseSchema>;

export const chatChannelResponseSchema = z.object({ channel: chatChannelSchema });
export type ChatChannelResponse = z.infer<typeof chatChannelResponseSchema>;

export const chatPersonSchema = personRefSchema;
export type ChatPerson = z.infer<typeof chatPersonSchema>;

export const chatReactionSummarySchema = z.object({
  reaction: z.enum(CHAT_REACTIONS),
  userIds: z.array(z.string()),
});

export const chatAttachmentSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number(),
  url: z.string(),
});
export type ChatAttachment = z.infer<typeof chatAttachmentSchema>;
export const chatAttachmentResponseSchema = z.object({ attachment: chatAttachmentSchema });
export type ChatAttachmentResponse = z.infer<typeof chatAttachmentResponseSchema>;

export const chatMessageSchema = z.object({
  id: z.number(),
  channelId: z.string(),
  parentId: z.number().nullable(),
  author: chatPersonSchema.nullable(),
  /** Markdown-lite; a mention is written `<@userId>` and shown with the person's name from `mentions`. */
  body: z.string(),
  mentions: z.array(chatPersonSchema),
  replyCount: z.number(),
  lastReplyAt: z.string().nullable(),
  editedAt: z.string().nullable(),
  deletedAt: z.string().nullable(),
  /** Set when a moderator hid the message: its text and files are gone, it shows as removed by moderation. */
  hiddenAt: z.string().nullable(),
  createdAt: z.string(),
  reactions: z.array(chatReactionSummarySchema),
  attachments: z.array(chatAttachmentSchema),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatHistoryQuerySchema = pageQuerySchema(CHAT_HISTORY_PAGE_SIZE);
/** Newest first; `nextCursor` leads to older messages. */
export const chatHistoryResponseSchema = pageSchema(chatMessageSchema);
export type ChatHistoryResponse = z.infer<typeof chatHistoryResponseSchema>;

export const sendChatMessageSchema = z.object({
  body: z
    .string()
    .max(CHAT_MESSAGE_MAX_LENGTH, { error: CHAT_ERROR_MESSAGES.messageTooLong })
    .transform((text) => text.trim()),
  parentId: z.number().int().positive().optional(),
  attachmentIds: z.array(z.uuid()).max(CHAT_ATTACHMENTS_MAX).optional(),
});
export type SendChatMessageInput = z.input<typeof sendChatMessageSchema>;

export const editChatMessageSchema = z.object({
  body: z
    .string()
    .max(CHAT_MESSAGE_MAX_LENGTH, { error: CHAT_ERROR_MESSAGES.messageTooLong })
    .transform((text) => text.trim())
    .pipe(z.string().min(1, { error: CHAT_ERROR_MESSAGES.messageEmpty })),
});
export type EditChatMessageInput = z.input<typeof editChatMessageSchema>;

export const chatMessageResponseSchema = z.object({ message: chatMessageSchema });
export type ChatMessageResponse = z.infer<typeof chatMessageResponseSchema>;

export const markChatReadSchema = z.object({ messageId: z.number().int().min(0) });

export const chatThreadResponseSchema = z.object({
  parent: chatMessageSchema,
  replies: z.array(chatMessageSchema),
});
export type ChatThreadResponse = z.infer<typeof chatThreadResponseSchema>;

/** Where a channel lives, named for a reader who is not on that team's or incubator's page. */
/** Where a channel is: a team's, an incubator's, or a direct conversation (its slug is its id). */
export const chatPlaceSchema = z.object({
  kind: z.enum(["team", "incubator", "direct"]),
  slug: z.string(),
  name: z.string(),
});
export type ChatPlace = z.infer<typeof chatPlaceSchema>;

export const chatUnreadSummarySchema = z.object({
  channels: z.array(
    z.object({
      channelId: z.string(),
      channelName: z.string(),
      teamId: z.string().nullable(),
      incubatorId: z.string().nullable(),
      place: chatPlaceSchema,
      unreadCount: z.number(),
      mentionCount: z.number(),
    }),
  ),
});
export type ChatUnreadSummary = z.infer<typeof chatUnreadSummarySchema>;

/** `GET /api/chat/channels/:id/people?q=`: whom a message in the channel can mention. */
export const chatMentionCandidatesQuerySchema = z.object({ q: z.string().max(100).default("") });
export const chatMentionCandidatesResponseSchema = z.object({ people: z.array(chatPersonSchema) });
export type ChatMentionCandidatesResponse = z.infer<typeof chatMentionCandidatesResponseSchema>;

export const chatTypingSchema = z.object({ parentId: z.number().int().positive().nullable().default(null) });

export const chatSearchQuerySchema = pageQuerySchema(20).extend({
  q: z.string().trim().min(2, { error: CHAT_ERROR_MESSAGES.searchTooShort }).max(200),
});
export const chatSearchResultSchema = z.object({
  message: chatMessageSchema,
  channelName: z.string(),
  place: chatPlaceSchema,
});
export type ChatSearchResult = z.infer<typeof chatSearchResultSchema>;
/** Best matches are the newest; `nextCursor` leads to older ones. */
export const chatSearchResponseSchema = pageSchema(chatSearchResultSchema);
export type ChatSearchResponse = z.infer<typeof chatSearchResponseSchema>;
