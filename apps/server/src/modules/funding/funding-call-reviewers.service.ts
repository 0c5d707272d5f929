import { FUNDING_CALL_MESSAGES, type FundingReviewersResponse } from "@hatchery/shared";
import { and, asc, eq, exists, ilike, inArray, notInArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  fundingApplications,
  fundingCallReviewers,
  fundingReviews,
  incubatorMembers,
  userRoles,
  users,
} from "../../db/schema";
import { type AuditOptions, recordAudit } from "../../lib/audit";
import { AppError } from "../../lib/errors";
import { escapeLike } from "../../lib/like-pattern";
import type { PolicyActor } from "../../lib/policy";
import { notify } from "../notifications/notify.service";
import { assertCan } from "./funding-calls.policy";
import { type FundingCallAccess, loadCallAccess } from "./funding-calls.records";

/** The people the owner invites to review a call: the incubator's advisors and coaches or any active member. */

const CANDIDATES_MAX = 10;

function invalidReviewer(message: string): AppError {
  return new AppError("validation_failed", message, [{ path: ["userId"], message }]);
}

/** "Advisor", "Coach" or "Member", what the picker shows beside a name. */
async function roleLabels(db: Database, userIds: string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: userRoles.userId, role: userRoles.role })
    .from(userRoles)
    .where(and(inArray(userRoles.userId, userIds), inArray(userRoles.role, ["advisor", "coach"])));
  const labels = new Map<string, string>();
  for (const row of rows) {
    if (row.role === "advisor" || !labels.has(row.userId)) {
      labels.set(row.userId, row.role === "advisor" ? "Advisor" : "Coach");
    }
  }
  return labels;
}

/** A submitted review of one of the call's applications by the reviewer of the row. */
function submittedReviewOnCall(callId: string) {
  return exists(
    sql`(select 1 from ${fundingReviews} inner join ${fundingApplications}
      on ${fundingApplications.id} = ${fundingReviews.applicationId}
      where ${fundingApplications.callId} = ${callId}
        and ${fundingReviews.reviewerId} = ${fundingCallReviewers.userId}
        and ${fundingReviews.status} = 'submitted')`,
  );
}

async function reviewersOf(
  db: Database,
  access: FundingCallAccess,
  search: string | undefined,
): Promise<FundingReviewersResponse> {
  const callId = access.row.id;
  const reviewerRows = await db
    .select({
      userId: fundingCallReviewers.userId,
      name: users.name,
      image: users.image,
      hasSubmittedReview: submittedReviewOnCall(callId),
    })
    .from(fundingCallReviewers)
    .innerJoin(users, eq(users.id, fundingCallReviewers.userId))
    .where(eq(fundingCallReviewers.callId, callId))
    .orderBy(asc(users.name));
  const term = search?.trim() ?? "";
  const taken = [
    ...reviewerRows.map((row) => row.userId),
    ...(access.incubator.ownerId ? [access.incubator.ownerId] : []),
  ];
  const candidateRows =
    term === ""
      ? []
      : await db
          .select({ userId: users.id, name: users.name, image: users.image })
          .from(incubatorMembers)
          .innerJoin(users, eq(users.id, incubatorMembers.userId))
          .where(
            and(
              eq(incubatorMembers.incubatorId, access.row.incubatorId),
              eq(incubatorMembers.status, "active"),
              ilike(users.name, `%${escapeLike(term)}%`),
              taken.length > 0 ? notInArray(users.id, taken) : undefined,
            ),
          )
          .orderBy(asc(users.name))
          .limit(CANDIDATES_MAX);
  const labels = await roleLabels(
    db,
    [...reviewerRows, ...candidateRows].map((row) => row.userId),
  );
  const role = (userId: string) => labels.get(userId) ?? "Member";
  return {
    reviewers: reviewerRows.map((row) => ({
      ...row,
      hasSubmittedReview: Boolean(row.hasSubmittedReview),
      role: role(row.userId),
    })),
    candidates: candidateRows.map((row) => ({ ...row, role: role(row.userId) })),
  };
}

/** `GET /api/funding-calls/:callId/reviewers?search=`: the owner's reviewers and the picker's matches. */
export async function listReviewers(
  db: Database,
  actor: PolicyActor,
  input: { callId: string; search?: string | undefined },
): Promise<FundingReviewersResponse> {
  const access = await loadCallAccess(db, actor, input.callId);
  assertCan(actor, "manage", access);
  return reviewersOf(db, access, input.search);
}

/** `POST /api/funding-calls/:callId/reviewers`: an active member of the incubator, told by a notification. */
export async function addReviewer(
  db: Database,
  actor: PolicyActor,
  input: { callId: string; userId: string },
  options: AuditOptions = {},
): Promise<FundingReviewersResponse> {
  const access = await db.transaction(async (tx) => {
    const access = await loadCallAccess(tx, actor, input.callId, { forUpdate: true });
    assertCan(actor, "manage", access);
    if (input.userId === access.incubator.ownerId)
      throw invalidReviewer(FUNDING_CALL_MESSAGES.reviewerIsOwner);
    const [member] = await tx
      .select({ userId: incubatorMembers.userId })
      .from(incubatorMembers)
      .where(
        and(
          eq(incubatorMembers.incubatorId, access.row.incubatorId),
          eq(incubatorMembers.userId, input.userId),
          eq(incubatorMembers.status, "active"),
        ),
      );
    if (!member) throw invalidReviewer(FUNDING_CALL_MESSAGES.reviewerNotMember);
    const [added] = await tx
      .insert(fundingCallReviewers)
      .values({
        callId: access.row.id,
        userId: input.userId,
        invitedBy: actor.kind === "user" ? actor.userId : null,
      })
      .onConflictDoNothing()
      .returning({ userId: fundingCallReviewers.userId });
    if (!added) throw new AppError("conflict", FUNDING_CALL_MESSAGES.reviewerAlreadyInvited);
    await notify(tx, [input.userId], {
      kind: "funding",
      actorId: actor.kind === "user" ? actor.userId : null,
      title: `You were invited to review applications to ${access.row.title}`,
      url: `/funding/calls/${access.row.id}`,
      subject: { fundingCallId: access.row.id },
    });
    await recordAudit(tx, {
      actor,
      action: "funding_call.reviewer.add",
      target: { type: "funding_call", id: access.row.id },
      before: {},
      after: { reviewerId: input.userId },
      requestId: options.requestId,
    });
    return access;
  });
  return reviewersOf(db, access, undefined);
}

/** `DELETE /api/funding-calls/:callId/reviewers/:userId`: only while they have submitted no review of the call. */
export async function removeReviewer(
  db: Database,
  actor: PolicyActor,
  input: { callId: string; userId: string },
  options: AuditOptions = {},
): Promise<FundingReviewersResponse> {
  const access = await db.transaction(async (tx) => {
    const access = await loadCallAccess(tx, actor, input.callId, { forUpdate: true });
    assertCan(actor, "manage", access);
    const [reviewer] = await tx
      .select({
        userId: fundingCallReviewers.userId,
        hasSubmittedReview: submittedReviewOnCall(access.row.id),
      })
      .from(fundingCallReviewers)
      .where(
        and(eq(fundingCallReviewers.callId, access.row.id), eq(fundingCallReviewers.userId, input.userId)),
      );
    if (!reviewer) throw new AppError("not_found", FUNDING_CALL_MESSAGES.reviewerNotFound);
    if (reviewer.hasSubmittedReview)
      throw new AppError("conflict", FUNDING_CALL_MESSAGES.reviewerHasReviewed);
    await tx
      .delete(fundingCallReviewers)
      .where(
        and(eq(fundingCallReviewers.callId, access.row.id), eq(fundingCallReviewers.userId, input.userId)),
      );
    await recordAudit(tx, {
      actor,
      action: "funding_call.reviewer.remove",
      target: { type: "funding_call", id: access.row.id },
      before: { reviewerId: input.userId },
      after: {},
      requestId: options.requestId,
    });
    return access;
  });
  return reviewersOf(db, access, undefined);
}
