/**
 * What the profile page reads about the person's account besides the session itself (whose key stays
 * `SESSION_QUERY_KEY`, the one root that signing out keeps).
 */
export const accountKeys = {
  all: ["account"] as const,
  /** Every signed-in device. */
  sessions: () => [...accountKeys.all, "sessions"] as const,
  /** The id of the session this browser holds. */
  currentSessionId: () => [...accountKeys.all, "current-session-id"] as const,
  /** The ways to sign in: password and linked providers. */
  linkedAccounts: () => [...accountKeys.all, "linked-accounts"] as const,
};
