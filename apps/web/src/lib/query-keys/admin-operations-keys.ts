/**
 * The administration's incubators, subscriptions, jobs and audit log (decision 054). A change made on
 * one of these pages invalidates `adminOperationsKeys.all`: a status change shows in the audit log at once.
 */
export const adminOperationsKeys = {
  all: ["admin-operations"] as const,
  incubators: <Filters extends object>(filters: Filters) =>
    [...adminOperationsKeys.all, "incubators", filters] as const,
  subscriptions: <Filters extends object>(filters: Filters) =>
    [...adminOperationsKeys.all, "subscriptions", filters] as const,
  revenue: () => [...adminOperationsKeys.all, "revenue"] as const,
  jobs: <Filters extends object>(filters: Filters) => [...adminOperationsKeys.all, "jobs", filters] as const,
  audit: <Filters extends object>(filters: Filters) =>
    [...adminOperationsKeys.all, "audit", filters] as const,
};
