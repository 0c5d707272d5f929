import {
  ASSESSMENT_HISTORY_MAX,
  ASSESSMENT_MESSAGES,
  type AssessmentAnswers,
  type AssessmentHistory,
  type AssessmentPart,
  type AssessmentResult,
  type AssessmentScores,
  type AssessmentSharing,
  assessmentResultSchema,
  CORE_TEAM_ROLES,
  ROLE_FIT_COLLECTION,
  type RoleFitQuestion,
  type SharedRoleFit,
} from "@hatchery/shared";
import { and, asc, desc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { assessmentPreferences, assessmentResults, contentItems } from "../../db/schema";
import type { Actor } from "../../lib/context";
import { AppError } from "../../lib/errors";
import { isUuid } from "../../lib/uuid";
import { type AssessmentAction, assertCan, can } from "./assessment.policy";
import { scorePersonality } from "./personality-scoring";
import { scoreRoleFit, type WeightedQuestion } from "./role-fit-scoring";

/**
 * The career assessment (docs/decisions/038-assessment.md): the role-fit questions, scoring, and the
 * signed-in person's saved results (each retake a new row) and sharing choice.
 */

/** A question's options as the content loader stored them: weights keyed by the roles' stored names. */
const storedOptionsSchema = z.object({
  options: z.array(
    z.object({ text: z.string(), weights: z.partialRecord(z.enum(CORE_TEAM_ROLES), z.number()) }),
  ),
});

/** The role-fit questions of the repository's content, in their order. Content is public (decision 031). */
async function roleFitQuestionRows(db: Database) {
  const rows = await db
    .select({
      slug: contentItems.slug,
      title: contentItems.title,
      bodyHtml: contentItems.bodyHtml,
      details: contentItems.details,
    })
    .from(contentItems)
    .where(
      and(
        eq(contentItems.source, "repository"),
        eq(contentItems.collection, ROLE_FIT_COLLECTION),
        eq(contentItems.kind, "question"),
      ),
    )
    .orderBy(asc(contentItems.position), asc(contentItems.slug));
  return rows.map((row) => ({ ...row, options: storedOptionsSchema.parse(row.details).options }));
}

export async function listRoleFitQuestions(db: Database): Promise<{ questions: RoleFitQuestion[] }> {
  const rows = await roleFitQuestionRows(db);
  return {
    questions: rows.map((row) => ({
      slug: row.slug,
      title: row.title,
      bodyHtml: row.bodyHtml,
      options: row.options.map((option) => ({ text: option.text })),
    })),
  };
}

/** Scores a finished part; the answers must cover every question of it. */
export async function scoreAnswers(db: Database, input: AssessmentAnswers): Promise<AssessmentScores> {
  if (input.part === "personality") return { part: "personality", scores: scorePersonality(input.answers) };
  const questions: WeightedQuestion[] = await roleFitQuestionRows(db);
  return { part: "role-fit", scores: scoreRoleFit(questions, input.answers) };
}

type ResultRow = typeof assessmentResults.$inferSelect;

function resultOf(row: ResultRow): AssessmentResult {
  // Checked against the contract: the part and its scores are two columns, which types cannot pair.
  return assessmentResultSchema.parse({
    id: row.id,
    takenAt: row.takenAt.toISOString(),
    part: row.part,
    scores: row.scores,
  });
}

/** The person taking `action` on their own results, once the policy let them. */
function signedInPerson(actor: Actor, action: Exclude<AssessmentAction, "read">): string {
  assertCan(actor, action, null);
  // The policy refused everyone else already; this tells the type so.
  if (actor.kind !== "user") throw new AppError("unauthenticated");
  return actor.userId;
}

/** Scores and keeps a finished part; a retake is a new result, the earlier ones stay. */
export async function saveResult(
  db: Database,
  actor: Actor,
  input: AssessmentAnswers,
  now: Date,
): Promise<AssessmentResult> {
  const userId = signedInPerson(actor, "save");
  const scored = await scoreAnswers(db, input);
  const [row] = await db
    .insert(assessmentResults)
    .values({
      userId,
      part: scored.part,
      answers: input.answers,
      scores: scored.scores,
      takenAt: now,
    })
    .returning();
  if (!row) throw new Error("The result was not stored");
  return resultOf(row);
}

/** The person's own results, newest first, optionally of one part. */
export async function listHistory(
  db: Database,
  actor: Actor,
  query: { part?: AssessmentPart | undefined },
): Promise<AssessmentHistory> {
  const userId = signedInPerson(actor, "readHistory");
  const rows = await db
    .select()
    .from(assessmentResults)
    .where(
      and(
        eq(assessmentResults.userId, userId),
        query.part === undefined ? undefined : eq(assessmentResults.part, query.part),
      ),
    )
    .orderBy(desc(assessmentResults.takenAt), desc(assessmentResults.id))
    .limit(ASSESSMENT_HISTORY_MAX);
  return { results: rows.map(resultOf) };
}

export async function readResult(db: Database, actor: Actor, id: string): Promise<AssessmentResult> {
  const notFound = new AppError("not_found", ASSESSMENT_MESSAGES.notFound);
  if (!isUuid(id)) throw notFound;
  const [row] = await db.select().from(assessmentResults).where(eq(assessmentResults.id, id));
  assertCan(actor, "read", row ? { ownerId: row.userId } : null);
  if (!row) throw notFound;
  return resultOf(row);
}

export async function readSharing(db: Database, actor: Actor): Promise<AssessmentSharing> {
  const userId = signedInPerson(actor, "changeSharing");
  const [row] = await db
    .select({ shareRoleFitWithTeams: assessmentPreferences.shareRoleFitWithTeams })
    .from(assessmentPreferences)
    .where(eq(assessmentPreferences.userId, userId));
  return { shareRoleFitWithTeams: row?.shareRoleFitWithTeams ?? false };
}

export async function changeSharing(
  db: Database,
  actor: Actor,
  input: AssessmentSharing,
): Promise<AssessmentSharing> {
  const userId = signedInPerson(actor, "changeSharing");
  await db
    .insert(assessmentPreferences)
    .values({ userId, shareRoleFitWithTeams: input.shareRoleFitWithTeams })
    .onConflictDoUpdate({
      target: assessmentPreferences.userId,
      set: { shareRoleFitWithTeams: input.shareRoleFitWithTeams },
    });
  return { shareRoleFitWithTeams: input.shareRoleFitWithTeams };
}

async function latestRoleFitRow(db: Database, userId: string) {
  const [row] = await db
    .select()
    .from(assessmentResults)
    .where(and(eq(assessmentResults.userId, userId), eq(assessmentResults.part, "role-fit")))
    .orderBy(desc(assessmentResults.takenAt), desc(assessmentResults.id))
    .limit(1);
  return row;
}

function summaryOf(row: ResultRow): SharedRoleFit | null {
  const result = resultOf(row);
  if (result.part !== "role-fit") return null;
  return {
    takenAt: result.takenAt,
    roles: result.scores.roles.map((role) => ({ role: role.role, share: role.share })),
  };
}

/** The person's own latest role-fit summary (the skills profile reads it), or null if never taken. */
export async function readLatestRoleFit(db: Database, actor: Actor): Promise<SharedRoleFit | null> {
  const userId = signedInPerson(actor, "readHistory");
  const row = await latestRoleFitRow(db, userId);
  return row ? summaryOf(row) : null;
}

/**
 * A person's latest role-fit summary for their profile page, or null if never taken. The profile shows
 * it only when its person chose to, and the people policy decides who reads the profile (decision 063).
 */
export async function readRoleFitForProfile(db: Database, ownerId: string): Promise<SharedRoleFit | null> {
  const row = await latestRoleFitRow(db, ownerId);
  return row ? summaryOf(row) : null;
}

/**
 * An applicant's latest role-fit summary for someone reviewing their application, read at each view
 * so turning sharing off hides it at once: null unless the applicant opted in and has taken the part.
 * The caller says whether the reader reviews the application (the applications' policy decides it).
 */
export async function readSharedRoleFit(
  db: Database,
  actor: Actor,
  input: { applicantId: string; reviewsTheirApplication: boolean },
): Promise<SharedRoleFit | null> {
  if (!input.reviewsTheirApplication) return null;
  const [preference] = await db
    .select({ share: assessmentPreferences.shareRoleFitWithTeams })
    .from(assessmentPreferences)
    .where(eq(assessmentPreferences.userId, input.applicantId));
  const resource = {
    ownerId: input.applicantId,
    sharesWithTeams: preference?.share ?? false,
    reviewsTheirApplication: input.reviewsTheirApplication,
  };
  if (!can(actor, "readSharedRoleFit", resource)) return null;
  const row = await latestRoleFitRow(db, input.applicantId);
  return row ? summaryOf(row) : null;
}
