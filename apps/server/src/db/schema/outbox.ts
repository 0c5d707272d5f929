import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Every message the server sends. A message is written here by the change that causes it, together with
 * its `mail.send` job (same transaction); the job worker delivers it, retrying with backoff, so a slow or
 * unreachable mail server never fails or loses the change. Delivery state is the job's.
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
    /** Extra header fields the message is sent with (List-Unsubscribe and List-Unsubscribe-Post). */
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    /** When the mail server accepted the message. */
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("email_outbox_created_at_idx").on(table.createdAt)],
);
