import {
  FUNDING_REVIEW_MESSAGES,
  type FundingReviewQueueResponse,
  type FundingReviewsResponse,
  type MyFundingReviewResponse,
  type SaveFundingReviewInput,
} from "@hatchery/shared";
import { and, asc, eq, notInArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  fundingApplications,
  fundingCallReviewers,
  fundingCalls,
  fundingReviewScores,
  fundingReviews,
  incubators,
  teamMembers,
  teams,
} from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { PolicyActor } from "../../lib/policy";
import { criteriaOf } from "./funding-calls.records";
import { movedOf, publishApplicationMove } from "./funding-live-events";
import { assertCan, can } from "./funding-reviews.policy";
import {
  type ApplicationContext,
  loadApplicationContext,
  placeOf,
  reviewsWhere,
} from "./funding-reviews.records";

/*
 * Reviewing a funding application (docs/decisions/059-business-funding.md, "Review, decisions and
 * awards"): an invited reviewer scores every criterion of the call's rubric from 1 to 5 with a comment,
 * saves drafts, and submits once; only then does the reviewer read the others' reviews.
 */

function userIdOf(actor: PolicyActor): string {
  return actor.kind === "user" ? actor.userId : "";
}

async function myReviewResponse(
  db: Database,
  actor: PolicyActor,
  context: ApplicationContext,
): Promise<MyFundingReviewResponse> {
  const place = await placeOf(db, actor, context);
  const resource = { ...place, applicationStatus: context.application.status };
  assertCan(actor, "readMyReview", resource);
  const criteria = await criteriaOf(db, context.call.id);
  const [review] = await reviewsWhere(db, criteria, {
    applicationIds: [context.application.id],
    reviewerId: userIdOf(actor),
  });
  return {
    applicationId: context.application.id,
    criteria,
    review: review ?? null,
    canEdit: can(actor, "saveReview", resource),
  };
}

/** The caller's own review of an application, with the call's rubric. */
export async function getMyReview(
  db: Database,
  actor: PolicyActor,
  applicationId: string,
): Promise<MyFundingReviewResponse> {
  return myReviewResponse(db, actor, await loadApplicationContext(db, applicationId));
}

/**
 * Saves the caller's draft: the scores given so far (each criterion of the call's rubric at most once)
 * and the comment, stored as typed. The application is locked, so a decision cannot pass in between.
 */
export async function saveMyReview(
  db: Database,
  actor: PolicyActor,
  applicationId: string,
  input: Required<Pick<SaveFundingReviewInput, "comment">> & {
    scores: { criterionId: string; score: number }[];
  },
  now: Date,
): Promise<MyFundingReviewResponse> {
  await db.transaction(async (tx) => {
    const context = await loadApplicationContext(tx, applicationId, { lock: true });
    const place = await placeOf(tx, actor, context);
    assertCan(actor, "saveReview", { ...place, applicationStatus: context.application.status });
    const criteria = await criteriaOf(tx, context.call.id);
    const known = new Set(criteria.map((criterion) => criterion.id));
    const seen = new Set<string>();
    for (const [index, entry] of input.scores.entries()) {
      if (!known.has(entry.criterionId) || seen.has(entry.criterionId)) {
        throw new AppError("validation_failed", FUNDING_REVIEW_MESSAGES.unknownCriterion, [
          { path: ["scores", index, "criterionId"], message: FUNDING_REVIEW_MESSAGES.unknownCriterion },
        ]);
      }
      seen.add(entry.criterionId);
    }
    const [review] = await tx
      .insert(fundingReviews)
      .values({ applicationId, reviewerId: userIdOf(actor), comment: input.comment })
      .onConflictDoUpdate({
        target: [fundingReviews.applicationId, fundingReviews.reviewerId],
        set: { comment: input.comment, updatedAt: now },
      })
      .returning({ id: fundingReviews.id });
    if (!review) throw new Error("the review upsert returned no row");
    await tx.delete(fundingReviewScores).where(eq(fundingReviewScores.reviewId, review.id));
    if (input.scores.length > 0) {
      await tx
        .insert(fundingReviewScores)
        .values(input.scores.map((entry) => ({ reviewId: review.id, ...entry })));
    }
  });
  return getMyReview(db, actor, applicationId);
}

/** Submits the caller's saved draft, once every criterion is scored: it is final. */
export async function submitMyReview(
  db: Database,
  actor: PolicyActor,
  applicationId: string,
  now: Date,
): Promise<MyFundingReviewResponse> {
  await db.transaction(async (tx) => {
    const context = await loadApplicationContext(tx, applicationId, { lock: true });
    const place = await placeOf(tx, actor, context);
    assertCan(actor, "submitReview", { ...place, applicationStatus: context.application.status });
    const criteria = await criteriaOf(tx, context.call.id);
    const [draft] = await reviewsWhere(tx, criteria, {
      applicationIds: [applicationId],
      reviewerId: userIdOf(actor),
    });
    if (!draft || draft.weightedMean === null) {
      throw new AppError("validation_failed", FUNDING_REVIEW_MESSAGES.reviewIncomplete, [
        { path: ["scores"], message: FUNDING_REVIEW_MESSAGES.reviewIncomplete },
      ]);
    }
    await tx
      .update(fundingReviews)
      .set({ status: "submitted", submittedAt: now, updatedAt: now })
      .where(and(eq(fundingReviews.id, draft.id), eq(fundingReviews.status, "draft")));
    await publishApplicationMove(tx, movedOf(context.application), "reviewed");
  });
  return getMyReview(db, actor, applicationId);
}

/**
 * The submitted reviews of an application: to the owner and administrators always, to a reviewer only
 * once their own is submitted (blind review), to nobody else.
 */
export async function listReviews(
  db: Database,
  actor: PolicyActor,
  applicationId: string,
): Promise<FundingReviewsResponse> {
  const context = await loadApplicationContext(db, applicationId);
  const place = await placeOf(db, actor, context);
  assertCan(actor, "readReviews", { ...place, applicationStatus: context.application.status });
  const criteria = await criteriaOf(db, context.call.id);
  return {
    criteria,
    reviews: await reviewsWhere(db, criteria, { applicationIds: [applicationId], submittedOnly: true }),
  };
}

/**
 * The caller's review queue: the applications with the reviewers of the calls they were invited to
 * (submitted or decided, never a team's draft), with where their own review stands. It says nothing
 * of the other reviewers' reviews.
 */
export async function listReviewQueue(db: Database, actor: PolicyActor): Promise<FundingReviewQueueResponse> {
  const userId = userIdOf(actor);
  const rows = await db
    .select({
      application: fundingApplications,
      call: { id: fundingCalls.id, title: fundingCalls.title, currency: fundingCalls.currency },
      incubator: { slug: incubators.slug, name: incubators.name },
      team: { id: teams.id, slug: teams.slug, name: teams.name },
      myReview: fundingReviews.status,
      memberId: teamMembers.userId,
    })
    .from(fundingCallReviewers)
    .innerJoin(fundingCalls, eq(fundingCalls.id, fundingCallReviewers.callId))
    .innerJoin(incubators, eq(incubators.id, fundingCalls.incubatorId))
    .innerJoin(fundingApplications, eq(fundingApplications.callId, fundingCalls.id))
    .innerJoin(teams, eq(teams.id, fundingApplications.teamId))
    .leftJoin(
      fundingReviews,
      and(eq(fundingReviews.applicationId, fundingApplications.id), eq(fundingReviews.reviewerId, userId)),
    )
    .leftJoin(teamMembers, and(eq(teamMembers.teamId, teams.id), eq(teamMembers.userId, userId)))
    .where(
      and(
        eq(fundingCallReviewers.userId, userId),
        notInArray(fundingApplications.status, ["draft", "withdrawn"]),
      ),
    )
    .orderBy(asc(fundingApplications.submittedAt), asc(fundingApplications.id))
    .limit(500);
  return {
    items: rows.map((row) => ({
      applicationId: row.application.id,
      call: row.call,
      incubator: row.incubator,
      team: { slug: row.team.slug, name: row.team.name },
      applicationStatus: row.application.status,
      askCents: row.application.askCents,
      submittedAt: row.application.submittedAt?.toISOString() ?? null,
      myReview: row.myReview ?? "none",
      conflictOfInterest: row.memberId !== null,
    })),
  };
}
