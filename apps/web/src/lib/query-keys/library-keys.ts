/**
 * Every query about the library starts with `libraryKeys.all`: reading, answering or bookmarking changes
 * the counts and statuses several pages show, so one invalidation refreshes them all.
 */
export const libraryKeys = {
  all: ["library"] as const,
  overview: () => [...libraryKeys.all, "overview"] as const,
  section: (section: string) => [...libraryKeys.all, "section", section] as const,
  article: (section: string, slug: string) => [...libraryKeys.all, "article", section, slug] as const,
  search: (query: string) => [...libraryKeys.all, "search", query] as const,
};
