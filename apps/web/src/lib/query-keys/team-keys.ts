/**
 * Every query of the team area (the directory, team pages, suggestions, candidates) starts with
 * `teamKeys.all`, and every project query with `projectKeys.all`: a team or project event refreshes
 * them with one invalidation. A team page lists its projects, so project events refresh teams too.
 */
export const teamKeys = {
  all: ["teams"] as const,
  lists: () => [...teamKeys.all, "list"] as const,
  /** One directory per filter set; the filters object is part of the key. */
  list: <Filters extends object>(filters: Filters) => [...teamKeys.lists(), filters] as const,
  /** The signed-in person's "For you" teams. */
  suggestions: () => [...teamKeys.all, "suggestions"] as const,
  /** One team's page; its edit page reads the same answer. */
  detail: (slug: string) => [...teamKeys.all, "detail", slug] as const,
  /** Incubator members who want one of the team's open roles (leader or admin). */
  candidates: (slug: string) => [...teamKeys.all, "candidates", slug] as const,
  /** The incubators the directory can be filtered by. */
  incubatorFilter: () => [...teamKeys.all, "incubator-filter"] as const,
};
