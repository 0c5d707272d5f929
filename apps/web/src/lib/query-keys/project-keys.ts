import { teamKeys } from "./team-keys";

/**
 * Every project query (the directory, project pages) starts with `projectKeys.all`, so one project event
 * refreshes them with one invalidation.
 */
export const projectKeys = {
  all: ["projects"] as const,
  lists: () => [...projectKeys.all, "list"] as const,
  /** One page of the directory per filter set; the filters object is part of the key. */
  list: <Filters extends object>(filters: Filters) => [...projectKeys.lists(), filters] as const,
  /** One project with its team, milestones and what the viewer may do. */
  detail: (slug: string) => [...projectKeys.all, "detail", slug] as const,
  /**
   * The signed-in person's teams, which the project form offers. It sits under `teamKeys.all`, not
   * here: joining or leaving a team (a team event) changes the choice.
   */
  teamChoices: () => [...teamKeys.all, "project-team-choices"] as const,
};
