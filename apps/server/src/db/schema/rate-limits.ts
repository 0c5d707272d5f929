import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Fixed-window counters shared by every app instance; expired rows are deleted by a periodic cleanup. */
/** Unlogged (migration 0018): counters need no crash safety, and their writes skip the WAL flush. */
export const rateLimits = pgTable(
  "rate_limits",
  {
    /** What is counted, such as `sign-in:email:ada@example.com` or `sign-in:ip:203.0.113.7`. */
    key: text("key").primaryKey(),
    points: integer("points").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("rate_limits_expires_at_idx").on(table.expiresAt)],
);
