/**
 * Every feed query starts with `feedKeys.all`. Pages of a feed sit under `feedKeys.pages()`, so a change to
 * an item (a reaction, a comment, an edit) refreshes the pages showing it.
 */
/** The root of every feed query, on its own so the always-loaded realtime map takes nothing else. */
export const FEED_QUERY_ROOT = ["feeds"] as const;

export const feedKeys = {
  all: FEED_QUERY_ROOT,
  pages: () => [...feedKeys.all, "pages"] as const,
  /** One feed (`home`, `incubator/slug` or `team/slug`) in one mode. */
  page: (feed: string, mode: string) => [...feedKeys.pages(), feed, mode] as const,
  /** The newest items of a feed, refetched on each new item to count what the reader has not seen. */
  heads: () => [...feedKeys.all, "heads"] as const,
  head: (feed: string) => [...feedKeys.heads(), feed] as const,
  comments: (itemId: string) => [...feedKeys.all, "comments", itemId] as const,
  reactors: (itemId: string) => [...feedKeys.all, "reactors", itemId] as const,
  mutes: () => [...feedKeys.all, "mutes"] as const,
  people: (feed: string, query: string) => [...feedKeys.all, "people", feed, query] as const,
};
