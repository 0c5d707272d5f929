import {
  FUNDING_REVIEW_MESSAGES,
  type FundingCallFigures,
  type FundingCriterion,
  type FundingReview,
  type FundingTranche,
  weightedMeanOf,
} from "@hatchery/shared";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  fundingApplications,
  fundingAwards,
  fundingCallReviewers,
  fundingCalls,
  fundingReviewScores,
  fundingReviews,
  fundingTranches,
  incubators,
  projectMilestones,
  teamMembers,
  teams,
  users,
} from "../../db/schema";
import { AppError } from "../../lib/errors";
import { holdsRole, type PolicyActor } from "../../lib/policy";
import { isUuid } from "../../lib/uuid";
import type { FundingPlace } from "./funding-reviews.policy";

/*
 * The rows review, decisions and awards read (docs/decisions/059-business-funding.md), straight from
 * the tables: an application with its call, incubator and team, where the caller stands in it, the
 * call's rubric, reviews with their scores, and awards with their tranches.
 */

export type FundingApplicationRow = typeof fundingApplications.$inferSelect;
export type FundingCallRow = typeof fundingCalls.$inferSelect;

export interface ApplicationContext {
  application: FundingApplicationRow;
  call: FundingCallRow;
  incubator: { id: string; slug: string; name: string; ownerId: string | null };
  team: { id: string; slug: string; name: string; visibility: string };
}

export function applicationNotFound(): AppError {
  return new AppError("not_found", FUNDING_REVIEW_MESSAGES.applicationNotFound);
}

export function callNotFound(): AppError {
  return new AppError("not_found", FUNDING_REVIEW_MESSAGES.callNotFound);
}

/**
 * The application with its call, incubator and team (404 for an id that names none). `lock` takes the
 * application's row lock, so that a step decides on the state it changes.
 */
export async function loadApplicationContext(
  db: Database,
  applicationId: string,
  options: { lock?: boolean } = {},
): Promise<ApplicationContext> {
  if (!isUuid(applicationId)) throw applicationNotFound();
  const query = db
    .select({
      application: fundingApplications,
      call: fundingCalls,
      incubator: {
        id: incubators.id,
        slug: incubators.slug,
        name: incubators.name,
        ownerId: incubators.ownerId,
      },
      team: { id: teams.id, slug: teams.slug, name: teams.name, visibility: teams.visibility },
    })
    .from(fundingApplications)
    .innerJoin(fundingCalls, eq(fundingCalls.id, fundingApplications.callId))
    .innerJoin(incubators, eq(incubators.id, fundingApplications.incubatorId))
    .innerJoin(teams, eq(teams.id, fundingApplications.teamId))
    .where(eq(fundingApplications.id, applicationId));
  const [row] = options.lock ? await query.for("update", { of: fundingApplications }) : await query;
  if (!row) throw applicationNotFound();
  return row;
}

/** The call with its incubator (404 for an id that names none). */
export async function loadCall(
  db: Database,
  callId: string,
): Promise<{ call: FundingCallRow; incubator: ApplicationContext["incubator"] }> {
  if (!isUuid(callId)) throw callNotFound();
  const [row] = await db
    .select({
      call: fundingCalls,
      incubator: {
        id: incubators.id,
        slug: incubators.slug,
        name: incubators.name,
        ownerId: incubators.ownerId,
      },
    })
    .from(fundingCalls)
    .innerJoin(incubators, eq(incubators.id, fundingCalls.incubatorId))
    .where(eq(fundingCalls.id, callId));
  if (!row) throw callNotFound();
  return row;
}

/** Whether the actor owns the call's incubator or administers the platform. */
export function isOwnerOrAdmin(actor: PolicyActor, ownerId: string | null): boolean {
  return actor.kind === "user" && (actor.userId === ownerId || holdsRole(actor, "admin"));
}

/** Where the caller stands towards an application: owner, reviewer, member of the team, their review. */
export async function placeOf(
  db: Database,
  actor: PolicyActor,
  context: ApplicationContext,
): Promise<FundingPlace> {
  if (actor.kind !== "user") {
    return { isOwner: false, isReviewer: false, isTeamMember: false, myReview: null };
  }
  // One after another: inside a transaction the three share one connection.
  const reviewer = await db
    .select({ userId: fundingCallReviewers.userId })
    .from(fundingCallReviewers)
    .where(
      and(eq(fundingCallReviewers.callId, context.call.id), eq(fundingCallReviewers.userId, actor.userId)),
    );
  const member = await db
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, context.team.id), eq(teamMembers.userId, actor.userId)));
  const review = await db
    .select({ id: fundingReviews.id, status: fundingReviews.status })
    .from(fundingReviews)
    .where(
      and(
        eq(fundingReviews.applicationId, context.application.id),
        eq(fundingReviews.reviewerId, actor.userId),
      ),
    );
  return {
    isOwner: isOwnerOrAdmin(actor, context.incubator.ownerId),
    isReviewer: reviewer.length > 0,
    isTeamMember: member.length > 0,
    myReview: review[0] ?? null,
  };
}

/** Reviews with their scores and weighted means: of some applications, submitted ones or one person's. */
export async function reviewsWhere(
  db: Database,
  criteria: readonly FundingCriterion[],
  filter: { applicationIds: readonly string[]; submittedOnly?: boolean; reviewerId?: string },
): Promise<FundingReview[]> {
  if (filter.applicationIds.length === 0) return [];
  const rows = await db
    .select({ review: fundingReviews, reviewerName: users.name })
    .from(fundingReviews)
    .innerJoin(users, eq(users.id, fundingReviews.reviewerId))
    .where(
      and(
        inArray(fundingReviews.applicationId, [...filter.applicationIds]),
        filter.submittedOnly ? eq(fundingReviews.status, "submitted") : undefined,
        filter.reviewerId ? eq(fundingReviews.reviewerId, filter.reviewerId) : undefined,
      ),
    )
    .orderBy(asc(fundingReviews.submittedAt), asc(fundingReviews.createdAt));
  const ids = rows.map((row) => row.review.id);
  const scores =
    ids.length === 0
      ? []
      : await db.select().from(fundingReviewScores).where(inArray(fundingReviewScores.reviewId, ids));
  return rows.map(({ review, reviewerName }) => {
    const own = scores
      .filter((entry) => entry.reviewId === review.id)
      .map((entry) => ({ criterionId: entry.criterionId, score: entry.score }));
    return {
      id: review.id,
      applicationId: review.applicationId,
      reviewer: { id: review.reviewerId, name: reviewerName },
      status: review.status,
      comment: review.comment,
      scores: own,
      weightedMean: weightedMeanOf(criteria, own),
      submittedAt: review.submittedAt?.toISOString() ?? null,
      updatedAt: review.updatedAt.toISOString(),
    };
  });
}

type TrancheRow = typeof fundingTranches.$inferSelect;

function toTranche(
  row: TrancheRow,
  milestone: { id: string; title: string; doneAt: Date | null } | null,
): FundingTranche {
  return {
    id: row.id,
    position: row.position,
    amountCents: row.amountCents,
    milestone: milestone
      ? { id: milestone.id, title: milestone.title, done: milestone.doneAt !== null }
      : null,
    status: row.status,
    dueAt: row.dueAt?.toISOString() ?? null,
    releasedAt: row.releasedAt?.toISOString() ?? null,
    paymentReference: row.paymentReference,
  };
}

export interface AwardRecord {
  id: string;
  applicationId: string;
  amountCents: number;
  releasedCents: number;
  createdAt: string;
  tranches: FundingTranche[];
}

/** The awards of some applications, each with its tranches in order. */
export async function awardsOf(db: Database, applicationIds: readonly string[]): Promise<AwardRecord[]> {
  if (applicationIds.length === 0) return [];
  const awards = await db
    .select()
    .from(fundingAwards)
    .where(inArray(fundingAwards.applicationId, [...applicationIds]))
    .orderBy(asc(fundingAwards.createdAt));
  if (awards.length === 0) return [];
  const tranches = await db
    .select({
      tranche: fundingTranches,
      milestone: {
        id: projectMilestones.id,
        title: projectMilestones.title,
        doneAt: projectMilestones.doneAt,
      },
    })
    .from(fundingTranches)
    .leftJoin(projectMilestones, eq(projectMilestones.id, fundingTranches.milestoneId))
    .where(
      inArray(
        fundingTranches.awardId,
        awards.map((award) => award.id),
      ),
    )
    .orderBy(asc(fundingTranches.position));
  return awards.map((award) => {
    const own = tranches.filter((row) => row.tranche.awardId === award.id);
    return {
      id: award.id,
      applicationId: award.applicationId,
      amountCents: award.amountCents,
      releasedCents: own
        .filter((row) => row.tranche.status === "released")
        .reduce((sum, row) => sum + row.tranche.amountCents, 0),
      createdAt: award.createdAt.toISOString(),
      tranches: own.map((row) => toTranche(row.tranche, row.milestone?.id ? row.milestone : null)),
    };
  });
}

/** A call's pool, what its awards commit, what their tranches released and what remains. */
export async function callFigures(
  db: Database,
  call: FundingCallRow,
  incubator: { slug: string; name: string },
): Promise<FundingCallFigures> {
  const [released] = await db
    .select({ cents: sql<string>`coalesce(sum(${fundingTranches.amountCents}), 0)` })
    .from(fundingTranches)
    .innerJoin(fundingAwards, eq(fundingAwards.id, fundingTranches.awardId))
    .where(and(eq(fundingAwards.callId, call.id), eq(fundingTranches.status, "released")));
  return {
    id: call.id,
    title: call.title,
    currency: call.currency,
    incubator: { slug: incubator.slug, name: incubator.name },
    poolCents: call.poolCents,
    maxAwardCents: call.maxAwardCents,
    committedCents: call.committedCents,
    releasedCents: Number(released?.cents ?? 0),
    remainingCents: call.poolCents - call.committedCents,
  };
}

/** The people an application's decisions are told to: the team's leader and its core members. */
export async function applicantsOf(db: Database, teamId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: teamMembers.userId, isLeader: teamMembers.isLeader, coreRole: teamMembers.coreRole })
    .from(teamMembers)
    .where(eq(teamMembers.teamId, teamId));
  return rows.filter((row) => row.isLeader || row.coreRole !== null).map((row) => row.userId);
}
