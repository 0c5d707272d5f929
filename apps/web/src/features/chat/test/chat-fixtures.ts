import type { ChatChannel, ChatMessage, ChatUnreadSummary } from "@hatchery/shared";

export const ada = { id: "user-1", name: "Ada Lovelace", image: null, handle: "ada-lovelace" };
export const grace = { id: "user-2", name: "Grace Hopper", image: null, handle: "grace-hopper" };

export function channelFixture(overrides: Partial<ChatChannel> = {}): ChatChannel {
  return {
    id: "11111111-1111-4111-8111-111111111111",
    name: "general",
    teamId: "team-1",
    incubatorId: null,
    isGeneral: true,
    archived: false,
    lastReadMessageId: 0,
    unreadCount: 0,
    mentionCount: 0,
    ...overrides,
  };
}

export function messageFixture(overrides: Partial<ChatMessage> & { id: number }): ChatMessage {
  return {
    channelId: "11111111-1111-4111-8111-111111111111",
    parentId: null,
    author: grace,
    body: `Message ${overrides.id}`,
    mentions: [],
    replyCount: 0,
    lastReplyAt: null,
    editedAt: null,
    deletedAt: null,
    hiddenAt: null,
    createdAt: "2031-03-10T12:00:00.000Z",
    reactions: [],
    attachments: [],
    ...overrides,
  };
}

type UnreadEntry = ChatUnreadSummary["channels"][number];

/** One channel of `GET /api/chat/unread`: a team's channel with nothing waiting unless told. */
export function unreadEntryFixture(overrides: Partial<UnreadEntry> = {}): UnreadEntry {
  return {
    channelId: "11111111-1111-4111-8111-111111111111",
    channelName: "general",
    teamId: "team-1",
    incubatorId: null,
    place: { kind: "team", slug: "sun-team", name: "Sun Team" },
    unreadCount: 0,
    mentionCount: 0,
    ...overrides,
  };
}
