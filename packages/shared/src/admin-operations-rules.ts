/**
 * The administration's incubators, subscriptions, jobs and audit log (docs/decisions/054-admin-operations.md):
 * the limits, messages and names their pages read, apart from the schemas (./admin-operations.ts), so a
 * page that shows them does not load the schema library.
 */

export const ADMIN_INCUBATORS_PAGE_SIZE = 25;
export const ADMIN_SUBSCRIPTIONS_PAGE_SIZE = 25;
export const ADMIN_JOBS_PAGE_SIZE = 25;
export const ADMIN_AUDIT_PAGE_SIZE = 50;
export const ADMIN_SEARCH_MAX_LENGTH = 100;

export const ADMIN_OPERATIONS_MESSAGES = {
  noAccount: "No account has this email address.",
  ownerNeedsRole:
    "The new owner must hold the advisor, coach or admin role: grant it in Users first, then transfer.",
  noSuchJob: "There is no failed or dead job with this id.",
  jobRunning: "This job is being run right now; try again when the attempt has ended.",
  dateRange: "The start date must be on or before the end date",
} as const;

/** What an administrator may do in these sections; the server's admin-operations policy decides each. */
export const ADMIN_OPERATIONS_ACTIONS = [
  "listIncubators",
  "changeIncubatorStatus",
  "transferIncubator",
  "listSubscriptions",
  "readRevenue",
  "listJobs",
  "retryJob",
  "discardJob",
  "readAudit",
] as const;
export type AdminOperationsAction = (typeof ADMIN_OPERATIONS_ACTIONS)[number];

/** `failed`: an attempt failed and another is due; `dead`: the worker gave up after the last attempt. */
export const ADMIN_JOB_STATES = ["failed", "dead"] as const;
export type AdminJobState = (typeof ADMIN_JOB_STATES)[number];
