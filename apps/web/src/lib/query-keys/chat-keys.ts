/**
 * Every chat query starts with `chatKeys.all`. Counts (channel lists and the navigation's unread
 * summary) sit under `chatKeys.counts()`, so a new message refreshes them without refetching history,
 * which the chat page updates from the event's message itself.
 */
export const chatKeys = {
  all: ["chat"] as const,
  counts: () => [...chatKeys.all, "counts"] as const,
  unread: () => [...chatKeys.counts(), "unread"] as const,
  teamChannels: (slug: string) => [...chatKeys.counts(), "team", slug] as const,
  incubatorChannels: (slug: string) => [...chatKeys.counts(), "incubator", slug] as const,
  /** Direct conversations carry unread counts too, so every chat event refreshes them. */
  conversations: () => [...chatKeys.counts(), "conversations"] as const,
  conversation: (id: string) => [...chatKeys.conversations(), id] as const,
  blockedPeople: () => [...chatKeys.all, "blocked"] as const,
  history: (channelId: string) => [...chatKeys.all, "history", channelId] as const,
  threads: () => [...chatKeys.all, "thread"] as const,
  thread: (messageId: number) => [...chatKeys.threads(), messageId] as const,
  /** The channel's readers offered by the composer's @mention list for what was typed. */
  people: (channelId: string, query: string) => [...chatKeys.all, "people", channelId, query] as const,
};
