import {
  FUNDING_REVIEW_MESSAGES,
  type FundingDecisionResponse,
  type fundingDecisionSchema,
} from "@hatchery/shared";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { fundingApplications, fundingAwards, fundingTranches, projectMilestones } from "../../db/schema";
import { type AuditOptions, fieldsOf, recordAudit } from "../../lib/audit";
import { violatedCheckConstraint, violatedUniqueConstraint } from "../../lib/db-errors";
import { AppError } from "../../lib/errors";
import type { PolicyActor } from "../../lib/policy";
import { type AwardAction, assertCan } from "./funding-awards.policy";
import { notifyApplicants, publishFundingChange } from "./funding-decisions.notifications";
import {
  type ApplicationContext,
  awardsOf,
  isOwnerOrAdmin,
  loadApplicationContext,
} from "./funding-reviews.records";

/*
 * The owner's decisions on a call's applications (docs/decisions/059-business-funding.md, "Review,
 * decisions and awards"): the shortlist mark, an award split into tranches, a decline with feedback,
 * the waitlist, and reopening a decision. The pool holds in the database: the awards' trigger refuses
 * an award above the call's largest or beyond what remains, even when two are made at once.
 */

export type FundingDecision = z.output<typeof fundingDecisionSchema>;

const AUDITED = ["status", "shortlistedAt", "decidedAt", "feedback"] as const;

/** The answer when the database refused what the checks before it let through (a race, the pool). */
function answerForRefusal(error: unknown): unknown {
  const check = violatedCheckConstraint(error);
  if (check === "funding_calls_committed_check")
    return new AppError("conflict", FUNDING_REVIEW_MESSAGES.overPool);
  if (check === "funding_awards_max_award_check") {
    return new AppError("conflict", FUNDING_REVIEW_MESSAGES.overLargest);
  }
  const unique = violatedUniqueConstraint(error);
  if (unique === "funding_tranches_milestone_unique") {
    return new AppError("conflict", FUNDING_REVIEW_MESSAGES.milestoneTwice);
  }
  if (unique === "funding_awards_application_unique") {
    return new AppError("conflict", FUNDING_REVIEW_MESSAGES.notDecidable);
  }
  return error;
}

async function inDecisionTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    throw answerForRefusal(error);
  }
}

async function hasReleasedTranche(db: Database, applicationId: string): Promise<boolean> {
  const rows = await db
    .select({ id: fundingTranches.id })
    .from(fundingTranches)
    .innerJoin(fundingAwards, eq(fundingAwards.id, fundingTranches.awardId))
    .where(and(eq(fundingAwards.applicationId, applicationId), isNotNull(fundingTranches.releasedAt)))
    .limit(1);
  return rows.length > 0;
}

/** Locks the application, asks the policy on the state it holds now, and gives the context. */
async function lockedFor(
  tx: Database,
  actor: PolicyActor,
  applicationId: string,
  action: AwardAction,
): Promise<ApplicationContext> {
  const context = await loadApplicationContext(tx, applicationId, { lock: true });
  assertCan(actor, action, {
    kind: "application",
    isOwner: isOwnerOrAdmin(actor, context.incubator.ownerId),
    status: context.application.status,
    hasReleasedTranche: action === "reopen" ? await hasReleasedTranche(tx, applicationId) : false,
  });
  return context;
}

/** What the decision panel shows: the application's state and its award with the tranches. */
export async function decisionResponse(
  db: Database,
  applicationId: string,
): Promise<FundingDecisionResponse> {
  const context = await loadApplicationContext(db, applicationId);
  const [award] = await awardsOf(db, [applicationId]);
  const { application } = context;
  return {
    applicationId,
    status: application.status,
    shortlisted: application.shortlistedAt !== null,
    feedback: application.feedback,
    decidedAt: application.decidedAt?.toISOString() ?? null,
    currency: context.call.currency,
    award: award
      ? {
          id: award.id,
          amountCents: award.amountCents,
          releasedCents: award.releasedCents,
          createdAt: award.createdAt,
          tranches: award.tranches,
        }
      : null,
  };
}

async function writeApplication(
  tx: Database,
  actor: PolicyActor,
  context: ApplicationContext,
  action: "shortlist" | "unshortlist" | "decide" | "reopen",
  changes: Partial<typeof fundingApplications.$inferInsert>,
  audit: AuditOptions,
): Promise<void> {
  const [row] = await tx
    .update(fundingApplications)
    .set(changes)
    .where(eq(fundingApplications.id, context.application.id))
    .returning();
  if (!row) throw new Error("the locked application was not updated");
  await recordAudit(tx, {
    actor,
    action: `funding_application.${action}`,
    target: { type: "funding_application", id: row.id },
    before: fieldsOf(context.application, AUDITED),
    after: fieldsOf(row, AUDITED),
    requestId: audit.requestId,
  });
}

/** Marks a submitted application shortlisted, or takes the mark off. */
export async function setShortlisted(
  db: Database,
  actor: PolicyActor,
  applicationId: string,
  shortlisted: boolean,
  now: Date,
  audit: AuditOptions = {},
): Promise<FundingDecisionResponse> {
  const action = shortlisted ? "shortlist" : "unshortlist";
  await db.transaction(async (tx) => {
    const context = await lockedFor(tx, actor, applicationId, action);
    await writeApplication(tx, actor, context, action, { shortlistedAt: shortlisted ? now : null }, audit);
  });
  return decisionResponse(db, applicationId);
}

/**
 * Checks an award's tranches against the application's project: each milestone one of its own, none
 * twice. A tranche whose milestone is already done is due at once.
 */
async function milestonesOf(
  tx: Database,
  context: ApplicationContext,
  tranches: FundingDecision & { outcome: "award" },
): Promise<Map<string, Date | null>> {
  const ids = tranches.tranches.flatMap((tranche) => (tranche.milestoneId ? [tranche.milestoneId] : []));
  if (new Set(ids).size !== ids.length)
    throw new AppError("conflict", FUNDING_REVIEW_MESSAGES.milestoneTwice);
  if (ids.length === 0) return new Map();
  const projectId = context.application.projectId ?? "";
  const rows = await tx
    .select({ id: projectMilestones.id, doneAt: projectMilestones.doneAt })
    .from(projectMilestones)
    .where(and(inArray(projectMilestones.id, ids), eq(projectMilestones.projectId, projectId)));
  if (rows.length !== ids.length) {
    throw new AppError("validation_failed", FUNDING_REVIEW_MESSAGES.milestoneNotInProject, [
      { path: ["tranches"], message: FUNDING_REVIEW_MESSAGES.milestoneNotInProject },
    ]);
  }
  return new Map(rows.map((row) => [row.id, row.doneAt]));
}

/**
 * Decides a submitted (or waitlisted) application: an award with its tranches, a decline with
 * feedback, or the waitlist. Audited; the applicants are told in the app and by email.
 */
export async function decideApplication(
  db: Database,
  actor: PolicyActor,
  applicationId: string,
  decision: FundingDecision,
  now: Date,
  audit: AuditOptions = {},
): Promise<FundingDecisionResponse> {
  const byUserId = actor.kind === "user" ? actor.userId : null;
  await inDecisionTransaction(db, async (tx) => {
    const context = await lockedFor(tx, actor, applicationId, "decide");
    const status =
      decision.outcome === "award" ? "awarded" : decision.outcome === "decline" ? "declined" : "waitlisted";
    await writeApplication(
      tx,
      actor,
      context,
      "decide",
      { status, decidedAt: now, decidedBy: byUserId, feedback: decision.feedback, shortlistedAt: null },
      audit,
    );
    if (decision.outcome === "award") {
      const milestones = await milestonesOf(tx, context, decision);
      // The trigger adds the award to the call's committed sum under the call's row lock, and refuses
      // it beyond the pool or above the largest award: the refusal is answered as a 409.
      const [award] = await tx
        .insert(fundingAwards)
        .values({
          applicationId,
          callId: context.call.id,
          amountCents: decision.amountCents,
          awardedBy: byUserId,
        })
        .returning({ id: fundingAwards.id });
      if (!award) throw new Error("the award insert returned no row");
      await tx.insert(fundingTranches).values(
        decision.tranches.map((tranche, index) => {
          const doneAt = tranche.milestoneId ? milestones.get(tranche.milestoneId) : null;
          return {
            awardId: award.id,
            position: index + 1,
            amountCents: tranche.amountCents,
            milestoneId: tranche.milestoneId,
            status: doneAt ? ("due" as const) : ("pending" as const),
            dueAt: doneAt ? now : null,
          };
        }),
      );
    }
    await publishFundingChange(tx, context, status);
    await notifyApplicants(tx, context, status, {
      actorId: byUserId,
      amountCents: decision.outcome === "award" ? decision.amountCents : undefined,
      feedback: decision.feedback,
    });
  });
  return decisionResponse(db, applicationId);
}

/**
 * Reopens a decision: the application is submitted again and an award is withdrawn from the pool
 * (its tranches with it), unless a tranche of it was released. Audited; the applicants are told.
 */
export async function reopenDecision(
  db: Database,
  actor: PolicyActor,
  applicationId: string,
  audit: AuditOptions = {},
): Promise<FundingDecisionResponse> {
  const byUserId = actor.kind === "user" ? actor.userId : null;
  await inDecisionTransaction(db, async (tx) => {
    const context = await lockedFor(tx, actor, applicationId, "reopen");
    await tx.delete(fundingAwards).where(eq(fundingAwards.applicationId, applicationId));
    await writeApplication(
      tx,
      actor,
      context,
      "reopen",
      { status: "submitted", decidedAt: null, decidedBy: null },
      audit,
    );
    await publishFundingChange(tx, context, "reopened");
    await notifyApplicants(tx, context, "reopened", { actorId: byUserId });
  });
  return decisionResponse(db, applicationId);
}
