import {
  TMAY_ATTEMPT_MAX_CHARS,
  TMAY_ATTEMPT_MAX_SECONDS,
  TMAY_ATTEMPT_MODES,
  TMAY_PART_MAX_CHARS,
  type TmayFeedback,
} from "@hatchery/shared";
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";

/**
 * A version of a signed-in person's introduction in the tutor (docs/decisions/048-tmay-tutor.md): the
 * three parts as typed. Saving makes a new version and never changes an old one, so two can be compared.
 */
export const tmayDrafts = pgTable(
  "tmay_drafts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** 1 for the person's first draft, one more for each after it. */
    version: integer("version").notNull(),
    present: text("present").notNull(),
    past: text("past").notNull(),
    future: text("future").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("tmay_drafts_version_check", sql.raw("version >= 1")),
    check(
      "tmay_drafts_parts_check",
      sql.raw(
        `char_length(present) <= ${TMAY_PART_MAX_CHARS} and char_length(past) <= ${TMAY_PART_MAX_CHARS} and char_length(future) <= ${TMAY_PART_MAX_CHARS}`,
      ),
    ),
    check(
      "tmay_drafts_not_empty_check",
      sql.raw("present ~ '[^[:space:]]' or past ~ '[^[:space:]]' or future ~ '[^[:space:]]'"),
    ),
    // One number per version of a person; the index also reads the list, newest version first.
    uniqueIndex("tmay_drafts_user_version_unique").on(table.userId, table.version),
  ],
);

/**
 * A timed delivery of the introduction (decision 048): the text as kept, how it was given and for how
 * long, and the feedback the server computed from the text. The trend's figures are kept beside the
 * feedback so the chart reads one row per delivery.
 */
export const tmayAttempts = pgTable(
  "tmay_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    text: text("text").notNull(),
    mode: text("mode", { enum: TMAY_ATTEMPT_MODES }).notNull(),
    /** The delivery timer's seconds. */
    seconds: integer("seconds").notNull(),
    words: integer("words").notNull(),
    /** The spoken length, or for a typed delivery its words at 140 a minute. */
    lengthSeconds: integer("length_seconds").notNull(),
    /** Spoken deliveries only. */
    wordsPerMinute: integer("words_per_minute"),
    fillersPerMinute: real("fillers_per_minute"),
    partsFound: integer("parts_found").notNull(),
    feedback: jsonb("feedback").$type<TmayFeedback>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      "tmay_attempts_mode_check",
      sql.raw(`mode in (${TMAY_ATTEMPT_MODES.map((mode) => `'${mode}'`).join(", ")})`),
    ),
    check(
      "tmay_attempts_text_check",
      sql.raw(`text ~ '[^[:space:]]' and char_length(text) <= ${TMAY_ATTEMPT_MAX_CHARS}`),
    ),
    check("tmay_attempts_seconds_check", sql.raw(`seconds between 1 and ${TMAY_ATTEMPT_MAX_SECONDS}`)),
    check(
      "tmay_attempts_figures_check",
      sql.raw("words >= 0 and length_seconds >= 0 and parts_found between 0 and 3"),
    ),
    check("tmay_attempts_feedback_check", sql`jsonb_typeof(${table.feedback}) = 'object'`),
    // The person's deliveries, newest first, for the list and its trend.
    index("tmay_attempts_user_created_idx").on(table.userId, table.createdAt),
  ],
);
