/** Query keys of the Users section: every list and person under one root, refreshed together. */
export const adminUserKeys = {
  all: ["admin-users"] as const,
  list: (search: string) => ["admin-users", "list", search] as const,
  openRequests: () => ["admin-users", "open-requests"] as const,
  detail: (id: string) => ["admin-users", "detail", id] as const,
};
