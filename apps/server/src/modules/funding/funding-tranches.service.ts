import { FUNDING_REVIEW_MESSAGES, type FundingTranche } from "@hatchery/shared";
import { and, eq, ne } from "drizzle-orm";
import type { Database } from "../../db/client";
import { fundingAwards, fundingTranches } from "../../db/schema";
import { type AuditOptions, fieldsOf, recordAudit } from "../../lib/audit";
import { AppError } from "../../lib/errors";
import type { PolicyActor } from "../../lib/policy";
import { isUuid } from "../../lib/uuid";
import { assertCan } from "./funding-awards.policy";
import { notifyApplicants, publishFundingChange } from "./funding-decisions.notifications";
import { awardsOf, isOwnerOrAdmin, loadApplicationContext } from "./funding-reviews.records";

/*
 * Releasing an award's tranches (docs/decisions/059-business-funding.md, "Review, decisions and
 * awards"): the owner records a payment made outside Hatchery, with an optional reference, once the
 * tranche's milestone is done (or at will for a tranche tied to none). A released tranche is final.
 */

function trancheNotFound(): AppError {
  return new AppError("not_found", FUNDING_REVIEW_MESSAGES.trancheNotFound);
}

const AUDITED = ["status", "releasedAt", "paymentReference"] as const;

export async function releaseTranche(
  db: Database,
  actor: PolicyActor,
  trancheId: string,
  input: { paymentReference: string },
  now: Date,
  audit: AuditOptions = {},
): Promise<{ applicationId: string; tranche: FundingTranche }> {
  if (!isUuid(trancheId)) throw trancheNotFound();
  const [found] = await db
    .select({ applicationId: fundingAwards.applicationId })
    .from(fundingTranches)
    .innerJoin(fundingAwards, eq(fundingAwards.id, fundingTranches.awardId))
    .where(eq(fundingTranches.id, trancheId));
  if (!found) throw trancheNotFound();
  const byUserId = actor.kind === "user" ? actor.userId : null;
  await db.transaction(async (tx) => {
    // The application's lock keeps a reopening (which withdraws the award) from passing in between.
    const context = await loadApplicationContext(tx, found.applicationId, { lock: true });
    const [tranche] = await tx.select().from(fundingTranches).where(eq(fundingTranches.id, trancheId));
    if (!tranche) throw trancheNotFound();
    assertCan(actor, "release", {
      kind: "tranche",
      isOwner: isOwnerOrAdmin(actor, context.incubator.ownerId),
      status: tranche.status,
      hasMilestone: tranche.milestoneId !== null,
    });
    const [row] = await tx
      .update(fundingTranches)
      .set({
        status: "released",
        releasedAt: now,
        releasedBy: byUserId,
        paymentReference: input.paymentReference,
      })
      .where(and(eq(fundingTranches.id, trancheId), ne(fundingTranches.status, "released")))
      .returning();
    if (!row) throw new AppError("conflict", FUNDING_REVIEW_MESSAGES.trancheReleased);
    await recordAudit(tx, {
      actor,
      action: "funding_tranche.release",
      target: { type: "funding_tranche", id: trancheId },
      before: fieldsOf(tranche, AUDITED),
      after: fieldsOf(row, AUDITED),
      requestId: audit.requestId,
    });
    await publishFundingChange(tx, context, "tranche_released", trancheId);
    await notifyApplicants(tx, context, "tranche_released", {
      actorId: byUserId,
      amountCents: row.amountCents,
    });
  });
  const [award] = await awardsOf(db, [found.applicationId]);
  const tranche = award?.tranches.find((entry) => entry.id === trancheId);
  if (!tranche) throw trancheNotFound();
  return { applicationId: found.applicationId, tranche };
}
