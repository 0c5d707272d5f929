/**
 * Every person's profile query starts with `peopleKeys.all`, so changing one's own profile or its
 * visibility refreshes the profile pages with one invalidation.
 */
export const peopleKeys = {
  all: ["people"] as const,
  profile: (handle: string) => [...peopleKeys.all, "profile", handle] as const,
};
