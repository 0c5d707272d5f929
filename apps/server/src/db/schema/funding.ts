import {
  FUNDING_APPLICATION_STATUSES,
  FUNDING_CRITERION_WEIGHT_MAX,
  FUNDING_CRITERION_WEIGHT_MIN,
  FUNDING_CURRENCIES,
  FUNDING_POOL_MAX_CENTS,
  FUNDING_REVIEW_STATUSES,
  FUNDING_SCORE_MAX,
  FUNDING_SCORE_MIN,
  FUNDING_TRANCHE_STATUSES,
  TEAM_STAGES,
} from "@hatchery/shared";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { incubators } from "./incubators";
import { inList } from "./sql-lists";
import { projectMilestones, projects, teams } from "./teams";

/**
 * Business funding (docs/decisions/059-business-funding.md): calls, their questions and rubric, invited
 * reviewers, team applications with answers and comments, blind reviews, awards and their tranches.
 * What one row, one index or one trigger can hold is held here: one application per team and call, an
 * application's team in the call's incubator and its project in that team, one review per reviewer and
 * application, one award per application, and the awards of a call never above its pool or an award
 * above the call's largest (the `funding_awards_commit` trigger of the migration keeps
 * `funding_calls.committed_cents` and its check).
 */

const createdAt = timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = timestamp("updated_at", { withTimezone: true })
  .notNull()
  .defaultNow()
  .$onUpdate(() => new Date());

const cents = (name: string) => bigint(name, { mode: "number" });

const STAGE_LIST = sql.raw(`array[${TEAM_STAGES.map((stage) => `'${stage}'`).join(", ")}]::text[]`);

export const fundingCalls = pgTable(
  "funding_calls",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    incubatorId: uuid("incubator_id")
      .notNull()
      .references(() => incubators.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    /** Markdown, sanitised before it is stored. */
    description: text("description").notNull().default(""),
    currency: text("currency", { enum: FUNDING_CURRENCIES }).notNull(),
    poolCents: cents("pool_cents").notNull(),
    /** The largest award one team may receive from this call. */
    maxAwardCents: cents("max_award_cents").notNull(),
    /** The sum of the call's awards, kept by the `funding_awards_commit` trigger; never above the pool. */
    committedCents: cents("committed_cents").notNull().default(0),
    opensAt: timestamp("opens_at", { withTimezone: true }).notNull(),
    /** Extending a call moves it later; closing early sets `closed_at`. */
    closesAt: timestamp("closes_at", { withTimezone: true }).notNull(),
    /** The team stages that may apply; the applying team's leader must also hold a subscriber tier. */
    eligibleStages: text("eligible_stages").array().notNull().default(STAGE_LIST),
    /** Null while the owner drafts it: a draft is seen by the owner and administrators only. */
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /** Set when the owner closes the call before `closes_at`. */
    closedAt: timestamp("closed_at", { withTimezone: true }),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt,
    updatedAt,
  },
  (table) => [
    check("funding_calls_currency_check", inList("currency", FUNDING_CURRENCIES)),
    check(
      "funding_calls_pool_check",
      sql`${table.poolCents} > 0 and ${table.poolCents} <= ${sql.raw(String(FUNDING_POOL_MAX_CENTS))}`,
    ),
    check(
      "funding_calls_max_award_check",
      sql`${table.maxAwardCents} > 0 and ${table.maxAwardCents} <= ${table.poolCents}`,
    ),
    check(
      "funding_calls_committed_check",
      sql`${table.committedCents} >= 0 and ${table.committedCents} <= ${table.poolCents}`,
    ),
    check("funding_calls_dates_check", sql`${table.closesAt} > ${table.opensAt}`),
    check(
      "funding_calls_stages_check",
      sql`cardinality(${table.eligibleStages}) > 0 and ${table.eligibleStages} <@ ${STAGE_LIST}`,
    ),
    // Lets an application name its call and incubator together (see funding_applications).
    unique("funding_calls_id_incubator_unique").on(table.id, table.incubatorId),
    index("funding_calls_incubator_idx").on(table.incubatorId, table.closesAt),
  ],
);

/** What applicants answer, in order. */
export const fundingCallQuestions = pgTable(
  "funding_call_questions",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    callId: uuid("call_id")
      .notNull()
      .references(() => fundingCalls.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    prompt: text("prompt").notNull(),
    helpText: text("help_text").notNull().default(""),
    required: boolean("required").notNull().default(true),
    maxLength: integer("max_length").notNull(),
  },
  (table) => [
    check("funding_call_questions_max_length_check", sql`${table.maxLength} between 1 and 10000`),
    unique("funding_call_questions_position_unique").on(table.callId, table.position),
  ],
);

/** How reviewers score: each criterion 1–5, weighted. */
export const fundingRubricCriteria = pgTable(
  "funding_rubric_criteria",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    callId: uuid("call_id")
      .notNull()
      .references(() => fundingCalls.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    weight: smallint("weight").notNull(),
  },
  (table) => [
    check(
      "funding_rubric_criteria_weight_check",
      sql`${table.weight} between ${sql.raw(String(FUNDING_CRITERION_WEIGHT_MIN))} and ${sql.raw(String(FUNDING_CRITERION_WEIGHT_MAX))}`,
    ),
    unique("funding_rubric_criteria_position_unique").on(table.callId, table.position),
  ],
);

/** The people the owner invited to review a call's applications. */
export const fundingCallReviewers = pgTable(
  "funding_call_reviewers",
  {
    callId: uuid("call_id")
      .notNull()
      .references(() => fundingCalls.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    invitedBy: text("invited_by").references(() => users.id, { onDelete: "set null" }),
    createdAt,
  },
  (table) => [
    primaryKey({ name: "funding_call_reviewers_pkey", columns: [table.callId, table.userId] }),
    index("funding_call_reviewers_user_idx").on(table.userId),
  ],
);

export const fundingApplications = pgTable(
  "funding_applications",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    callId: uuid("call_id").notNull(),
    /** The call's incubator, repeated so that the team is held to it by a foreign key. */
    incubatorId: uuid("incubator_id").notNull(),
    teamId: uuid("team_id").notNull(),
    /** The project whose milestones the award's tranches follow; required to submit. */
    projectId: uuid("project_id"),
    /** The leader who started it. */
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    status: text("status", { enum: FUNDING_APPLICATION_STATUSES }).notNull().default("draft"),
    askCents: cents("ask_cents"),
    useOfFunds: text("use_of_funds").notNull().default(""),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    /** The owner's shortlist, a mark on submitted applications. */
    shortlistedAt: timestamp("shortlisted_at", { withTimezone: true }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: text("decided_by").references(() => users.id, { onDelete: "set null" }),
    /** What the owner tells the team with a decline or waitlist (and may with an award). */
    feedback: text("feedback").notNull().default(""),
    createdAt,
    updatedAt,
  },
  (table) => [
    check("funding_applications_status_check", inList("status", FUNDING_APPLICATION_STATUSES)),
    check("funding_applications_ask_check", sql`${table.askCents} is null or ${table.askCents} > 0`),
    check(
      "funding_applications_submitted_check",
      sql`${table.status} in ('draft', 'withdrawn') or (${table.submittedAt} is not null and ${table.askCents} is not null and ${table.projectId} is not null)`,
    ),
    check(
      "funding_applications_decided_check",
      sql`(${table.status} in ('awarded', 'declined', 'waitlisted')) = (${table.decidedAt} is not null)`,
    ),
    // One application per team and call, whatever its state: a withdrawn one is taken up again.
    unique("funding_applications_call_team_unique").on(table.callId, table.teamId),
    foreignKey({
      name: "funding_applications_call_fk",
      columns: [table.callId, table.incubatorId],
      foreignColumns: [fundingCalls.id, fundingCalls.incubatorId],
    }).onDelete("cascade"),
    foreignKey({
      name: "funding_applications_team_fk",
      columns: [table.teamId, table.incubatorId],
      foreignColumns: [teams.id, teams.incubatorId],
    }).onDelete("cascade"),
    foreignKey({
      name: "funding_applications_project_fk",
      columns: [table.projectId, table.teamId],
      foreignColumns: [projects.id, projects.teamId],
    }).onDelete("no action"),
    index("funding_applications_call_status_idx").on(table.callId, table.status),
    index("funding_applications_team_idx").on(table.teamId),
  ],
);

export const fundingApplicationAnswers = pgTable(
  "funding_application_answers",
  {
    applicationId: uuid("application_id")
      .notNull()
      .references(() => fundingApplications.id, { onDelete: "cascade" }),
    questionId: uuid("question_id")
      .notNull()
      .references(() => fundingCallQuestions.id, { onDelete: "cascade" }),
    answer: text("answer").notNull(),
    updatedAt,
  },
  (table) => [
    primaryKey({
      name: "funding_application_answers_pkey",
      columns: [table.applicationId, table.questionId],
    }),
  ],
);

/** The team's core members' comments on a draft, before it is submitted. */
export const fundingApplicationComments = pgTable(
  "funding_application_comments",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => fundingApplications.id, { onDelete: "cascade" }),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt,
  },
  (table) => [index("funding_application_comments_application_idx").on(table.applicationId, table.createdAt)],
);

/** A reviewer's scores and comment on one application, hidden from the other reviewers until submitted. */
export const fundingReviews = pgTable(
  "funding_reviews",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => fundingApplications.id, { onDelete: "cascade" }),
    reviewerId: text("reviewer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status", { enum: FUNDING_REVIEW_STATUSES }).notNull().default("draft"),
    comment: text("comment").notNull().default(""),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    createdAt,
    updatedAt,
  },
  (table) => [
    check("funding_reviews_status_check", inList("status", FUNDING_REVIEW_STATUSES)),
    check(
      "funding_reviews_submitted_check",
      sql`(${table.status} = 'submitted') = (${table.submittedAt} is not null)`,
    ),
    unique("funding_reviews_application_reviewer_unique").on(table.applicationId, table.reviewerId),
    index("funding_reviews_reviewer_idx").on(table.reviewerId),
  ],
);

export const fundingReviewScores = pgTable(
  "funding_review_scores",
  {
    reviewId: uuid("review_id")
      .notNull()
      .references(() => fundingReviews.id, { onDelete: "cascade" }),
    criterionId: uuid("criterion_id")
      .notNull()
      .references(() => fundingRubricCriteria.id, { onDelete: "cascade" }),
    score: smallint("score").notNull(),
  },
  (table) => [
    primaryKey({ name: "funding_review_scores_pkey", columns: [table.reviewId, table.criterionId] }),
    check(
      "funding_review_scores_score_check",
      sql`${table.score} between ${sql.raw(String(FUNDING_SCORE_MIN))} and ${sql.raw(String(FUNDING_SCORE_MAX))}`,
    ),
  ],
);

/** One award per application; the trigger of the migration adds it to the call's `committed_cents`. */
export const fundingAwards = pgTable(
  "funding_awards",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => fundingApplications.id, { onDelete: "cascade" }),
    callId: uuid("call_id")
      .notNull()
      .references(() => fundingCalls.id, { onDelete: "cascade" }),
    amountCents: cents("amount_cents").notNull(),
    awardedBy: text("awarded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt,
  },
  (table) => [
    check("funding_awards_amount_check", sql`${table.amountCents} > 0`),
    unique("funding_awards_application_unique").on(table.applicationId),
    index("funding_awards_call_idx").on(table.callId),
  ],
);

/** A part of an award, released when its milestone is done and the owner confirms. */
export const fundingTranches = pgTable(
  "funding_tranches",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    awardId: uuid("award_id")
      .notNull()
      .references(() => fundingAwards.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    amountCents: cents("amount_cents").notNull(),
    /** The milestone whose completion makes it due; a deleted milestone leaves it pending for the owner. */
    milestoneId: uuid("milestone_id").references(() => projectMilestones.id, { onDelete: "set null" }),
    status: text("status", { enum: FUNDING_TRANCHE_STATUSES }).notNull().default("pending"),
    dueAt: timestamp("due_at", { withTimezone: true }),
    releasedAt: timestamp("released_at", { withTimezone: true }),
    releasedBy: text("released_by").references(() => users.id, { onDelete: "set null" }),
    /** The payment made outside Hatchery, as the owner records it. */
    paymentReference: text("payment_reference").notNull().default(""),
    createdAt,
  },
  (table) => [
    check("funding_tranches_status_check", inList("status", FUNDING_TRANCHE_STATUSES)),
    check("funding_tranches_amount_check", sql`${table.amountCents} > 0`),
    check(
      "funding_tranches_released_check",
      sql`(${table.status} = 'released') = (${table.releasedAt} is not null)`,
    ),
    unique("funding_tranches_position_unique").on(table.awardId, table.position),
    // A milestone releases at most one tranche.
    uniqueIndex("funding_tranches_milestone_unique")
      .on(table.milestoneId)
      .where(sql`${table.milestoneId} is not null`),
  ],
);
