/**
 * Every query of the incubator area starts with `incubatorKeys.all`, so one invalidation refreshes the
 * directory, the pages and the plans together. Kept in `lib` rather than in the feature: the subscription
 * feature refreshes these after a payment, and features do not import each other.
 */
export const incubatorKeys = {
  all: ["incubators"] as const,
  lists: () => [...incubatorKeys.all, "list"] as const,
  /** One page of the directory per filter set; the filters object is part of the key. */
  list: <Filters extends object>(filters: Filters) => [...incubatorKeys.lists(), filters] as const,
  /** The public page of one incubator. */
  detail: (slug: string) => [...incubatorKeys.all, "detail", slug] as const,
  /** The same incubator as its edit page reads it. */
  settings: (slug: string) => [...incubatorKeys.all, "settings", slug] as const,
  /** Every plan of the incubator, inactive ones too (owner or admin). */
  plans: (slug: string) => [...incubatorKeys.all, "plans", slug] as const,
  /** Only the plans offered now, as the change-plan dialog lists them. */
  activePlans: (slug: string) => [...incubatorKeys.all, "active-plans", slug] as const,
  /** The incubators the signed-in person belongs to; joining or leaving refreshes them with the rest. */
  memberships: () => [...incubatorKeys.all, "memberships"] as const,
  /** The incubator's members as its community lists them, one list per search. */
  members: (slug: string, search: string) => [...incubatorKeys.all, "members", slug, search] as const,
  /** One plan found by its id alone (a subscribe link). */
  plan: (id: string) => [...incubatorKeys.all, "plan", id] as const,
};
