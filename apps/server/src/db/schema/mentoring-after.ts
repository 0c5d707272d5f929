import {
  ACTION_ITEM_OWNERS,
  ACTION_ITEM_TEXT_MAX_LENGTH,
  MENTOR_REVIEW_COMMENT_MAX_LENGTH,
  MENTOR_REVIEW_RATING_MAX,
  MENTOR_REVIEW_RATING_MIN,
  MENTORING_SIDES,
  SESSION_NOTES_MAX_LENGTH,
} from "@hatchery/shared";
import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { mentoringSessions } from "./mentoring-sessions";

/*
 * What follows a mentoring session (docs/decisions/051-mentoring.md, "After the session"): the notes
 * both people share, the mentor's private notes, action items carried from session to session of one
 * pair, and one review per side.
 */

function inList(column: string, values: readonly string[]) {
  return sql.raw(`"${column}" in (${values.map((value) => `'${value}'`).join(", ")})`);
}

/** One row per session once someone saves; `version` counts the saves, so a stale save is refused. */
export const mentoringSessionNotes = pgTable(
  "mentoring_session_notes",
  {
    sessionId: uuid("session_id")
      .primaryKey()
      .references(() => mentoringSessions.id, { onDelete: "cascade" }),
    markdown: text("markdown").notNull(),
    version: integer("version").notNull(),
    /** Null once the last editor's account is gone. */
    updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  () => [
    check("mentoring_session_notes_version_check", sql`"version" >= 1`),
    check(
      "mentoring_session_notes_length_check",
      sql.raw(`char_length("markdown") <= ${SESSION_NOTES_MAX_LENGTH}`),
    ),
  ],
);

/** The mentor's own notes of a session: never part of any answer to the mentee. */
export const mentoringPrivateNotes = pgTable(
  "mentoring_private_notes",
  {
    sessionId: uuid("session_id")
      .primaryKey()
      .references(() => mentoringSessions.id, { onDelete: "cascade" }),
    markdown: text("markdown").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  () => [
    check(
      "mentoring_private_notes_length_check",
      sql.raw(`char_length("markdown") <= ${SESSION_NOTES_MAX_LENGTH}`),
    ),
  ],
);

/**
 * An action item written in a session. The pair (mentor, mentee) is copied from the session so that
 * the pair's open items are one index read when a later session or a dashboard shows them.
 */
export const mentoringActionItems = pgTable(
  "mentoring_action_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => mentoringSessions.id, { onDelete: "cascade" }),
    mentorId: text("mentor_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    menteeId: text("mentee_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** As typed. */
    text: text("text").notNull(),
    owner: text("owner", { enum: ACTION_ITEM_OWNERS }).notNull(),
    dueDate: date("due_date", { mode: "string" }),
    doneAt: timestamp("done_at", { withTimezone: true }),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    check("mentoring_action_items_owner_check", inList("owner", ACTION_ITEM_OWNERS)),
    check(
      "mentoring_action_items_text_check",
      sql.raw(`btrim("text") <> '' and char_length("text") <= ${ACTION_ITEM_TEXT_MAX_LENGTH}`),
    ),
    index("mentoring_action_items_session_idx").on(table.sessionId, table.createdAt),
    // A pair's open items, for their later sessions and both dashboards.
    index("mentoring_action_items_open_pair_idx")
      .on(table.mentorId, table.menteeId, table.createdAt)
      .where(sql`${table.doneAt} is null`),
    index("mentoring_action_items_open_mentee_idx")
      .on(table.menteeId, table.createdAt)
      .where(sql`${table.doneAt} is null`),
  ],
);

/** A side's review of a completed session: the mentee rates the mentor, the mentor the mentee. */
export const mentoringReviews = pgTable(
  "mentoring_reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => mentoringSessions.id, { onDelete: "cascade" }),
    side: text("side", { enum: MENTORING_SIDES }).notNull(),
    /** Null once the author's account is gone; the review stays in the mentor's average. */
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    /** Who is rated, copied from the session for the mentor's average. */
    subjectId: text("subject_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rating: smallint("rating").notNull(),
    /** As typed; empty when none. */
    comment: text("comment").notNull().default(""),
    /** Hidden by a moderator (decision 055): left out of the mentor's reviews and average until restored. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenBy: text("hidden_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    unique("mentoring_reviews_one_per_side").on(table.sessionId, table.side),
    check("mentoring_reviews_side_check", inList("side", MENTORING_SIDES)),
    check(
      "mentoring_reviews_rating_check",
      sql.raw(`"rating" between ${MENTOR_REVIEW_RATING_MIN} and ${MENTOR_REVIEW_RATING_MAX}`),
    ),
    check(
      "mentoring_reviews_comment_check",
      sql.raw(`char_length("comment") <= ${MENTOR_REVIEW_COMMENT_MAX_LENGTH}`),
    ),
    index("mentoring_reviews_subject_idx").on(table.subjectId, table.side, table.createdAt),
  ],
);
