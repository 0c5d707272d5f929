import { type FundingHubResponse, fundingCallPhase } from "@hatchery/shared";
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { fundingApplications, fundingCalls, teamMembers, teams } from "../../db/schema";
import type { Clock } from "../../lib/clock";
import type { PolicyActor } from "../../lib/policy";
import { insideIncubatorCondition } from "../access/team-access";
import { incubatorsById, toCallSummary } from "./funding-calls.records";

/** The signed-in person's funding: the hub page and the dashboard's card read it. */

const HUB_CALLS_MAX = 50;
const HUB_APPLICATIONS_MAX = 50;

/** Open calls of the incubators the person is inside (an active member or the owner), closing soonest first. */
export async function openCallsFor(db: Database, userId: string, now: Date, limit = HUB_CALLS_MAX) {
  const rows = await db
    .select()
    .from(fundingCalls)
    .where(
      and(
        isNotNull(fundingCalls.publishedAt),
        isNull(fundingCalls.closedAt),
        lte(fundingCalls.opensAt, now),
        gt(fundingCalls.closesAt, now),
        insideIncubatorCondition(sql`${fundingCalls.incubatorId}`, sql`${userId}`),
      ),
    )
    .orderBy(asc(fundingCalls.closesAt), asc(fundingCalls.id))
    .limit(limit);
  const incubators = await incubatorsById(db, [...new Set(rows.map((row) => row.incubatorId))]);
  return rows.flatMap((row) => {
    const incubator = incubators.get(row.incubatorId);
    return incubator ? [toCallSummary(row, incubator, now)] : [];
  });
}

/** The applications of the teams where the person is the leader or holds a core role, latest change first. */
export async function teamApplicationsFor(
  db: Database,
  userId: string,
  now: Date,
  limit = HUB_APPLICATIONS_MAX,
) {
  const coreTeams = db
    .select({ teamId: teamMembers.teamId })
    .from(teamMembers)
    .where(
      and(
        eq(teamMembers.userId, userId),
        or(eq(teamMembers.isLeader, true), isNotNull(teamMembers.coreRole)),
      ),
    );
  const rows = await db
    .select({
      application: fundingApplications,
      team: { id: teams.id, slug: teams.slug, name: teams.name },
      call: fundingCalls,
    })
    .from(fundingApplications)
    .innerJoin(teams, eq(teams.id, fundingApplications.teamId))
    .innerJoin(fundingCalls, eq(fundingCalls.id, fundingApplications.callId))
    .where(inArray(fundingApplications.teamId, coreTeams))
    .orderBy(desc(fundingApplications.updatedAt), desc(fundingApplications.id))
    .limit(limit);
  return rows.map(({ application, team, call }) => ({
    id: application.id,
    status: application.status,
    askCents: application.askCents,
    submittedAt: application.submittedAt?.toISOString() ?? null,
    updatedAt: application.updatedAt.toISOString(),
    team,
    call: {
      id: call.id,
      title: call.title,
      currency: call.currency,
      closesAt: call.closesAt.toISOString(),
      phase: fundingCallPhase(call, now),
    },
  }));
}

/** `GET /api/funding`. */
export async function getFundingHub(
  db: Database,
  actor: PolicyActor,
  clock: Clock,
): Promise<FundingHubResponse> {
  if (actor.kind !== "user") return { openCalls: [], applications: [] };
  const now = clock.now();
  const [openCalls, applications] = await Promise.all([
    openCallsFor(db, actor.userId, now),
    teamApplicationsFor(db, actor.userId, now),
  ]);
  return { openCalls, applications };
}
