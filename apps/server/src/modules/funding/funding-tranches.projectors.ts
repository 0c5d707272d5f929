import { and, eq } from "drizzle-orm";
import { fundingApplications, fundingAwards, fundingTranches, teamMembers } from "../../db/schema";
import { defineEventProjector, type EventProjector } from "../../lib/realtime/event-projectors";
import { isUuid } from "../../lib/uuid";
import { awardPoints } from "../points/points-award.service";
import { notifyOwnerOfDueTranche, publishFundingChange } from "./funding-decisions.notifications";
import { loadApplicationContext } from "./funding-reviews.records";

/*
 * Funding's projectors (docs/decisions/059-business-funding.md, "Review, decisions and awards"), run in
 * the transaction of their event: a milestone marked done makes its tranche due and asks the owner to
 * confirm; an award and a release give each member of the team their points (the ledger's unique key
 * keeps a replayed event from giving them twice).
 */

export const fundingProjectors: readonly EventProjector[] = [
  defineEventProjector("funding", "project.milestone_done", async (tx, event) => {
    const { milestoneId } = event.payload;
    if (!isUuid(milestoneId)) return;
    const [tranche] = await tx
      .select({
        id: fundingTranches.id,
        amountCents: fundingTranches.amountCents,
        applicationId: fundingAwards.applicationId,
      })
      .from(fundingTranches)
      .innerJoin(fundingAwards, eq(fundingAwards.id, fundingTranches.awardId))
      .innerJoin(fundingApplications, eq(fundingApplications.id, fundingAwards.applicationId))
      .where(
        and(
          eq(fundingTranches.milestoneId, milestoneId),
          eq(fundingTranches.status, "pending"),
          eq(fundingApplications.status, "awarded"),
        ),
      );
    if (!tranche) return;
    await tx
      .update(fundingTranches)
      .set({ status: "due", dueAt: new Date() })
      .where(and(eq(fundingTranches.id, tranche.id), eq(fundingTranches.status, "pending")));
    const context = await loadApplicationContext(tx, tranche.applicationId);
    await publishFundingChange(tx, context, "tranche_due", tranche.id);
    await notifyOwnerOfDueTranche(tx, context, tranche);
  }),

  defineEventProjector("points", "funding.award_changed", async (tx, event) => {
    const { applicationId, teamId, change, trancheId } = event.payload;
    if (change !== "awarded" && change !== "tranche_released") return;
    if (!isUuid(applicationId) || !isUuid(teamId)) return;
    // The rows, not the event, say whether the award stands and the tranche was released.
    const conditions = [
      eq(fundingAwards.applicationId, applicationId),
      eq(fundingApplications.status, "awarded"),
    ];
    const [award] = await tx
      .select({ id: fundingAwards.id, incubatorId: fundingApplications.incubatorId })
      .from(fundingAwards)
      .innerJoin(fundingApplications, eq(fundingApplications.id, fundingAwards.applicationId))
      .where(and(...conditions));
    if (!award) return;
    if (change === "tranche_released") {
      if (!trancheId || !isUuid(trancheId)) return;
      const [released] = await tx
        .select({ id: fundingTranches.id })
        .from(fundingTranches)
        .where(
          and(
            eq(fundingTranches.id, trancheId),
            eq(fundingTranches.awardId, award.id),
            eq(fundingTranches.status, "released"),
          ),
        );
      if (!released) return;
    }
    const members = await tx
      .select({ userId: teamMembers.userId })
      .from(teamMembers)
      .where(eq(teamMembers.teamId, teamId));
    await awardPoints(tx, {
      userIds: members.map((member) => member.userId),
      incubatorId: award.incubatorId,
      sourceKind: change === "awarded" ? "funding_award" : "funding_tranche",
      sourceId: change === "awarded" ? award.id : (trancheId ?? ""),
      reason: change === "awarded" ? "funding_awarded" : "funding_tranche_released",
    });
  }),
];
