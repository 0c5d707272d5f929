import {
  FUNDING_CALL_MESSAGES,
  type FundingCallDetailResponse,
  type FundingCallSummary,
  type FundingCriterion,
  type FundingQuestion,
  fundingCallPhase,
} from "@hatchery/shared";
import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  fundingApplications,
  fundingCallQuestions,
  fundingCallReviewers,
  fundingCalls,
  fundingRubricCriteria,
  incubators,
} from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { PolicyActor } from "../../lib/policy";
import { isUuid } from "../../lib/uuid";
import { activeTierIn, type IncubatorPlace } from "../access/team-access";
import { assertCan, type FundingCallResource } from "./funding-calls.policy";

/** Reading funding calls, for the calls' and the applications' services alike. */

export type FundingCallRow = typeof fundingCalls.$inferSelect;
export type IncubatorRef = { id: string; slug: string; name: string; ownerId: string | null; status: string };

/** A call with its incubator and where the actor stands: what the call policy decides on. */
export interface FundingCallAccess extends FundingCallResource {
  row: FundingCallRow;
  incubatorRow: IncubatorRef;
}

export function isPublicIncubator(incubator: { status: string }): boolean {
  return incubator.status !== "archived";
}

export async function placeIn(
  db: Database,
  actor: PolicyActor,
  incubator: IncubatorRef,
): Promise<IncubatorPlace> {
  if (actor.kind !== "user") return { viewerTier: null, viewerOwnsIncubator: false };
  return {
    viewerTier: await activeTierIn(db, actor.userId, incubator.id),
    viewerOwnsIncubator: incubator.ownerId === actor.userId,
  };
}

export async function isCallReviewer(db: Database, actor: PolicyActor, callId: string): Promise<boolean> {
  if (actor.kind !== "user") return false;
  const [row] = await db
    .select({ userId: fundingCallReviewers.userId })
    .from(fundingCallReviewers)
    .where(and(eq(fundingCallReviewers.callId, callId), eq(fundingCallReviewers.userId, actor.userId)));
  return row !== undefined;
}

function callNotFound(): AppError {
  return new AppError("not_found", FUNDING_CALL_MESSAGES.callNotFound);
}

/**
 * The call of this id as the actor may see it (404 otherwise). `forUpdate` locks the call's row for
 * the rest of the transaction, so two changes of one call (or a change and a submission) run in turn.
 */
export async function loadCallAccess(
  db: Database,
  actor: PolicyActor,
  callId: string,
  options: { forUpdate?: boolean; unchecked?: boolean } = {},
): Promise<FundingCallAccess> {
  if (!isUuid(callId)) throw callNotFound();
  const query = db
    .select({
      row: fundingCalls,
      incubator: {
        id: incubators.id,
        slug: incubators.slug,
        name: incubators.name,
        ownerId: incubators.ownerId,
        status: incubators.status,
      },
    })
    .from(fundingCalls)
    .innerJoin(incubators, eq(incubators.id, fundingCalls.incubatorId))
    .where(eq(fundingCalls.id, callId));
  const [found] = options.forUpdate ? await query.for("update", { of: fundingCalls }) : await query;
  if (!found) throw callNotFound();
  const access: FundingCallAccess = {
    row: found.row,
    incubatorRow: found.incubator,
    incubator: { ownerId: found.incubator.ownerId, isPublic: isPublicIncubator(found.incubator) },
    place: await placeIn(db, actor, found.incubator),
    call: { isPublished: found.row.publishedAt !== null },
    isReviewer: await isCallReviewer(db, actor, callId),
  };
  // An application's page asks its own policy who reads it, the call included.
  if (!options.unchecked) assertCan(actor, "view", access);
  return access;
}

export function toCallSummary(row: FundingCallRow, incubator: IncubatorRef, now: Date): FundingCallSummary {
  return {
    id: row.id,
    title: row.title,
    currency: row.currency,
    poolCents: row.poolCents,
    maxAwardCents: row.maxAwardCents,
    committedCents: row.committedCents,
    opensAt: row.opensAt.toISOString(),
    closesAt: row.closesAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    closedAt: row.closedAt?.toISOString() ?? null,
    eligibleStages: row.eligibleStages as FundingCallSummary["eligibleStages"],
    phase: fundingCallPhase(row, now),
    incubator: { id: incubator.id, slug: incubator.slug, name: incubator.name },
  };
}

export async function questionsOf(db: Database, callId: string): Promise<FundingQuestion[]> {
  return db
    .select({
      id: fundingCallQuestions.id,
      position: fundingCallQuestions.position,
      prompt: fundingCallQuestions.prompt,
      helpText: fundingCallQuestions.helpText,
      required: fundingCallQuestions.required,
      maxLength: fundingCallQuestions.maxLength,
    })
    .from(fundingCallQuestions)
    .where(eq(fundingCallQuestions.callId, callId))
    .orderBy(asc(fundingCallQuestions.position));
}

export async function criteriaOf(db: Database, callId: string): Promise<FundingCriterion[]> {
  return db
    .select({
      id: fundingRubricCriteria.id,
      position: fundingRubricCriteria.position,
      name: fundingRubricCriteria.name,
      description: fundingRubricCriteria.description,
      weight: fundingRubricCriteria.weight,
    })
    .from(fundingRubricCriteria)
    .where(eq(fundingRubricCriteria.callId, callId))
    .orderBy(asc(fundingRubricCriteria.position));
}

/**
 * Whether an application of the call was ever submitted: its questions, rubric and currency are then
 * what applicants answered and reviewers score, and stay as they are.
 */
export async function isFormLocked(db: Database, callId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: fundingApplications.id })
    .from(fundingApplications)
    .where(and(eq(fundingApplications.callId, callId), isNotNull(fundingApplications.submittedAt)))
    .limit(1);
  return row !== undefined;
}

export async function toCallDetail(
  db: Database,
  access: FundingCallAccess,
  now: Date,
): Promise<FundingCallDetailResponse["call"]> {
  const [questions, criteria, formLocked] = await Promise.all([
    questionsOf(db, access.row.id),
    criteriaOf(db, access.row.id),
    isFormLocked(db, access.row.id),
  ]);
  return {
    ...toCallSummary(access.row, access.incubatorRow, now),
    description: access.row.description,
    questions,
    criteria,
    formLocked,
  };
}

/** The incubators of these ids, for lists of calls. */
export async function incubatorsById(db: Database, ids: string[]): Promise<Map<string, IncubatorRef>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: incubators.id,
      slug: incubators.slug,
      name: incubators.name,
      ownerId: incubators.ownerId,
      status: incubators.status,
    })
    .from(incubators)
    .where(inArray(incubators.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}
