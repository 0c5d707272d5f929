/**
 * Every query about positions and their invite links starts with `positionKeys.all`, every query about
 * applications with `applicationKeys.all`. A position event refreshes the first, an application event
 * both (accepting fills a seat), with one invalidation each; the team pages (`teamKeys`) list open
 * positions and members, so those events refresh them too (app/realtime/realtime-query-keys.ts).
 */
export const positionKeys = {
  all: ["positions"] as const,
  /** The incubator's positions page, one entry per filter set. */
  incubatorList: <Filters extends object>(slug: string, filters: Filters) =>
    [...positionKeys.all, "incubator", slug, filters] as const,
  /** The invite links of one position, for the team's leader. */
  invites: (positionId: string) => [...positionKeys.all, "invites", positionId] as const,
  /** What an invite link shows (public). */
  invite: (token: string) => [...positionKeys.all, "invite", token] as const,
};

export const applicationKeys = {
  all: ["applications"] as const,
  /** The team's applications in one status group, for its leader. */
  team: (slug: string, status: string) => [...applicationKeys.all, "team", slug, status] as const,
  /** The signed-in person's own applications. */
  mine: () => [...applicationKeys.all, "mine"] as const,
  /** One application with its history. */
  detail: (id: string) => [...applicationKeys.all, "detail", id] as const,
};
