import { LIBRARY_STATUSES } from "@hatchery/shared";
import { sql } from "drizzle-orm";
import { check, index, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";

/*
 * A person's way through the library (docs/decisions/037-library.md). Both tables name an article by its
 * place (section, slug), not by its content row's id: a row is kept while its file is reworded, moved
 * away and back, or briefly missing, and one person has one row per article, so repeating an action
 * never doubles it.
 */

export const libraryProgress = pgTable(
  "library_progress",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    section: text("section").notNull(),
    slug: text("slug").notNull(),
    /** Only rises: unread (opened), read (its end reached), mastered (every check question right). */
    status: text("status", { enum: LIBRARY_STATUSES }).notNull().default("unread"),
    lastOpenedAt: timestamp("last_opened_at", { withTimezone: true }),
    readAt: timestamp("read_at", { withTimezone: true }),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.section, table.slug] }),
    check(
      "library_progress_status_check",
      sql.raw(`status in (${LIBRARY_STATUSES.map((status) => `'${status}'`).join(", ")})`),
    ),
    // "Continue where you left off": the person's last opened article.
    index("library_progress_last_opened_idx").on(table.userId, table.lastOpenedAt),
  ],
);

export const libraryBookmarks = pgTable(
  "library_bookmarks",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    section: text("section").notNull(),
    slug: text("slug").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.section, table.slug] })],
);
