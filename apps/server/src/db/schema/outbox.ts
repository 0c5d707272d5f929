import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Mail waiting to be delivered, and mail delivered. A message is written here by the change that causes
 * it and sent by the outbox worker, so a slow or unreachable mail server never fails or loses the change.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    /** What the message is for (verification, password-reset, change-email), for logs and tests. */
    kind: text("kind").notNull(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** Earliest time of the next delivery attempt; pushed back exponentially after each failure. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** While set and in the future, one worker owns the row and is delivering it. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** Set when delivery was given up after the last attempt; the row stays for the operator. */
    failedAt: timestamp("failed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The worker's query: undelivered rows by due time. Delivered and abandoned rows are left out.
    index("email_outbox_due_idx")
      .on(table.nextAttemptAt)
      .where(sql`${table.sentAt} is null and ${table.failedAt} is null`),
    index("email_outbox_created_at_idx").on(table.createdAt),
  ],
);
