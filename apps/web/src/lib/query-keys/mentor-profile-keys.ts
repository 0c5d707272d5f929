/**
 * Every mentor profile query (the directory, profile pages, the person's own profile) starts with
 * `mentorProfileKeys.all`, so saving or publishing refreshes them with one invalidation.
 */
export const mentorProfileKeys = {
  all: ["mentor-profiles"] as const,
  /** One page of the directory per filter set; the filters object is part of the key. */
  directory: <Filters extends object>(filters: Filters) =>
    [...mentorProfileKeys.all, "directory", filters] as const,
  detail: (slug: string) => [...mentorProfileKeys.all, "detail", slug] as const,
  mine: () => [...mentorProfileKeys.all, "mine"] as const,
};
