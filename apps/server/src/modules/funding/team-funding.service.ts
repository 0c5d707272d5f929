import type { TeamFunding } from "@hatchery/shared";
import { and, desc, eq, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { fundingApplications, fundingCalls, incubators, projects } from "../../db/schema";
import type { PolicyActor } from "../../lib/policy";
import { seesEveryTeamOf, type TeamAccess } from "../access/team-access";
import { awardsOf } from "./funding-reviews.records";

/*
 * A team's funding, part of its page and its projects' (docs/decisions/059-business-funding.md, "Review,
 * decisions and awards"): those pages make one request, and a team without an award costs them one
 * small read. Whoever sees the team sees which calls funded it and how many tranches were released; the
 * amounts only the team's members, the people inside its incubator and administrators.
 */

/** The team's awards (for one project when `projectId` is given), null when there is none. */
export async function teamFundingOf(
  db: Database,
  actor: PolicyActor,
  access: TeamAccess,
  options: { projectId?: string } = {},
): Promise<TeamFunding> {
  const conditions: SQL[] = [
    eq(fundingApplications.teamId, access.team.id),
    eq(fundingApplications.status, "awarded"),
  ];
  if (options.projectId) conditions.push(eq(fundingApplications.projectId, options.projectId));
  const rows = await db
    .select({
      applicationId: fundingApplications.id,
      call: { title: fundingCalls.title, currency: fundingCalls.currency },
      incubator: { name: incubators.name },
      project: { slug: projects.slug, name: projects.name },
    })
    .from(fundingApplications)
    .innerJoin(fundingCalls, eq(fundingCalls.id, fundingApplications.callId))
    .innerJoin(incubators, eq(incubators.id, fundingApplications.incubatorId))
    .leftJoin(projects, eq(projects.id, fundingApplications.projectId))
    .where(and(...conditions))
    .orderBy(desc(fundingApplications.decidedAt));
  if (rows.length === 0) return null;
  const seesAmounts = access.viewerMember !== null || seesEveryTeamOf(actor, access);
  const awards = await awardsOf(
    db,
    rows.map((row) => row.applicationId),
  );
  return {
    awards: rows.flatMap(({ applicationId, call, incubator, project }) => {
      const award = awards.find((entry) => entry.applicationId === applicationId);
      if (!award) return [];
      return [
        {
          applicationId,
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
                tranches: award.tranches.map((tranche) => ({
                  id: tranche.id,
                  position: tranche.position,
                  amountCents: tranche.amountCents,
                  milestoneTitle: tranche.milestone?.title ?? null,
                  status: tranche.status,
                })),
              }
            : null,
        },
      ];
    }),
  };
}
