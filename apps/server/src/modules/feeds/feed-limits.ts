import { FEED_CHANGES_PER_MINUTE, FEED_ERROR_MESSAGES } from "@hatchery/shared";
import type { Database } from "../../db/client";
import { createRateLimit, type RateLimitRule } from "../../lib/rate-limit";

/**
 * Edits of posts and comments and reaction changes, per person across feeds: each one is announced to
 * every reader of the feed (docs/decisions/025-fan-out-limits.md). Counted before anything is read, as
 * posts and comments are, so a flood is refused at the cost of one statement.
 */
export const FEED_CHANGES_RATE_LIMIT = {
  name: "feed-changes",
  points: FEED_CHANGES_PER_MINUTE,
  windowMs: 60_000,
  message: FEED_ERROR_MESSAGES.changesTooFast,
} as const satisfies RateLimitRule;

/** Counts one change by `userId`; 429 with Retry-After past the limit. */
export function consumeFeedChange(db: Database, userId: string): Promise<void> {
  return createRateLimit(db, FEED_CHANGES_RATE_LIMIT).consume(userId);
}
