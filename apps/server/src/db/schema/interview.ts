import {
  type AnswerFeedback,
  INTERVIEW_ANSWER_MAX_CHARS,
  INTERVIEW_ANSWER_MAX_SECONDS,
  INTERVIEW_ANSWER_MODES,
  INTERVIEW_GROUPS,
  INTERVIEW_QUESTION_COUNTS,
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

const MOST_ANSWERS = Math.max(...INTERVIEW_QUESTION_COUNTS);

function inList(column: string, values: readonly string[]): ReturnType<typeof sql.raw> {
  return sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(", ")})`);
}

/**
 * A signed-in person's finished interview practice session (docs/decisions/045-interview-practice.md).
 * The figures over its answers are kept beside it, computed by the server when the session is saved,
 * so the history and its chart read one row per session instead of every answer's feedback.
 */
export const interviewSessions = pgTable(
  "interview_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** `behavioural` or a role: where the questions came from. */
    questionGroup: text("question_group", { enum: INTERVIEW_GROUPS }).notNull(),
    answerCount: integer("answer_count").notNull(),
    words: integer("words").notNull(),
    fillers: integer("fillers").notNull(),
    /** Over the spoken answers with a duration; null when there was none. */
    wordsPerMinute: integer("words_per_minute"),
    fillersPerMinute: real("fillers_per_minute"),
    keyPointsCovered: integer("key_points_covered").notNull(),
    keyPointsTotal: integer("key_points_total").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("interview_sessions_group_check", inList("question_group", INTERVIEW_GROUPS)),
    check(
      "interview_sessions_counts_check",
      sql.raw(
        `answer_count between 1 and ${MOST_ANSWERS} and words >= 0 and fillers >= 0 and key_points_covered between 0 and key_points_total`,
      ),
    ),
    // A person's history, newest first, paged by (created_at, id).
    index("interview_sessions_user_created_idx").on(table.userId, table.createdAt, table.id),
  ],
);

/**
 * One answer of a session: the question as asked then, the text as the person kept it (typed, or the
 * recogniser's words as they edited them), and the feedback the server computed from that text.
 */
export const interviewAnswers = pgTable(
  "interview_answers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => interviewSessions.id, { onDelete: "cascade" }),
    /** The answer's place in the session, from 1. */
    position: integer("position").notNull(),
    /** `group/slug` of the question (content/games/interview). */
    questionId: text("question_id").notNull(),
    question: text("question").notNull(),
    text: text("text").notNull(),
    mode: text("mode", { enum: INTERVIEW_ANSWER_MODES }).notNull(),
    seconds: integer("seconds"),
    feedback: jsonb("feedback").$type<AnswerFeedback>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("interview_answers_mode_check", inList("mode", INTERVIEW_ANSWER_MODES)),
    check(
      "interview_answers_text_check",
      sql.raw(`text ~ '[^[:space:]]' and char_length(text) <= ${INTERVIEW_ANSWER_MAX_CHARS}`),
    ),
    check(
      "interview_answers_seconds_check",
      sql.raw(`seconds is null or seconds between 0 and ${INTERVIEW_ANSWER_MAX_SECONDS}`),
    ),
    check("interview_answers_position_check", sql.raw(`position between 1 and ${MOST_ANSWERS}`)),
    check("interview_answers_feedback_check", sql`jsonb_typeof(${table.feedback}) = 'object'`),
    // Each question once a session, each place once.
    uniqueIndex("interview_answers_session_question_unique").on(table.sessionId, table.questionId),
    uniqueIndex("interview_answers_session_position_unique").on(table.sessionId, table.position),
  ],
);
