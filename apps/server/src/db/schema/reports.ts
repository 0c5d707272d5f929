import { REPORT_CONTENT_KINDS, REPORT_REASONS, REPORT_RESOLUTIONS, REPORT_STATUSES } from "@hatchery/shared";
import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { inList } from "./sql-lists";

/**
 * Reports of content for the moderators (docs/decisions/034-reports.md): one table for every kind of
 * content, named by its kind and id (a feed item's uuid, a chat message's number as text), so a new
 * kind needs no new table. A report is open until a moderator resolves or dismisses it; created and
 * handled times tell how long it waited.
 */

export const reports = pgTable(
  "reports",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    contentKind: text("content_kind", { enum: REPORT_CONTENT_KINDS }).notNull(),
    contentId: text("content_id").notNull(),
    /** Null once the reporter's account is gone; the report stays for the moderators. */
    reporterId: text("reporter_id").references(() => users.id, { onDelete: "set null" }),
    reason: text("reason", { enum: REPORT_REASONS }).notNull(),
    details: text("details").notNull().default(""),
    status: text("status", { enum: REPORT_STATUSES }).notNull().default("open"),
    /** Who resolved or dismissed it (null while open, or once their account is gone). */
    handlerId: text("handler_id").references(() => users.id, { onDelete: "set null" }),
    /**
     * How a moderator handled it (decision 055): the content hidden, its author warned, or dismissed.
     * Null while open, and for reports handled before the queue recorded it.
     */
    resolution: text("resolution", { enum: REPORT_RESOLUTIONS }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp("handled_at", { withTimezone: true }),
  },
  (table) => [
    check("reports_content_kind_check", inList("content_kind", REPORT_CONTENT_KINDS)),
    check("reports_reason_check", inList("reason", REPORT_REASONS)),
    check("reports_status_check", inList("status", REPORT_STATUSES)),
    check("reports_details_length_check", sql`char_length(${table.details}) <= 1000`),
    check("reports_resolution_check", inList("resolution", REPORT_RESOLUTIONS)),
    // An open report has no resolution yet; a dismissed one can only have been dismissed.
    check(
      "reports_resolution_status_check",
      sql`(${table.status} <> 'open' or ${table.resolution} is null)
        and (${table.status} <> 'dismissed' or ${table.resolution} is null or ${table.resolution} = 'dismissed')
        and (${table.status} <> 'resolved' or ${table.resolution} is distinct from 'dismissed')`,
    ),
    // Handled exactly when it is no longer open.
    check("reports_handled_check", sql`(${table.status} = 'open') = (${table.handledAt} is null)`),
    // One open report per person and content: a second is refused until the first is handled.
    uniqueIndex("reports_open_reporter_content_unique")
      .on(table.reporterId, table.contentKind, table.contentId)
      .where(sql`${table.status} = 'open'`),
    // The queue: open reports, oldest first.
    index("reports_open_queue_idx").on(table.createdAt, table.id).where(sql`${table.status} = 'open'`),
    // Every report of one piece of content, for the moderator looking at it.
    index("reports_content_idx").on(table.contentKind, table.contentId),
  ],
);
