/**
 * Every feed query starts with `feedKeys.all`. Pages of a feed sit under `feedKeys.pages()`, so a change to
 * an item (a reaction, a comment, an edit) refreshes the pages showing it.
 */
export const feedKeys = {
  all: ["feeds"] as const,
  pages: () => [...feedKeys.all, "pages"] as const,
  /** One feed (`home`, `incubator/slug` or `team/slug`) in one mode. */
  page: (feed: string, mode: string) => [...feedKeys.pages(), feed, mode] as const,
  comments: (itemId: string) => [...feedKeys.all, "comments", itemId] as const,
  reactors: (itemId: string) => [...feedKeys.all, "reactors", itemId] as const,
  mutes: () => [...feedKeys.all, "mutes"] as const,
  people: (feed: string, query: string) => [...feedKeys.all, "people", feed, query] as const,
};
