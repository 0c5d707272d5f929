/**
 * Every query of the team area (the directory, team pages, suggestions, candidates) starts with
 * `teamKeys.all`, and every project query with `projectKeys.all`: a team or project event refreshes
 * them with one invalidation. A team page lists its projects, so project events refresh teams too.
 */
export const teamKeys = {
  all: ["teams"] as const,
};
