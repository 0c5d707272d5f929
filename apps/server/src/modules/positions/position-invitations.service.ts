import { randomBytes } from "node:crypto";
import {
  INVITE_TOKEN_BYTES,
  POSITION_INVITATION_LIFETIME_DAYS,
  POSITION_INVITATION_MESSAGES,
  type PositionInvitationResponse,
  positionInvitePath,
  TEAM_ERROR_MESSAGES,
} from "@hatchery/shared";
import { and, eq, isNotNull, isNull, lt, lte } from "drizzle-orm";
import type { Database } from "../../db/client";
import { positionInvites, teamMembers, teams, users } from "../../db/schema";
import { type AuditOptions, recordAudit } from "../../lib/audit";
import { violatedUniqueConstraint } from "../../lib/db-errors";
import { AppError } from "../../lib/errors";
import type { PolicyActor } from "../../lib/policy";
import { createRateLimit } from "../../lib/rate-limit";
import { activeTierIn } from "../access/team-access";
import { assertCan } from "../access/teams.policy";
import { notify } from "../notifications/notify.service";
import { hashToken, INVITES_PER_TEAM_RATE_LIMIT } from "./invites.service";
import { loadPositionAccess, openApplicationFor, type PositionDeps } from "./position-records";

/**
 * Inviting one member of the incubator to apply to a position (decision 065): a one-use invite link
 * (docs/decisions/018) that only they may use, sent to them as a notification, in the app and by
 * email as they chose for applications. Using it is the invite link's own path to an application.
 */

const INVITED_USER_UNIQUE = "position_invites_invited_user_unique";

/** `POST /api/positions/:id/invitations`: the leader, holding a subscriber tier, invites a candidate. */
export async function invitePositionCandidate(
  db: Database,
  actor: PolicyActor,
  input: { id: string; userId: string },
  deps: PositionDeps,
  options: AuditOptions = {},
): Promise<PositionInvitationResponse> {
  const { position, access } = await loadPositionAccess(db, actor, input.id);
  assertCan(actor, "invite", access);
  if (position.status !== "open") throw new AppError("conflict", TEAM_ERROR_MESSAGES.positionNotOpen);
  if ((await activeTierIn(db, input.userId, access.team.incubatorId)) === null) {
    throw new AppError("validation_failed", POSITION_INVITATION_MESSAGES.notIncubatorMember);
  }
  const [member] = await db
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, position.teamId), eq(teamMembers.userId, input.userId)));
  if (member) throw new AppError("conflict", POSITION_INVITATION_MESSAGES.alreadyTeamMember);
  if (await openApplicationFor(db, input.userId, position.id)) {
    throw new AppError("conflict", POSITION_INVITATION_MESSAGES.alreadyApplied);
  }
  const token = randomBytes(INVITE_TOKEN_BYTES).toString("base64url");
  const now = deps.clock.now();
  const leaderId = actor.kind === "user" ? actor.userId : null;
  try {
    const invite = await db.transaction(async (tx) => {
      await createRateLimit(tx, INVITES_PER_TEAM_RATE_LIMIT).consume(position.teamId);
      // An invitation that ran out of time no longer stands in the way of a new one.
      await tx
        .update(positionInvites)
        .set({ revokedAt: now })
        .where(
          and(
            eq(positionInvites.positionId, position.id),
            eq(positionInvites.invitedUserId, input.userId),
            isNull(positionInvites.revokedAt),
            lt(positionInvites.useCount, positionInvites.maxUses),
            lte(positionInvites.expiresAt, now),
            isNotNull(positionInvites.invitedUserId),
          ),
        );
      const [created] = await tx
        .insert(positionInvites)
        .values({
          positionId: position.id,
          tokenHash: hashToken(token),
          createdBy: leaderId,
          invitedUserId: input.userId,
          expiresAt: new Date(now.getTime() + POSITION_INVITATION_LIFETIME_DAYS * 86_400_000),
          maxUses: 1,
          requiresApproval: true,
        })
        .returning();
      if (!created) throw new Error("the invitation insert returned no row");
      const [leader] = leaderId
        ? await tx.select({ name: users.name }).from(users).where(eq(users.id, leaderId))
        : [];
      const [team] = await tx.select({ name: teams.name }).from(teams).where(eq(teams.id, position.teamId));
      await notify(tx, [input.userId], {
        kind: "application",
        actorId: leaderId,
        title: `${leader?.name ?? team?.name ?? "A team"} invited you to apply to the ${position.title} position at ${team?.name ?? "their team"}`,
        excerpt: position.description,
        url: positionInvitePath(token),
        subject: { inviteId: created.id, positionId: position.id, teamId: position.teamId },
      });
      await recordAudit(tx, {
        actor,
        action: "position_invite.create",
        target: { type: "position_invite", id: created.id },
        before: {},
        after: {
          positionId: created.positionId,
          invitedUserId: input.userId,
          expiresAt: created.expiresAt,
          maxUses: created.maxUses,
          requiresApproval: created.requiresApproval,
        },
        requestId: options.requestId,
      });
      return created;
    });
    return {
      invitation: {
        id: invite.id,
        positionId: invite.positionId,
        invitedUserId: input.userId,
        expiresAt: invite.expiresAt.toISOString(),
      },
    };
  } catch (error) {
    if (violatedUniqueConstraint(error) === INVITED_USER_UNIQUE) {
      throw new AppError("conflict", POSITION_INVITATION_MESSAGES.alreadyInvited);
    }
    throw error;
  }
}
