import {
  DASHBOARD_LIST_LIMIT,
  type DashboardTeamsResponse,
  MILESTONE_DUE_DAYS,
  OPEN_APPLICATION_STATUSES,
} from "@hatchery/shared";
import { and, asc, eq, gt, inArray, isNull, lte, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import {
  incubators,
  positionInvites,
  positions,
  projectMilestones,
  projects,
  teamApplications,
  teamMembers,
  teams,
  users,
} from "../../db/schema";
import { personRefColumns } from "../../lib/person-ref";
import type { PolicyActor } from "../../lib/policy";
import { ownerOf } from "./dashboard.policy";

/**
 * The dashboard's teams card (docs/decisions/056-dashboard-and-points.md): the person's teams and roles,
 * their projects' milestones coming due, and applications and invites both ways. One request for the
 * card, each list short; the teams' own pages have everything.
 */

const leaderRow = alias(teamMembers, "leader_row");

/** The day, in UTC, MILESTONE_DUE_DAYS after `now`: milestones due on or before it are shown. */
function dueHorizon(now: Date): string {
  const day = new Date(now.getTime() + MILESTONE_DUE_DAYS * 86_400_000);
  return day.toISOString().slice(0, 10);
}

export async function readDashboardTeams(
  db: Database,
  actor: PolicyActor,
  now: Date,
): Promise<DashboardTeamsResponse> {
  const userId = ownerOf(actor, "readOwn");
  const mine = eq(teamMembers.userId, userId);
  const [teamRows, milestoneRows, applicationRows, waitingRows, inviteRows] = await Promise.all([
    db
      .select({
        slug: teams.slug,
        name: teams.name,
        incubatorSlug: incubators.slug,
        incubatorName: incubators.name,
        isLeader: teamMembers.isLeader,
        coreRole: teamMembers.coreRole,
        title: teamMembers.title,
      })
      .from(teamMembers)
      .innerJoin(teams, eq(teams.id, teamMembers.teamId))
      .innerJoin(incubators, eq(incubators.id, teams.incubatorId))
      .where(mine)
      .orderBy(asc(teams.name), asc(teams.id)),
    db
      .select({
        id: projectMilestones.id,
        title: projectMilestones.title,
        dueOn: projectMilestones.dueOn,
        projectSlug: projects.slug,
        projectName: projects.name,
      })
      .from(projectMilestones)
      .innerJoin(projects, eq(projects.id, projectMilestones.projectId))
      .innerJoin(teamMembers, eq(teamMembers.teamId, projects.teamId))
      .where(and(mine, isNull(projectMilestones.doneAt), lte(projectMilestones.dueOn, dueHorizon(now))))
      .orderBy(asc(projectMilestones.dueOn), asc(projectMilestones.id))
      .limit(DASHBOARD_LIST_LIMIT),
    db
      .select({
        id: teamApplications.id,
        status: teamApplications.status,
        teamSlug: teams.slug,
        teamName: teams.name,
        positionTitle: positions.title,
      })
      .from(teamApplications)
      .innerJoin(teams, eq(teams.id, teamApplications.teamId))
      .leftJoin(positions, eq(positions.id, teamApplications.positionId))
      .where(
        and(eq(teamApplications.userId, userId), inArray(teamApplications.status, OPEN_APPLICATION_STATUSES)),
      )
      .orderBy(asc(teamApplications.createdAt), asc(teamApplications.id))
      .limit(DASHBOARD_LIST_LIMIT),
    db
      .select({
        id: teamApplications.id,
        status: teamApplications.status,
        teamSlug: teams.slug,
        teamName: teams.name,
        applicant: personRefColumns,
        positionTitle: positions.title,
      })
      .from(teamApplications)
      .innerJoin(teams, eq(teams.id, teamApplications.teamId))
      .innerJoin(
        leaderRow,
        and(eq(leaderRow.teamId, teams.id), eq(leaderRow.userId, userId), eq(leaderRow.isLeader, true)),
      )
      .innerJoin(users, eq(users.id, teamApplications.userId))
      .leftJoin(positions, eq(positions.id, teamApplications.positionId))
      // A trial is already answered for now; what waits for the leader is a first answer.
      .where(eq(teamApplications.status, "pending"))
      .orderBy(asc(teamApplications.createdAt), asc(teamApplications.id))
      .limit(DASHBOARD_LIST_LIMIT),
    db
      .select({
        id: positionInvites.id,
        positionTitle: positions.title,
        teamSlug: teams.slug,
        teamName: teams.name,
        expiresAt: positionInvites.expiresAt,
        usesLeft: sql<number>`(${positionInvites.maxUses} - ${positionInvites.useCount})::int`,
      })
      .from(positionInvites)
      .innerJoin(positions, eq(positions.id, positionInvites.positionId))
      .innerJoin(teams, eq(teams.id, positions.teamId))
      .where(
        and(
          eq(positionInvites.createdBy, userId),
          isNull(positionInvites.revokedAt),
          gt(positionInvites.expiresAt, now),
          sql`${positionInvites.useCount} < ${positionInvites.maxUses}`,
        ),
      )
      .orderBy(asc(positionInvites.expiresAt), asc(positionInvites.id))
      .limit(DASHBOARD_LIST_LIMIT),
  ]);
  return {
    teams: teamRows.map((row) => ({
      slug: row.slug,
      name: row.name,
      incubator: { slug: row.incubatorSlug, name: row.incubatorName },
      isLeader: row.isLeader,
      coreRole: row.coreRole,
      title: row.title,
    })),
    milestonesDue: milestoneRows.flatMap((row) =>
      row.dueOn === null
        ? []
        : [
            {
              id: row.id,
              title: row.title,
              dueOn: row.dueOn,
              project: { slug: row.projectSlug, name: row.projectName },
            },
          ],
    ),
    applications: applicationRows.map((row) => ({
      id: row.id,
      status: row.status,
      team: { slug: row.teamSlug, name: row.teamName },
      positionTitle: row.positionTitle,
    })),
    waitingForYou: waitingRows.map((row) => ({
      id: row.id,
      status: row.status,
      team: { slug: row.teamSlug, name: row.teamName },
      applicant: row.applicant,
      positionTitle: row.positionTitle,
    })),
    openInvites: inviteRows.map((row) => ({
      id: row.id,
      positionTitle: row.positionTitle,
      team: { slug: row.teamSlug, name: row.teamName },
      expiresAt: row.expiresAt.toISOString(),
      usesLeft: row.usesLeft,
    })),
  };
}
