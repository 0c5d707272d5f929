import {
  FUNDING_CALL_MESSAGES,
  type FundingApplicationDetailResponse,
  type FundingApplicationRef,
  type FundingCallDetailResponse,
  type FundingEligibleTeam,
  fundingCallPhase,
  fundingNeedsSubscriptionMessage,
  type TeamStage,
} from "@hatchery/shared";
import { and, asc, eq, inArray, isNotNull, or } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  fundingApplicationAnswers,
  fundingApplications,
  projectMilestones,
  projects,
  teamMembers,
  teams,
} from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { PolicyActor } from "../../lib/policy";
import { isUuid } from "../../lib/uuid";
import { activeTierIn } from "../access/team-access";
import { applyRefusal, assertCan, can, type FundingApplicationResource } from "./funding-applications.policy";
import { can as canOnCall, managesCalls } from "./funding-calls.policy";
import { type FundingCallAccess, loadCallAccess, toCallDetail } from "./funding-calls.records";

/** Reading applications and where a person stands with one. */

export type FundingApplicationRow = typeof fundingApplications.$inferSelect;

export interface FundingApplicationAccess extends FundingApplicationResource {
  row: FundingApplicationRow;
  team: { id: string; slug: string; name: string; stage: TeamStage };
  call: FundingCallAccess;
}

/** Whether the person is the team's leader or holds one of its core roles. */
async function placeInTeam(
  db: Database,
  userId: string,
  teamId: string,
): Promise<{ isLeader: boolean; isCoreMember: boolean }> {
  const [row] = await db
    .select({ isLeader: teamMembers.isLeader, coreRole: teamMembers.coreRole })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
  if (!row) return { isLeader: false, isCoreMember: false };
  return { isLeader: row.isLeader, isCoreMember: row.isLeader || row.coreRole !== null };
}

function applicationNotFound(): AppError {
  return new AppError("not_found", FUNDING_CALL_MESSAGES.applicationNotFound);
}

/**
 * The application with its team and call and where the actor stands (404 unless they may read it).
 * `forUpdate` locks the application's row, so two submissions or a submission and a withdrawal run in turn.
 */
export async function loadApplicationAccess(
  db: Database,
  actor: PolicyActor,
  applicationId: string,
  now: Date,
  options: { forUpdate?: boolean } = {},
): Promise<FundingApplicationAccess> {
  if (actor.kind !== "user") throw new AppError("unauthenticated");
  if (!isUuid(applicationId)) throw applicationNotFound();
  const query = db
    .select({
      row: fundingApplications,
      team: { id: teams.id, slug: teams.slug, name: teams.name, stage: teams.stage },
    })
    .from(fundingApplications)
    .innerJoin(teams, eq(teams.id, fundingApplications.teamId))
    .where(eq(fundingApplications.id, applicationId));
  const [found] = options.forUpdate ? await query.for("update", { of: fundingApplications }) : await query;
  if (!found) throw applicationNotFound();
  const call = await loadCallAccess(db, actor, found.row.callId, { unchecked: true });
  const place = await placeInTeam(db, actor.userId, found.team.id);
  const access: FundingApplicationAccess = {
    kind: "application",
    row: found.row,
    team: found.team,
    call,
    status: found.row.status,
    phase: fundingCallPhase(call.row, now),
    viewer: {
      ...place,
      managesCall: managesCalls(actor, call.incubator),
      isReviewer: call.isReviewer,
    },
  };
  assertCan(actor, "view", access);
  return access;
}

async function answersOf(db: Database, applicationId: string): Promise<Record<string, string>> {
  const rows = await db
    .select({ questionId: fundingApplicationAnswers.questionId, answer: fundingApplicationAnswers.answer })
    .from(fundingApplicationAnswers)
    .where(eq(fundingApplicationAnswers.applicationId, applicationId));
  return Object.fromEntries(rows.map((row) => [row.questionId, row.answer]));
}

export async function applicationDetail(
  db: Database,
  actor: PolicyActor,
  access: FundingApplicationAccess,
  now: Date,
): Promise<FundingApplicationDetailResponse> {
  const { row } = access;
  const [answers, call, teamProjects, milestones] = await Promise.all([
    answersOf(db, row.id),
    toCallDetail(db, access.call, now),
    db
      .select({ id: projects.id, slug: projects.slug, name: projects.name })
      .from(projects)
      .where(eq(projects.teamId, row.teamId))
      .orderBy(asc(projects.name)),
    row.projectId
      ? db
          .select({
            id: projectMilestones.id,
            title: projectMilestones.title,
            dueDate: projectMilestones.dueOn,
            doneAt: projectMilestones.doneAt,
          })
          .from(projectMilestones)
          .where(eq(projectMilestones.projectId, row.projectId))
          .orderBy(asc(projectMilestones.dueOn), asc(projectMilestones.createdAt))
      : Promise.resolve([]),
  ]);
  return {
    application: {
      id: row.id,
      status: row.status,
      askCents: row.askCents,
      useOfFunds: row.useOfFunds,
      projectId: row.projectId,
      submittedAt: row.submittedAt?.toISOString() ?? null,
      decidedAt: row.decidedAt?.toISOString() ?? null,
      feedback: row.feedback,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      answers,
      team: access.team,
    },
    call,
    projects: access.viewer.isCoreMember ? teamProjects : teamProjects.filter((p) => p.id === row.projectId),
    milestones: milestones.map((milestone) => ({
      id: milestone.id,
      title: milestone.title,
      dueDate: milestone.dueDate,
      completed: milestone.doneAt !== null,
    })),
    viewer: {
      isCoreMember: access.viewer.isCoreMember,
      isLeader: access.viewer.isLeader,
      canEdit: can(actor, "edit", access),
      canSubmit: can(actor, "submit", access),
      canWithdraw: can(actor, "withdraw", access),
      canResume: can(actor, "resume", access),
      canComment: can(actor, "comment", access),
      isOwner: access.viewer.managesCall,
      isReviewer: access.viewer.isReviewer,
    },
  };
}

/**
 * The call page's viewer: whether they manage or review it, their teams' applications to it, and the
 * teams they lead in its incubator with why each may not apply (null when it may).
 */
export async function viewerOfCall(
  db: Database,
  actor: PolicyActor & { kind: "user" },
  access: FundingCallAccess,
  now: Date,
): Promise<NonNullable<FundingCallDetailResponse["viewer"]>> {
  const memberships = await db
    .select({
      teamId: teams.id,
      slug: teams.slug,
      name: teams.name,
      stage: teams.stage,
      isLeader: teamMembers.isLeader,
    })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(
      and(
        eq(teamMembers.userId, actor.userId),
        eq(teams.incubatorId, access.row.incubatorId),
        or(eq(teamMembers.isLeader, true), isNotNull(teamMembers.coreRole)),
      ),
    )
    .orderBy(asc(teams.name));
  const applications: FundingApplicationRef[] =
    memberships.length === 0
      ? []
      : (
          await db
            .select({
              id: fundingApplications.id,
              status: fundingApplications.status,
              teamId: fundingApplications.teamId,
            })
            .from(fundingApplications)
            .where(
              and(
                eq(fundingApplications.callId, access.row.id),
                inArray(
                  fundingApplications.teamId,
                  memberships.map((team) => team.teamId),
                ),
              ),
            )
        ).flatMap((application) => {
          const team = memberships.find((candidate) => candidate.teamId === application.teamId);
          return team
            ? [
                {
                  id: application.id,
                  status: application.status,
                  team: { id: team.teamId, slug: team.slug, name: team.name },
                },
              ]
            : [];
        });
  const led = memberships.filter((team) => team.isLeader);
  const tier = led.length > 0 ? await activeTierIn(db, actor.userId, access.row.incubatorId) : null;
  const phase = fundingCallPhase(access.row, now);
  const teamsLed: FundingEligibleTeam[] = led.map((team) => {
    const refused = applyRefusal({
      phase,
      isLeader: true,
      teamInCallIncubator: true,
      teamStage: team.stage,
      eligibleStages: access.row.eligibleStages as TeamStage[],
      leaderTier: tier,
      incubatorName: access.incubatorRow.name,
    });
    return {
      id: team.teamId,
      slug: team.slug,
      name: team.name,
      stage: team.stage,
      refusal: refused?.message ?? null,
      needsSubscription: refused?.message === fundingNeedsSubscriptionMessage(access.incubatorRow.name),
    };
  });
  return {
    canManage: canOnCall(actor, "manage", access),
    isReviewer: access.isReviewer,
    applications,
    teams: teamsLed,
  };
}
