import {
  INTERVIEW_ANSWER_MAX_CHARS,
  PRACTICE_SHARE_COMMENT_MAX_LENGTH,
  PRACTICE_SHARE_MESSAGE_MAX_LENGTH,
  TMAY_ATTEMPT_MAX_CHARS,
} from "@hatchery/shared";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { interviewAnswers, interviewSessions } from "./interview";
import { mentorProfiles } from "./mentoring";
import { tmayAttempts } from "./tmay";

/*
 * Practice results shared with a mentor (docs/decisions/051-mentoring.md): a mentee shares one interview
 * practice session or TMAY delivery with a mentor, who comments on parts of its text.
 */

/** The longest text a comment can be anchored in: an interview answer or a TMAY delivery. */
const LONGEST_SHARED_TEXT = Math.max(INTERVIEW_ANSWER_MAX_CHARS, TMAY_ATTEMPT_MAX_CHARS);

export const practiceShares = pgTable(
  "practice_shares",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** A mentor has a profile; whether it is published is checked when sharing (it can be unpublished later). */
    mentorId: text("mentor_id")
      .notNull()
      .references(() => mentorProfiles.userId, { onDelete: "cascade" }),
    /** Exactly one of the two is set: what is shared. */
    interviewSessionId: uuid("interview_session_id").references(() => interviewSessions.id, {
      onDelete: "cascade",
    }),
    tmayAttemptId: uuid("tmay_attempt_id").references(() => tmayAttempts.id, { onDelete: "cascade" }),
    /** The mentee's note to the mentor, as typed; empty when none. */
    message: text("message").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when the owner stops sharing: the mentor loses access, the comments stay the owner's. */
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [
    check(
      "practice_shares_one_item_check",
      sql`num_nonnulls(${table.interviewSessionId}, ${table.tmayAttemptId}) = 1`,
    ),
    check("practice_shares_not_self_check", sql`${table.ownerId} <> ${table.mentorId}`),
    check(
      "practice_shares_message_length_check",
      sql.raw(`char_length("message") <= ${PRACTICE_SHARE_MESSAGE_MAX_LENGTH}`),
    ),
    check(
      "practice_shares_revoked_check",
      sql`${table.revokedAt} is null or ${table.revokedAt} >= ${table.createdAt}`,
    ),
    // One live share of an item with a mentor; after a revocation it can be shared again.
    uniqueIndex("practice_shares_live_interview_unique")
      .on(table.interviewSessionId, table.mentorId)
      .where(sql`revoked_at is null and interview_session_id is not null`),
    uniqueIndex("practice_shares_live_tmay_unique")
      .on(table.tmayAttemptId, table.mentorId)
      .where(sql`revoked_at is null and tmay_attempt_id is not null`),
    // The mentor's "Shared with me", newest first.
    index("practice_shares_mentor_idx").on(table.mentorId, table.createdAt).where(sql`revoked_at is null`),
    index("practice_shares_owner_idx").on(table.ownerId, table.createdAt),
  ],
);

/**
 * A mentor's comment on part of a shared text: an interview answer (by its id) or, for a TMAY share,
 * the delivery's text (no answer). Offsets count characters as `char_length` does, into the text as
 * stored; the quoted part is kept too, so the comment still says what it was about.
 */
export const practiceShareComments = pgTable(
  "practice_share_comments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    shareId: uuid("share_id")
      .notNull()
      .references(() => practiceShares.id, { onDelete: "cascade" }),
    authorId: text("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    interviewAnswerId: uuid("interview_answer_id").references(() => interviewAnswers.id, {
      onDelete: "cascade",
    }),
    startOffset: integer("start_offset").notNull(),
    endOffset: integer("end_offset").notNull(),
    quote: text("quote").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp("edited_at", { withTimezone: true }),
    /** A deleted comment is kept out of every answer; the row stays for the order of the others. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (table) => [
    check(
      "practice_share_comments_offsets_check",
      sql.raw(`start_offset >= 0 and end_offset > start_offset and end_offset <= ${LONGEST_SHARED_TEXT}`),
    ),
    check(
      "practice_share_comments_quote_check",
      sql`char_length(${table.quote}) = ${table.endOffset} - ${table.startOffset}`,
    ),
    check(
      "practice_share_comments_body_check",
      sql.raw(`body ~ '[^[:space:]]' and char_length(body) <= ${PRACTICE_SHARE_COMMENT_MAX_LENGTH}`),
    ),
    index("practice_share_comments_share_idx").on(table.shareId, table.createdAt),
  ],
);
