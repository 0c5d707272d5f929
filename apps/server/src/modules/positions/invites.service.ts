import { createHash, randomBytes } from "node:crypto";
import {
  type AcceptInviteResponse,
  type CreateInviteResponse,
  INVITE_TOKEN_BYTES,
  INVITES_PER_TEAM_PER_HOUR,
  type Invite,
  type InviteListResponse,
  type InviteResponse,
  type InviteState,
  JOIN_FAILURE_REASONS,
  type PersonRef,
  POSITION_INVITATION_MESSAGES,
  type PositionInviteResponse,
  positionInvitePath,
  TEAM_ERROR_MESSAGES,
} from "@hatchery/shared";
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  incubators,
  positionInvites,
  positions,
  teamApplications,
  teamMembers,
  teams,
  users,
} from "../../db/schema";
import { type AuditOptions, fieldsOf, recordAudit } from "../../lib/audit";
import { AppError } from "../../lib/errors";
import { decodeCursor, exactTimestamp, pageOf } from "../../lib/pagination";
import { personRefColumns } from "../../lib/person-ref";
import type { PolicyActor } from "../../lib/policy";
import { createRateLimit, type RateLimitRule } from "../../lib/rate-limit";
import { isUuid } from "../../lib/uuid";
import { activeTierIn } from "../access/team-access";
import { assertCan } from "../access/teams.policy";
import { upsertActiveMembership } from "../memberships/memberships.service";
import {
  admitApplicant,
  applicationResponse,
  inStepTransaction,
  recordApplicationStep,
} from "./application-steps";
import {
  before,
  createdCursorSchema,
  loadPositionAccess,
  openApplicationFor,
  type PositionDeps,
  toPosition,
} from "./position-records";

/**
 * Invite links to a position (docs/decisions/018): 256 random bits shown once, only their SHA-256
 * stored. Anyone holding a usable link sees the position's card, even of a team for its incubator's
 * members only; using it joins the incubator as a guest when needed and makes an application (or,
 * when the link needs no approval, a member at once).
 */

type InviteRow = typeof positionInvites.$inferSelect;

/** base64url of INVITE_TOKEN_BYTES bytes, without padding. */
const TOKEN_PATTERN = new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((INVITE_TOKEN_BYTES * 4) / 3)}}$`);

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function inviteStateAt(invite: InviteRow, now: Date): InviteState {
  if (invite.revokedAt) return "revoked";
  if (invite.expiresAt.getTime() <= now.getTime()) return "expired";
  if (invite.useCount >= invite.maxUses) return "used_up";
  return "active";
}

/** `invitedUser` is the person of `invite.invitedUserId`, or null for a link anyone may use. */
function toInvite(invite: InviteRow, invitedUser: PersonRef | null, now: Date): Invite {
  return {
    id: invite.id,
    positionId: invite.positionId,
    expiresAt: invite.expiresAt.toISOString(),
    maxUses: invite.maxUses,
    useCount: invite.useCount,
    requiresApproval: invite.requiresApproval,
    revokedAt: invite.revokedAt?.toISOString() ?? null,
    createdAt: invite.createdAt.toISOString(),
    state: inviteStateAt(invite, now),
    invitedUser,
  };
}

/** Why a link cannot be used: each its own message; 410 for a link that was good once. */
const UNUSABLE: Record<Exclude<InviteState, "active">, string> = {
  revoked: TEAM_ERROR_MESSAGES.inviteRevoked,
  expired: TEAM_ERROR_MESSAGES.inviteExpired,
  used_up: TEAM_ERROR_MESSAGES.inviteUsedUp,
};

function unusable(state: Exclude<InviteState, "active">): AppError {
  return new AppError("gone", UNUSABLE[state]);
}

const AUDITED_FIELDS = ["positionId", "expiresAt", "maxUses", "requiresApproval", "revokedAt"] as const;

/**
 * Invite links per team and hour (docs/decisions/025-fan-out-limits.md), counted like position
 * openings: in the link's transaction, so only the team's leaders use it up.
 */
export const INVITES_PER_TEAM_RATE_LIMIT = {
  name: "position-invites:team",
  points: INVITES_PER_TEAM_PER_HOUR,
  windowMs: 3_600_000,
  message: TEAM_ERROR_MESSAGES.invitesTooFast,
} as const satisfies RateLimitRule;

/** `POST /api/positions/:id/invites`: the leader, holding a subscriber tier, makes a link to an open position. */
export async function createInvite(
  db: Database,
  actor: PolicyActor,
  input: { id: string; expiresInDays: number; maxUses: number; requiresApproval: boolean },
  deps: PositionDeps,
  options: AuditOptions = {},
): Promise<CreateInviteResponse> {
  const { position, access } = await loadPositionAccess(db, actor, input.id);
  assertCan(actor, "invite", access);
  if (position.status !== "open") throw new AppError("conflict", TEAM_ERROR_MESSAGES.positionNotOpen);
  const token = randomBytes(INVITE_TOKEN_BYTES).toString("base64url");
  const now = deps.clock.now();
  const invite = await db.transaction(async (tx) => {
    await createRateLimit(tx, INVITES_PER_TEAM_RATE_LIMIT).consume(position.teamId);
    const [created] = await tx
      .insert(positionInvites)
      .values({
        positionId: position.id,
        tokenHash: hashToken(token),
        createdBy: actor.kind === "user" ? actor.userId : null,
        expiresAt: new Date(now.getTime() + input.expiresInDays * 86_400_000),
        maxUses: input.maxUses,
        requiresApproval: input.requiresApproval,
      })
      .returning();
    if (!created) throw new Error("the invite insert returned no row");
    await recordAudit(tx, {
      actor,
      action: "position_invite.create",
      target: { type: "position_invite", id: created.id },
      before: {},
      after: fieldsOf(created, AUDITED_FIELDS),
      requestId: options.requestId,
    });
    return created;
  });
  return { invite: toInvite(invite, null, now), url: positionInvitePath(token) };
}

/**
 * `GET /api/positions/:id/invites`: the position's links for whoever decides who joins the team (its
 * leader, even one who can no longer make links, or an administrator), newest first.
 */
export async function listInvites(
  db: Database,
  actor: PolicyActor,
  input: { id: string; cursor?: string | undefined; limit: number },
  deps: PositionDeps,
): Promise<InviteListResponse> {
  const { position, access } = await loadPositionAccess(db, actor, input.id);
  assertCan(actor, "reviewApplications", access);
  const conditions = [eq(positionInvites.positionId, position.id)];
  if (input.cursor !== undefined) {
    conditions.push(
      before(positionInvites.createdAt, positionInvites.id, decodeCursor(input.cursor, createdCursorSchema)),
    );
  }
  const rows = await db
    .select({
      invite: positionInvites,
      invitedUser: personRefColumns,
      createdAtExact: exactTimestamp(positionInvites.createdAt),
    })
    .from(positionInvites)
    .leftJoin(users, eq(users.id, positionInvites.invitedUserId))
    .where(and(...conditions))
    .orderBy(sql`${positionInvites.createdAt} desc, ${positionInvites.id} desc`)
    .limit(input.limit + 1);
  const page = pageOf(rows, input.limit, (row) => [row.createdAtExact, row.invite.id]);
  const now = deps.clock.now();
  return {
    items: page.items.map((row) => toInvite(row.invite, row.invitedUser, now)),
    nextCursor: page.nextCursor,
  };
}

/** `DELETE /api/invites/:id`: revokes the link; revoking a revoked one changes nothing and answers the same. */
export async function revokeInvite(
  db: Database,
  actor: PolicyActor,
  input: { id: string },
  deps: PositionDeps,
  options: AuditOptions = {},
): Promise<InviteResponse> {
  const notFound = new AppError("not_found", TEAM_ERROR_MESSAGES.inviteNotFound);
  if (!isUuid(input.id)) throw notFound;
  const [found] = await db
    .select({ invite: positionInvites, invitedUser: personRefColumns })
    .from(positionInvites)
    .leftJoin(users, eq(users.id, positionInvites.invitedUserId))
    .where(eq(positionInvites.id, input.id));
  if (!found) throw notFound;
  const { invite, invitedUser } = found;
  let access: Awaited<ReturnType<typeof loadPositionAccess>>["access"];
  try {
    ({ access } = await loadPositionAccess(db, actor, invite.positionId));
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") throw notFound;
    throw error;
  }
  assertCan(actor, "reviewApplications", access);
  const now = deps.clock.now();
  const revoked = await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(positionInvites)
      .set({ revokedAt: now })
      .where(and(eq(positionInvites.id, invite.id), isNull(positionInvites.revokedAt)))
      .returning();
    if (!changed) return invite;
    await recordAudit(tx, {
      actor,
      action: "position_invite.revoke",
      target: { type: "position_invite", id: invite.id },
      before: fieldsOf(invite, AUDITED_FIELDS),
      after: fieldsOf(changed, AUDITED_FIELDS),
      requestId: options.requestId,
    });
    return changed;
  });
  return { invite: toInvite(revoked, invitedUser, now) };
}

/** The link of this token with its position, team and incubator; 404 for text no link was made with. */
async function findInviteByToken(db: Database, token: string) {
  const unknown = new AppError("not_found", TEAM_ERROR_MESSAGES.inviteUnknown);
  if (!TOKEN_PATTERN.test(token)) throw unknown;
  const [row] = await db
    .select({
      invite: positionInvites,
      position: positions,
      team: teams,
      incubator: {
        id: incubators.id,
        slug: incubators.slug,
        name: incubators.name,
        status: incubators.status,
      },
    })
    .from(positionInvites)
    .innerJoin(positions, eq(positions.id, positionInvites.positionId))
    .innerJoin(teams, eq(teams.id, positions.teamId))
    .innerJoin(incubators, eq(incubators.id, teams.incubatorId))
    .where(eq(positionInvites.tokenHash, hashToken(token)));
  if (!row) throw unknown;
  return row;
}

async function isTeamMember(db: Database, teamId: string, userId: string): Promise<boolean> {
  const [member] = await db
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
  return member !== undefined;
}

/**
 * `GET /api/position-invites/:token`, public: the position's card for anyone holding a usable link
 * (the team's visibility does not hide it from them), with where a signed-in viewer stands.
 */
export async function openInvite(
  db: Database,
  actor: PolicyActor,
  input: { token: string },
  deps: PositionDeps,
): Promise<PositionInviteResponse> {
  const { invite, position, team, incubator } = await findInviteByToken(db, input.token);
  const state = inviteStateAt(invite, deps.clock.now());
  if (state !== "active") throw unusable(state);
  return {
    invite: { expiresAt: invite.expiresAt.toISOString(), requiresApproval: invite.requiresApproval },
    position: toPosition(position),
    team: {
      id: team.id,
      slug: team.slug,
      name: team.name,
      logoUrl: team.logoUrl,
      tagline: team.tagline,
      incubator: { slug: incubator.slug, name: incubator.name },
    },
    viewer:
      actor.kind === "user"
        ? {
            isMember: await isTeamMember(db, team.id, actor.userId),
            isIncubatorMember: (await activeTierIn(db, actor.userId, incubator.id)) !== null,
            openApplication: await openApplicationFor(db, actor.userId, position.id),
          }
        : null,
  };
}

/**
 * `POST /api/position-invites/:token/accept`: counts the use in one conditional UPDATE (of concurrent
 * uses of a link's last use, one finds it usable), joins the incubator as a guest when needed (as the
 * subscribe flow does), and makes the application; a link without approval makes the member at once,
 * taking a seat as an accept does. All of it in one transaction: a refusal at any point leaves nothing.
 */
export async function acceptInvite(
  db: Database,
  actor: PolicyActor,
  input: { token: string; message: string },
  deps: PositionDeps,
): Promise<AcceptInviteResponse> {
  if (actor.kind !== "user") throw new AppError("unauthenticated");
  const userId = actor.userId;
  const { invite, position, team, incubator } = await findInviteByToken(db, input.token);
  const now = deps.clock.now();
  const state = inviteStateAt(invite, now);
  if (state !== "active") throw unusable(state);
  if (invite.invitedUserId !== null && invite.invitedUserId !== userId) {
    throw new AppError("forbidden", POSITION_INVITATION_MESSAGES.notForYou);
  }
  if (await isTeamMember(db, team.id, userId))
    throw new AppError("conflict", TEAM_ERROR_MESSAGES.alreadyMember);
  if (await openApplicationFor(db, userId, position.id)) {
    throw new AppError("conflict", TEAM_ERROR_MESSAGES.openApplicationExists);
  }
  if (position.status !== "open") throw new AppError("conflict", TEAM_ERROR_MESSAGES.positionNotOpen);

  const outcome = await inStepTransaction(db, async (tx, claimRole) => {
    const [used] = await tx
      .update(positionInvites)
      .set({ useCount: sql`${positionInvites.useCount} + 1` })
      .where(
        and(
          eq(positionInvites.id, invite.id),
          lt(positionInvites.useCount, positionInvites.maxUses),
          isNull(positionInvites.revokedAt),
          gt(positionInvites.expiresAt, now),
        ),
      )
      .returning();
    if (!used) {
      const [current] = await tx.select().from(positionInvites).where(eq(positionInvites.id, invite.id));
      const currentState = current ? inviteStateAt(current, now) : "revoked";
      throw unusable(currentState === "active" ? "used_up" : currentState);
    }
    const joinedIncubator = (await activeTierIn(tx, userId, incubator.id)) === null;
    if (joinedIncubator) {
      if (incubator.status !== "active") throw new AppError("conflict", JOIN_FAILURE_REASONS.notAccepting);
      await upsertActiveMembership(tx, userId, incubator.id, now);
    }
    const [application] = await tx
      .insert(teamApplications)
      .values({
        teamId: team.id,
        positionId: position.id,
        userId,
        inviteId: invite.id,
        message: input.message,
      })
      .returning();
    if (!application) throw new Error("the application insert returned no row");
    if (invite.requiresApproval) {
      await recordApplicationStep(
        tx,
        application,
        { actorId: userId, note: "Through an invite link", email: "received" },
        team.slug,
      );
      return { applicationId: application.id, joinedIncubator };
    }
    await recordApplicationStep(
      tx,
      application,
      { actorId: userId, note: "Through an invite link", email: null },
      team.slug,
    );
    claimRole(position.coreRole);
    const [accepted] = await tx
      .update(teamApplications)
      .set({ status: "accepted" })
      .where(eq(teamApplications.id, application.id))
      .returning();
    if (!accepted) throw new Error("the application just made is gone");
    await admitApplicant(tx, accepted, deps);
    await recordApplicationStep(
      tx,
      accepted,
      { actorId: invite.createdBy, note: "The invite link needed no approval", email: "joined" },
      team.slug,
    );
    return { applicationId: application.id, joinedIncubator };
  });
  const { application } = await applicationResponse(db, outcome.applicationId);
  return { application, joinedIncubator: outcome.joinedIncubator };
}
