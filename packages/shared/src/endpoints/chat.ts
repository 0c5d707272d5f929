import { defineEndpoint } from "../api-endpoint";
import {
  chatAttachmentResponseSchema,
  chatChannelListResponseSchema,
  chatChannelResponseSchema,
  chatHistoryQuerySchema,
  chatHistoryResponseSchema,
  chatMentionCandidatesQuerySchema,
  chatMentionCandidatesResponseSchema,
  chatMessageResponseSchema,
  chatSearchQuerySchema,
  chatSearchResponseSchema,
  chatThreadResponseSchema,
  chatTypingSchema,
  chatUnreadSummarySchema,
  createChatChannelSchema,
  editChatMessageSchema,
  markChatReadSchema,
  sendChatMessageSchema,
  updateChatChannelSchema,
} from "../chat";
import { reportContentSchema, reportResponseSchema } from "../reports";

/** Chat channels and messages (docs/decisions/021-chat.md); members of the team or incubator only. */
export const chatEndpoints = {
  teamChannels: defineEndpoint({
    method: "GET",
    path: "/api/teams/:slug/chat/channels",
    status: 200,
    response: chatChannelListResponseSchema,
  }),
  incubatorChannels: defineEndpoint({
    method: "GET",
    path: "/api/incubators/:slug/chat/channels",
    status: 200,
    response: chatChannelListResponseSchema,
  }),
  createChannel: defineEndpoint({
    method: "POST",
    path: "/api/incubators/:slug/chat/channels",
    body: createChatChannelSchema,
    status: 201,
    response: chatChannelResponseSchema,
  }),
  updateChannel: defineEndpoint({
    method: "PATCH",
    path: "/api/chat/channels/:id",
    body: updateChatChannelSchema,
    status: 200,
    response: chatChannelResponseSchema,
  }),
  history: defineEndpoint({
    method: "GET",
    path: "/api/chat/channels/:id/messages",
    query: chatHistoryQuerySchema,
    status: 200,
    response: chatHistoryResponseSchema,
  }),
  send: defineEndpoint({
    method: "POST",
    path: "/api/chat/channels/:id/messages",
    body: sendChatMessageSchema,
    status: 201,
    response: chatMessageResponseSchema,
  }),
  markRead: defineEndpoint({
    method: "POST",
    path: "/api/chat/channels/:id/read",
    body: markChatReadSchema,
    status: 204,
  }),
  edit: defineEndpoint({
    method: "PATCH",
    path: "/api/chat/messages/:id",
    body: editChatMessageSchema,
    status: 200,
    response: chatMessageResponseSchema,
  }),
  delete: defineEndpoint({
    method: "DELETE",
    path: "/api/chat/messages/:id",
    status: 204,
  }),
  /** A reader reports another's message to the moderators (docs/decisions/034-reports.md). */
  report: defineEndpoint({
    method: "POST",
    path: "/api/chat/messages/:id/reports",
    body: reportContentSchema,
    status: 201,
    response: reportResponseSchema,
  }),
  thread: defineEndpoint({
    method: "GET",
    path: "/api/chat/messages/:id/replies",
    status: 200,
    response: chatThreadResponseSchema,
  }),
  /** `:reaction` is one of `CHAT_REACTIONS`; the answer is the message with its reactions. */
  addReaction: defineEndpoint({
    method: "PUT",
    path: "/api/chat/messages/:id/reactions/:reaction",
    status: 200,
    response: chatMessageResponseSchema,
  }),
  removeReaction: defineEndpoint({
    method: "DELETE",
    path: "/api/chat/messages/:id/reactions/:reaction",
    status: 200,
    response: chatMessageResponseSchema,
  }),
  /** A file for the next message (SPEC §5 types, at most 10 MB); the message names it in `attachmentIds`. */
  uploadAttachment: defineEndpoint({
    method: "POST",
    path: "/api/chat/channels/:id/attachments",
    upload: { field: "file" },
    status: 201,
    response: chatAttachmentResponseSchema,
  }),
  /** A message's file, for the channel's readers only. */
  attachmentFile: defineEndpoint({ method: "GET", path: "/api/chat/files/:name", status: 200 }),
  /** The channel's readers whose name starts (or a word of it starts) with `q`, for the @mention list. */
  mentionCandidates: defineEndpoint({
    method: "GET",
    path: "/api/chat/channels/:id/people",
    query: chatMentionCandidatesQuerySchema,
    status: 200,
    response: chatMentionCandidatesResponseSchema,
  }),
  /** Ephemeral: tells the channel's other readers the person is writing (throttled, never stored). */
  typing: defineEndpoint({
    method: "POST",
    path: "/api/chat/channels/:id/typing",
    body: chatTypingSchema,
    status: 202,
  }),
  /** Ephemeral: tells the channel's other readers the person has it open (repeated while they do). */
  presence: defineEndpoint({ method: "POST", path: "/api/chat/channels/:id/presence", status: 202 }),
  /** Full-text search in every channel the person reads. */
  search: defineEndpoint({
    method: "GET",
    path: "/api/chat/search",
    query: chatSearchQuerySchema,
    status: 200,
    response: chatSearchResponseSchema,
  }),
  unread: defineEndpoint({
    method: "GET",
    path: "/api/chat/unread",
    status: 200,
    response: chatUnreadSummarySchema,
  }),
};
