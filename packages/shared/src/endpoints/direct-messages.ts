import { defineEndpoint } from "../api-endpoint";
import {
  blockedPeopleResponseSchema,
  conversationListResponseSchema,
  conversationResponseSchema,
  startConversationSchema,
} from "../direct-messages";

/**
 * Direct conversations and blocks (docs/decisions/064-direct-messages.md). A conversation's messages,
 * reactions, files and reports go through the chat's routes with its id as the channel's.
 */
export const directMessageEndpoints = {
  conversations: defineEndpoint({
    method: "GET",
    path: "/api/conversations",
    status: 200,
    response: conversationListResponseSchema,
  }),
  /** Starts a conversation, or answers the one-to-one conversation the two already have. */
  startConversation: defineEndpoint({
    method: "POST",
    path: "/api/conversations",
    body: startConversationSchema,
    status: 200,
    response: conversationResponseSchema,
  }),
  conversation: defineEndpoint({
    method: "GET",
    path: "/api/conversations/:id",
    status: 200,
    response: conversationResponseSchema,
  }),
  blockedPeople: defineEndpoint({
    method: "GET",
    path: "/api/blocks",
    status: 200,
    response: blockedPeopleResponseSchema,
  }),
  block: defineEndpoint({ method: "PUT", path: "/api/blocks/:userId", status: 204 }),
  unblock: defineEndpoint({ method: "DELETE", path: "/api/blocks/:userId", status: 204 }),
};
