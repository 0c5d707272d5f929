import type { TeamFundingResponse } from "@hatchery/shared";
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { fundingApplications, fundingCalls, incubators, projects } from "../../db/schema";
import type { PolicyActor } from "../../lib/policy";
import { loadTeamAccess, seesEveryTeamOf } from "../access/team-access";
import { awardsOf } from "./funding-reviews.records";

/*
 * A team's funding, for its page and its projects' (docs/decisions/059-business-funding.md, "Review,
 * decisions and awards"). Whoever sees the team sees which calls funded it and how many tranches were
 * released; the amounts only the team's members, the people inside its incubator and administrators.
 */

export async function teamFunding(
  db: Database,
  actor: PolicyActor,
  slug: string,
): Promise<TeamFundingResponse> {
  const access = await loadTeamAccess(db, actor, slug);
  const seesAmounts = access.viewerMember !== null || seesEveryTeamOf(actor, access);
  const rows = await db
    .select({
      application: fundingApplications,
      call: { id: fundingCalls.id, title: fundingCalls.title, currency: fundingCalls.currency },
      incubator: { slug: incubators.slug, name: incubators.name },
      project: { slug: projects.slug, name: projects.name },
    })
    .from(fundingApplications)
    .innerJoin(fundingCalls, eq(fundingCalls.id, fundingApplications.callId))
    .innerJoin(incubators, eq(incubators.id, fundingApplications.incubatorId))
    .leftJoin(projects, eq(projects.id, fundingApplications.projectId))
    .where(and(eq(fundingApplications.teamId, access.team.id), eq(fundingApplications.status, "awarded")))
    .orderBy(desc(fundingApplications.decidedAt));
  const awards = await awardsOf(
    db,
    rows.map((row) => row.application.id),
  );
  return {
    awards: rows.flatMap(({ application, call, incubator, project }) => {
      const award = awards.find((entry) => entry.applicationId === application.id);
      if (!award) return [];
      return [
        {
          applicationId: application.id,
          call,
          incubator,
          project: project?.slug ? project : null,
          awardedAt: award.createdAt,
          tranchesReleased: award.tranches.filter((tranche) => tranche.status === "released").length,
          tranchesTotal: award.tranches.length,
          amounts: seesAmounts
            ? {
                awardedCents: award.amountCents,
                releasedCents: award.releasedCents,
                pendingCents: award.amountCents - award.releasedCents,
                tranches: award.tranches,
              }
            : null,
        },
      ];
    }),
  };
}
