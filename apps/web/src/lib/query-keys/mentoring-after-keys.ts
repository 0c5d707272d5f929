import { MENTORING_QUERY_ROOT } from "./mentoring-session-keys";

/**
 * What follows a session and the dashboard's card, under the sessions' root: a session's step (and
 * its realtime event) refreshes them with the lists.
 */
export const mentoringAfterKeys = {
  followUp: (sessionId: string) => [...MENTORING_QUERY_ROOT, "follow-up", sessionId] as const,
  dashboard: () => [...MENTORING_QUERY_ROOT, "dashboard"] as const,
  /** A mentor's public reviews are not a session's: their own root. */
  mentorReviews: (slug: string) => ["mentor-reviews", slug] as const,
};
