import { z } from "zod";
import { DIRECT_CONVERSATION_MAX_PEOPLE, DIRECT_MESSAGE_ERRORS } from "./direct-message-model";
import { personRefSchema } from "./people";

/** The direct messages' contract (docs/decisions/064-direct-messages.md). */

export * from "./direct-message-model";

export const startConversationSchema = z.object({
  /** The others: the person starting is always in it. */
  participantIds: z
    .array(z.string().min(1).max(64))
    .min(1, DIRECT_MESSAGE_ERRORS.nobodyElse)
    .max(DIRECT_CONVERSATION_MAX_PEOPLE - 1, DIRECT_MESSAGE_ERRORS.tooManyPeople),
});
export type StartConversationInput = z.infer<typeof startConversationSchema>;

export const conversationSchema = z.object({
  /** The conversation's chat channel: its messages go through the chat's routes. */
  id: z.string(),
  /** Everyone in it but the reader. */
  others: z.array(personRefSchema),
  lastMessage: z
    .object({ authorId: z.string().nullable(), body: z.string(), createdAt: z.string() })
    .nullable(),
  unreadCount: z.number(),
  lastReadMessageId: z.number(),
  /** Null when the reader may write; otherwise why not, in words to show. */
  sendRefusal: z.string().nullable(),
  createdAt: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationResponseSchema = z.object({ conversation: conversationSchema });
export type ConversationResponse = z.infer<typeof conversationResponseSchema>;

export const conversationListResponseSchema = z.object({
  conversations: z.array(conversationSchema),
  /** Conversations with unread messages, for the navigation's count. */
  unreadConversations: z.number(),
});
export type ConversationListResponse = z.infer<typeof conversationListResponseSchema>;

export const blockedPeopleResponseSchema = z.object({ people: z.array(personRefSchema) });
export type BlockedPeopleResponse = z.infer<typeof blockedPeopleResponseSchema>;
