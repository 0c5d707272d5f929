import { all, type Row, signedIn, verified } from "./matrix-rows";

/**
 * Chat: channels, messages, reactions and reports of messages. The trial member reads and writes the
 * team's channel as its members do (decision 061), but manages no channel and changes no message of
 * another's: the member's own message is one they may report.
 */
export const chatRows: Record<string, Row> = {
  "PATCH /api/chat/channels/{id}": {
    target: ({ labChannelId }) => `/api/chat/channels/${labChannelId}`,
    body: { name: "general" },
    expected: verified(404, { member: 403, advisor: 200, trialMember: 403 }),
  },
  "GET /api/chat/channels/{id}/messages": {
    target: ({ teamChannelId }) => `/api/chat/channels/${teamChannelId}/messages`,
    expected: signedIn(404, { member: 200, trialMember: 200 }),
  },
  "POST /api/chat/channels/{id}/messages": {
    target: ({ teamChannelId }) => `/api/chat/channels/${teamChannelId}/messages`,
    body: { body: "Hello from the matrix" },
    expected: signedIn(404, { member: 201, trialMember: 201 }),
  },
  "POST /api/chat/channels/{id}/read": {
    target: ({ teamChannelId }) => `/api/chat/channels/${teamChannelId}/read`,
    body: { messageId: 0 },
    expected: signedIn(404, { member: 204, trialMember: 204 }),
  },
  "GET /api/chat/channels/{id}/people": {
    target: ({ teamChannelId }) => `/api/chat/channels/${teamChannelId}/people?q=a`,
    expected: signedIn(404, { member: 200, trialMember: 200 }),
  },
  "POST /api/chat/channels/{id}/attachments": {
    target: ({ teamChannelId }) => `/api/chat/channels/${teamChannelId}/attachments`,
    multipart: true,
    expected: signedIn(404, { member: 422, trialMember: 422 }),
  },
  "GET /api/chat/files/{name}": {
    target: () => "/api/chat/files/00000000-0000-4000-8000-000000000000.png",
    expected: all(404),
  },
  "POST /api/chat/channels/{id}/typing": {
    target: ({ teamChannelId }) => `/api/chat/channels/${teamChannelId}/typing`,
    body: {},
    expected: signedIn(404, { member: 202, trialMember: 202 }),
  },
  "POST /api/chat/channels/{id}/presence": {
    target: ({ teamChannelId }) => `/api/chat/channels/${teamChannelId}/presence`,
    body: {},
    expected: signedIn(404, { member: 202, trialMember: 202 }),
  },
  "GET /api/chat/search": { target: () => "/api/chat/search?q=matrix", expected: signedIn(200) },
  "GET /api/chat/unread": { target: () => "/api/chat/unread", expected: signedIn(200) },
  "PATCH /api/chat/messages/{id}": {
    target: ({ messageId }) => `/api/chat/messages/${messageId}`,
    body: { body: "Edited in the matrix" },
    expected: signedIn(404, { member: 200, trialMember: 403 }),
  },
  "GET /api/chat/messages/{id}/replies": {
    target: ({ messageId }) => `/api/chat/messages/${messageId}/replies`,
    expected: signedIn(404, { member: 200, trialMember: 200 }),
  },
  "PUT /api/chat/messages/{id}/reactions/{reaction}": {
    target: ({ messageId }) => `/api/chat/messages/${messageId}/reactions/tada`,
    expected: signedIn(404, { member: 200, trialMember: 200 }),
  },
  "DELETE /api/chat/messages/{id}/reactions/{reaction}": {
    target: ({ messageId }) => `/api/chat/messages/${messageId}/reactions/tada`,
    expected: signedIn(404, { member: 200, trialMember: 200 }),
  },
  // The member wrote the fixture message: their own is not theirs to report; nobody else reads it.
  "POST /api/chat/messages/{id}/reports": {
    target: ({ messageId }) => `/api/chat/messages/${messageId}/reports`,
    body: { reason: "spam" },
    expected: signedIn(404, { member: 403, trialMember: 201 }),
  },
  "DELETE /api/chat/messages/{id}": {
    target: ({ messageId }) => `/api/chat/messages/${messageId}`,
    expected: signedIn(404, { member: 204, trialMember: 403 }),
  },
};
