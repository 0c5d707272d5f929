import type { FundingRankingEntry, FundingRankingResponse } from "@hatchery/shared";
import { and, eq, notInArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { fundingApplications, teams } from "../../db/schema";
import type { PolicyActor } from "../../lib/policy";
import { assertCan } from "./funding-awards.policy";
import { criteriaOf } from "./funding-calls.records";
import { awardsOf, callFigures, isOwnerOrAdmin, loadCall, reviewsWhere } from "./funding-reviews.records";

/*
 * The owner's ranked list of a call's applications (docs/decisions/059-business-funding.md, "Review,
 * decisions and awards"): each review's weighted mean of its scores by the criteria's weights, the
 * application's average over its submitted reviews, and their spread (highest less lowest).
 */

/** Highest average first; unreviewed ones after, earliest submitted first among equals. */
function byRank(
  a: FundingRankingEntry & { submittedAt: number },
  b: FundingRankingEntry & { submittedAt: number },
) {
  if (a.weightedAverage !== b.weightedAverage) {
    if (a.weightedAverage === null) return 1;
    if (b.weightedAverage === null) return -1;
    return b.weightedAverage - a.weightedAverage;
  }
  return a.submittedAt - b.submittedAt;
}

export async function rankApplications(
  db: Database,
  actor: PolicyActor,
  callId: string,
): Promise<FundingRankingResponse> {
  const { call, incubator } = await loadCall(db, callId);
  assertCan(actor, "rank", { kind: "call", isOwner: isOwnerOrAdmin(actor, incubator.ownerId) });
  const rows = await db
    .select({ application: fundingApplications, team: { slug: teams.slug, name: teams.name } })
    .from(fundingApplications)
    .innerJoin(teams, eq(teams.id, fundingApplications.teamId))
    .where(
      and(
        eq(fundingApplications.callId, call.id),
        notInArray(fundingApplications.status, ["draft", "withdrawn"]),
      ),
    );
  const ids = rows.map((row) => row.application.id);
  const criteria = await criteriaOf(db, call.id);
  const [reviews, awards, figures] = await Promise.all([
    reviewsWhere(db, criteria, { applicationIds: ids, submittedOnly: true }),
    awardsOf(db, ids),
    callFigures(db, call, incubator),
  ]);
  const entries = rows.map(({ application, team }) => {
    const means = reviews
      .filter((review) => review.applicationId === application.id)
      .flatMap((review) => (review.weightedMean === null ? [] : [review.weightedMean]));
    const award = awards.find((entry) => entry.applicationId === application.id);
    return {
      applicationId: application.id,
      team,
      status: application.status,
      askCents: application.askCents,
      weightedAverage: means.length === 0 ? null : means.reduce((sum, mean) => sum + mean, 0) / means.length,
      spread: means.length === 0 ? null : Math.max(...means) - Math.min(...means),
      reviewCount: means.length,
      shortlisted: application.shortlistedAt !== null,
      awardedCents: award?.amountCents ?? null,
      decidedAt: application.decidedAt?.toISOString() ?? null,
      submittedAt: application.submittedAt?.getTime() ?? 0,
    };
  });
  return {
    call: figures,
    entries: entries.sort(byRank).map(({ submittedAt: _submittedAt, ...entry }) => entry),
  };
}
