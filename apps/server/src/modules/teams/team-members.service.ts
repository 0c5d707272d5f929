import {
  type CoreTeamRole,
  coreRoleTakenMessage,
  plainTextLine,
  TEAM_ERROR_MESSAGES,
  type TeamMember,
  type TeamMemberResponse,
  type TeamMembersResponse,
  type UpdateTeamMemberData,
} from "@hatchery/shared";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { teamMembers } from "../../db/schema";
import { type AuditOptions, fieldsOf, recordAudit } from "../../lib/audit";
import { violatedUniqueConstraint } from "../../lib/db-errors";
import { AppError } from "../../lib/errors";
import type { PolicyActor } from "../../lib/policy";
import { publishEvent } from "../../lib/realtime/event-log";
import { activeTierIn, loadTeamAccess } from "../access/team-access";
import * as teamPolicy from "../access/teams.policy";
import { CORE_ROLE_UNIQUE_INDEX, membersOf, teamForChange, withCause } from "./team-records";

/**
 * A team's members as its leader manages them: their role and title, removing one, handing over the
 * lead (who could join is team-candidates.service.ts).
 */

function memberNotFound(): AppError {
  return new AppError("not_found", TEAM_ERROR_MESSAGES.memberNotFound);
}

async function lockedMember(tx: Database, teamId: string, userId: string) {
  const [member] = await tx
    .select()
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))
    .for("update");
  if (!member) throw memberNotFound();
  return member;
}

/** One member as the leader sees them, after a change they made. */
async function memberOf(
  db: Database,
  team: { id: string; incubatorId: string },
  userId: string,
): Promise<TeamMember> {
  const member = (await membersOf(db, team, { withLeadership: true })).find(
    (candidate) => candidate.user.id === userId,
  );
  if (!member) throw memberNotFound();
  return member;
}

/**
 * Gives a member a core role (or none) and a title (leader or administrator). A role another member
 * holds answers 409 with its name: checked first for a clear answer, and held by the unique index when
 * two changes race, whose violation gets the same answer.
 */
export async function updateTeamMember(
  db: Database,
  actor: PolicyActor,
  input: { slug: string; userId: string; changes: UpdateTeamMemberData },
  options: AuditOptions = {},
): Promise<TeamMemberResponse> {
  const { changes } = input;
  const values: Partial<typeof teamMembers.$inferInsert> = {
    ...(changes.coreRole !== undefined && { coreRole: changes.coreRole }),
    ...(changes.title !== undefined && { title: plainTextLine(changes.title) }),
  };
  const roleTaken = () => new AppError("conflict", coreRoleTakenMessage(changes.coreRole as CoreTeamRole));
  try {
    return await db.transaction(async (tx) => {
      const access = await loadTeamAccess(tx, actor, input.slug);
      teamPolicy.assertCan(actor, "manageMembers", access);
      const teamId = access.team.id;
      const current = await lockedMember(tx, teamId, input.userId);
      if (changes.coreRole && changes.coreRole !== current.coreRole) {
        const [holder] = await tx
          .select({ userId: teamMembers.userId })
          .from(teamMembers)
          .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.coreRole, changes.coreRole)));
        if (holder) throw roleTaken();
      }
      const changed = Object.entries(values).some(
        ([key, value]) => current[key as keyof typeof current] !== value,
      );
      if (changed) {
        const [row] = await tx
          .update(teamMembers)
          .set(values)
          .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, input.userId)))
          .returning();
        if (!row) throw memberNotFound();
        await publishEvent(tx, {
          type: "team.role_changed",
          audience: { kind: "team", id: teamId },
          payload: { teamId, teamSlug: access.team.slug, userId: input.userId, coreRole: row.coreRole },
        });
        await recordAudit(tx, {
          actor,
          action: "team.member.update",
          target: { type: "team", id: teamId },
          before: { userId: input.userId, ...fieldsOf(current, Object.keys(values)) },
          after: { userId: input.userId, ...fieldsOf(row, Object.keys(values)) },
          requestId: options.requestId,
        });
      }
      return { member: await memberOf(tx, access.team, input.userId) };
    });
  } catch (error) {
    if (violatedUniqueConstraint(error) === CORE_ROLE_UNIQUE_INDEX) throw withCause(roleTaken(), error);
    throw error;
  }
}

/**
 * Takes a member out of the team: the leader (or an administrator) removes someone, or a member leaves
 * (their own id). The leader neither leaves nor is removed while leading: leadership is handed over first.
 */
export async function removeTeamMember(
  db: Database,
  actor: PolicyActor,
  input: { slug: string; userId: string },
  options: AuditOptions = {},
): Promise<void> {
  const leaving = actor.kind === "user" && actor.userId === input.userId;
  await db.transaction(async (tx) => {
    const access = await loadTeamAccess(tx, actor, input.slug);
    teamPolicy.assertCan(actor, leaving ? "leave" : "manageMembers", access);
    const teamId = access.team.id;
    const member = await lockedMember(tx, teamId, input.userId);
    if (member.isLeader) {
      throw new AppError(
        "conflict",
        leaving ? TEAM_ERROR_MESSAGES.leaderCannotLeave : TEAM_ERROR_MESSAGES.leaderCannotBeRemoved,
      );
    }
    await tx
      .delete(teamMembers)
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, input.userId)));
    const payload = { teamId, teamSlug: access.team.slug, userId: input.userId };
    await publishEvent(tx, {
      type: leaving ? "team.member_left" : "team.member_removed",
      audience: { kind: "team", id: teamId },
      payload,
    });
    // The one who was removed is no longer in the team's audience, so they hear it on their own.
    if (!leaving) {
      await publishEvent(tx, {
        type: "team.member_removed",
        audience: { kind: "person", id: input.userId },
        payload,
      });
    }
    await recordAudit(tx, {
      actor,
      action: leaving ? "team.member.leave" : "team.member.remove",
      target: { type: "team", id: teamId },
      before: { userId: input.userId, coreRole: member.coreRole, title: member.title },
      after: {},
      requestId: options.requestId,
    });
  });
}

/**
 * Hands the team's leadership to another member (by the leader or an administrator), who must hold an
 * active subscriber tier in the team's incubator. One transaction: the old leader steps down before the
 * new one steps up, so the one-leader index holds throughout.
 */
export async function handOverLeadership(
  db: Database,
  actor: PolicyActor,
  input: { slug: string; userId: string },
  options: AuditOptions = {},
): Promise<TeamMembersResponse> {
  return db.transaction(async (tx) => {
    const access = await teamForChange(tx, actor, input.slug, "manageMembers");
    const teamId = access.team.id;
    const successor = await lockedMember(tx, teamId, input.userId);
    if (successor.isLeader) throw new AppError("conflict", TEAM_ERROR_MESSAGES.alreadyLeader);
    teamPolicy.assertMayLead(
      await activeTierIn(tx, input.userId, access.team.incubatorId),
      access.incubator.name,
    );
    await tx
      .update(teamMembers)
      .set({ isLeader: false })
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.isLeader, true)));
    await tx
      .update(teamMembers)
      .set({ isLeader: true })
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, input.userId)));
    await publishEvent(tx, {
      type: "team.leadership_handed_over",
      audience: { kind: "team", id: teamId },
      payload: {
        teamId,
        teamSlug: access.team.slug,
        fromUserId: access.leaderId,
        toUserId: input.userId,
      },
    });
    await recordAudit(tx, {
      actor,
      action: "team.leadership.hand_over",
      target: { type: "team", id: teamId },
      before: { leaderId: access.leaderId },
      after: { leaderId: input.userId },
      requestId: options.requestId,
    });
    return { members: await membersOf(tx, access.team, { withLeadership: true }) };
  });
}
