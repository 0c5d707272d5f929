import { ASSESSMENT_PARTS, type AssessmentAnswers, type AssessmentScores } from "@hatchery/shared";
import { sql } from "drizzle-orm";
import { boolean, check, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

/**
 * A person's assessment results (docs/decisions/038-assessment.md): one row per finished part, never
 * updated, so each retake adds to the history. The answers are kept beside the scores so a result can
 * be scored again if the scoring changes. Private to the person; gone with their account.
 */
export const assessmentResults = pgTable(
  "assessment_results",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    part: text("part", { enum: ASSESSMENT_PARTS }).notNull(),
    answers: jsonb("answers").$type<AssessmentAnswers["answers"]>().notNull(),
    scores: jsonb("scores").$type<AssessmentScores["scores"]>().notNull(),
    takenAt: timestamp("taken_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      "assessment_results_part_check",
      sql.raw(`"part" in (${ASSESSMENT_PARTS.map((part) => `'${part}'`).join(", ")})`),
    ),
    // A person's history, newest first.
    index("assessment_results_user_taken_idx").on(table.userId, table.takenAt),
  ],
);

/** The person's assessment choices; a person without a row has not opted in to anything. */
export const assessmentPreferences = pgTable("assessment_preferences", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** Show the latest role-fit summary to the teams the person applies to. */
  shareRoleFitWithTeams: boolean("share_role_fit_with_teams").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});
