import { sql } from "drizzle-orm";
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";

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

/** Raw bytes (PostgreSQL `bytea`), read and written as a Buffer. */
const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

/**
 * The files a message carries (docs/decisions/036-time.md), kept as bytes beside it and sent with it;
 * deleted with their message. `position` keeps the order they were given in.
 */
export const emailOutboxAttachments = pgTable(
  "email_outbox_attachments",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    emailId: uuid("email_id")
      .notNull()
      .references(() => emailOutbox.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    filename: text("filename").notNull(),
    /** The MIME type with its parameters, such as `text/calendar; method=REQUEST`. */
    contentType: text("content_type").notNull(),
    content: bytes("content").notNull(),
    /** For an inline part an HTML body refers to as `cid:…`. */
    contentId: text("content_id"),
    disposition: text("disposition").notNull().default("attachment"),
  },
  (table) => [
    unique("email_outbox_attachments_email_position_unique").on(table.emailId, table.position),
    check(
      "email_outbox_attachments_disposition_check",
      sql`${table.disposition} in ('attachment', 'inline')`,
    ),
    check("email_outbox_attachments_filename_check", sql`btrim(${table.filename}) <> ''`),
  ],
);
