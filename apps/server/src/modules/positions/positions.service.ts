import {
  type CreatePositionData,
  type IncubatorPositionsResponse,
  isIncubatorSlug,
  JOIN_FAILURE_REASONS,
  POSITIONS_PER_TEAM_PER_HOUR,
  type PositionDetailResponse,
  type PositionRoleFilter,
  type PositionStatus,
  TEAM_ERROR_MESSAGES,
  type TeamOpenPosition,
  type UpdatePositionData,
} from "@hatchery/shared";
import { and, asc, desc, eq, isNull, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { incubators, positions, teamApplications, teamMembers, teams } from "../../db/schema";
import { type AuditOptions, fieldsOf, recordAudit } from "../../lib/audit";
import { AppError } from "../../lib/errors";
import { decodeCursor, exactTimestamp, pageOf } from "../../lib/pagination";
import type { PolicyActor } from "../../lib/policy";
import { createRateLimit, type RateLimitRule } from "../../lib/rate-limit";
import { publishEvent } from "../../lib/realtime/event-log";
import { activeTierIn, loadTeamAccess, type TeamAccess } from "../access/team-access";
import { assertCan, can } from "../access/teams.policy";
import {
  assertCoreRoleFree,
  before,
  createdCursorSchema,
  loadPositionAccess,
  openApplicationFor,
  openApplicationOfPerson,
  type PositionRow,
  toOpenApplicationRef,
  toPosition,
} from "./position-records";
import * as positionsPolicy from "./positions.policy";

/** A team's positions, and the incubator's positions page (docs/decisions/018). */

const AUDITED_FIELDS = [
  "title",
  "coreRole",
  "description",
  "hoursPerWeek",
  "location",
  "isRemote",
  "offers",
  "seats",
  "status",
] as const;

async function positionDetail(
  db: Database,
  actor: PolicyActor,
  position: PositionRow,
  access: TeamAccess,
): Promise<PositionDetailResponse> {
  const { team, incubator } = access;
  return {
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
            isMember: access.viewerMember !== null,
            openApplication: await openApplicationFor(db, actor.userId, position.id),
            canManage: can(actor, "managePositions", access),
            canReview: can(actor, "reviewApplications", access),
          }
        : null,
  };
}

/**
 * Openings per team and hour (docs/decisions/025-fan-out-limits.md): each new position reaches every
 * reader of the incubator's positions. Counted in the opening's transaction, so an opening refused for
 * another reason (or by this limit) is not counted, and only the team's leaders use it up.
 */
export const POSITIONS_PER_TEAM_RATE_LIMIT = {
  name: "positions:team",
  points: POSITIONS_PER_TEAM_PER_HOUR,
  windowMs: 3_600_000,
  message: TEAM_ERROR_MESSAGES.positionsTooFast,
} as const satisfies RateLimitRule;

function publishPositionChanged(tx: Database, position: PositionRow): Promise<number> {
  return publishEvent(tx, {
    type: "position.changed",
    audience: { kind: "incubator", id: position.incubatorId },
    payload: { positionId: position.id, teamId: position.teamId, incubatorId: position.incubatorId },
  });
}

/** `POST /api/teams/:slug/positions`: the leader, holding a subscriber tier, opens a position. */
export async function createPosition(
  db: Database,
  actor: PolicyActor,
  input: CreatePositionData & { slug: string },
  options: AuditOptions = {},
): Promise<PositionDetailResponse> {
  const { slug, ...fields } = input;
  const access = await loadTeamAccess(db, actor, slug);
  assertCan(actor, "managePositions", access);
  await assertCoreRoleFree(db, access.team.id, fields.coreRole);
  const position = await db.transaction(async (tx) => {
    await createRateLimit(tx, POSITIONS_PER_TEAM_RATE_LIMIT).consume(access.team.id);
    const [created] = await tx
      .insert(positions)
      .values({
        ...fields,
        teamId: access.team.id,
        incubatorId: access.team.incubatorId,
        createdBy: actor.kind === "user" ? actor.userId : null,
      })
      .returning();
    if (!created) throw new Error("the position insert returned no row");
    await publishPositionChanged(tx, created);
    await recordAudit(tx, {
      actor,
      action: "position.create",
      target: { type: "position", id: created.id },
      before: {},
      after: fieldsOf(created, AUDITED_FIELDS),
      requestId: options.requestId,
    });
    return created;
  });
  return positionDetail(db, actor, position, access);
}

/** `GET /api/positions/:id`: anyone who may see the team. */
export async function getPosition(
  db: Database,
  actor: PolicyActor,
  input: { id: string },
): Promise<PositionDetailResponse> {
  const { position, access } = await loadPositionAccess(db, actor, input.id);
  return positionDetail(db, actor, position, access);
}

/**
 * The status a change leaves the position in. Closing is always allowed; reopening needs a free seat.
 * A change of seats alone moves an open position to filled when it takes away the last free seat, and
 * a filled one back to open when it adds one.
 */
function nextStatus(
  position: PositionRow,
  seats: number,
  requested: "open" | "closed" | undefined,
): PositionStatus {
  if (seats < position.filledSeats) throw new AppError("conflict", TEAM_ERROR_MESSAGES.seatsBelowFilled);
  const hasFreeSeat = position.filledSeats < seats;
  if (requested === "closed") return "closed";
  if (requested === "open") {
    if (!hasFreeSeat) throw new AppError("conflict", TEAM_ERROR_MESSAGES.noFreeSeat);
    return "open";
  }
  if (position.status === "closed") return "closed";
  return hasFreeSeat ? "open" : "filled";
}

/** `PATCH /api/positions/:id`: edit, close or reopen; the leader, holding a subscriber tier. */
export async function updatePosition(
  db: Database,
  actor: PolicyActor,
  input: UpdatePositionData & { id: string },
  options: AuditOptions = {},
): Promise<PositionDetailResponse> {
  const { id, status: requestedStatus, ...fields } = input;
  const { access } = await loadPositionAccess(db, actor, id);
  assertCan(actor, "managePositions", access);
  const updated = await db.transaction(async (tx) => {
    // Locked, so an accept taking a seat meanwhile waits and sees the change (or this sees its seat).
    const [current] = await tx.select().from(positions).where(eq(positions.id, id)).for("update");
    if (!current) throw new AppError("not_found", TEAM_ERROR_MESSAGES.positionNotFound);
    const seats = fields.seats ?? current.seats;
    const status = nextStatus(current, seats, requestedStatus);
    const coreRole = fields.coreRole === undefined ? current.coreRole : fields.coreRole;
    // An open position for a core role someone holds could never be filled.
    if (status === "open" && (current.status !== "open" || coreRole !== current.coreRole)) {
      await assertCoreRoleFree(tx, current.teamId, coreRole);
    }
    const [changed] = await tx
      .update(positions)
      .set({ ...fields, status })
      .where(eq(positions.id, id))
      .returning();
    if (!changed) throw new AppError("not_found", TEAM_ERROR_MESSAGES.positionNotFound);
    const written = await recordAudit(tx, {
      actor,
      action: "position.update",
      target: { type: "position", id },
      before: fieldsOf(current, AUDITED_FIELDS),
      after: fieldsOf(changed, AUDITED_FIELDS),
      requestId: options.requestId,
    });
    if (written) await publishPositionChanged(tx, changed);
    return changed;
  });
  return positionDetail(db, actor, updated, access);
}

/**
 * The team page's open positions, oldest first, each whole and with the viewer's open application to
 * it: one query for all of them, so the page asks for no position on its own. The caller has checked
 * that the actor may see the team.
 */
export async function openPositionsOfTeam(
  db: Database,
  actor: PolicyActor,
  teamId: string,
): Promise<TeamOpenPosition[]> {
  const viewerId = actor.kind === "user" ? actor.userId : null;
  const rows = await db
    .select({
      position: positions,
      openApplicationId: teamApplications.id,
      openApplicationStatus: teamApplications.status,
    })
    .from(positions)
    // Signed out, nobody has applied: the join finds nothing.
    .leftJoin(teamApplications, viewerId === null ? sql`false` : openApplicationOfPerson(viewerId))
    .where(and(eq(positions.teamId, teamId), eq(positions.status, "open")))
    .orderBy(asc(positions.createdAt), asc(positions.id));
  return rows.map((row) => ({
    position: toPosition(row.position),
    viewer:
      viewerId === null
        ? null
        : { openApplication: toOpenApplicationRef(row.openApplicationId, row.openApplicationStatus) },
  }));
}

const ROLE_CONDITIONS: Record<PositionRoleFilter, ReturnType<typeof eq>> = {
  ceo: eq(positions.coreRole, "ceo"),
  cto: eq(positions.coreRole, "cto"),
  cco: eq(positions.coreRole, "cco"),
  cgo: eq(positions.coreRole, "cgo"),
  other: isNull(positions.coreRole),
};

/**
 * `GET /api/incubators/:slug/positions`: every open position of the incubator's teams, newest first,
 * for those who see every team of it (its active members, its owner, administrators), with whether
 * the viewer has an open application to each.
 */
export async function listIncubatorPositions(
  db: Database,
  actor: PolicyActor,
  input: {
    slug: string;
    role?: PositionRoleFilter | undefined;
    commitment?: number | undefined;
    cursor?: string | undefined;
    limit: number;
  },
): Promise<IncubatorPositionsResponse> {
  if (actor.kind !== "user") throw new AppError("unauthenticated");
  const notFound = new AppError("not_found", JOIN_FAILURE_REASONS.notFound);
  if (!isIncubatorSlug(input.slug)) throw notFound;
  const [incubator] = await db
    .select({ id: incubators.id, name: incubators.name, ownerId: incubators.ownerId })
    .from(incubators)
    .where(eq(incubators.slug, input.slug));
  if (!incubator) throw notFound;
  const place = {
    viewerTier: await activeTierIn(db, actor.userId, incubator.id),
    viewerOwnsIncubator: incubator.ownerId === actor.userId,
  };
  positionsPolicy.assertCan(actor, "browseIncubatorPositions", { kind: "incubator", place });
  const conditions = [eq(positions.incubatorId, incubator.id), eq(positions.status, "open")];
  if (input.role) conditions.push(ROLE_CONDITIONS[input.role]);
  if (input.commitment !== undefined) conditions.push(lte(positions.hoursPerWeek, input.commitment));
  if (input.cursor !== undefined) {
    conditions.push(
      before(positions.createdAt, positions.id, decodeCursor(input.cursor, createdCursorSchema)),
    );
  }
  const rows = await db
    .select({
      position: positions,
      createdAtExact: exactTimestamp(positions.createdAt),
      team: { id: teams.id, slug: teams.slug, name: teams.name, logoUrl: teams.logoUrl },
      openApplicationId: teamApplications.id,
      openApplicationStatus: teamApplications.status,
      viewerIsLeader: teamMembers.isLeader,
    })
    .from(positions)
    .innerJoin(teams, eq(teams.id, positions.teamId))
    .leftJoin(teamApplications, openApplicationOfPerson(actor.userId))
    .leftJoin(
      teamMembers,
      and(eq(teamMembers.teamId, positions.teamId), eq(teamMembers.userId, actor.userId)),
    )
    .where(and(...conditions))
    .orderBy(desc(positions.createdAt), desc(positions.id))
    .limit(input.limit + 1);
  const page = pageOf(rows, input.limit, (row) => [row.createdAtExact, row.position.id]);
  return {
    items: page.items.map((row) => ({
      position: toPosition(row.position),
      team: row.team,
      viewer: {
        openApplication: toOpenApplicationRef(row.openApplicationId, row.openApplicationStatus),
        canApply: can(actor, "requestToJoin", {
          incubatorName: incubator.name,
          viewerTier: place.viewerTier,
          viewerMember: row.viewerIsLeader === null ? null : { isLeader: row.viewerIsLeader },
          // Applying does not depend on the team's leader.
          leaderIsSubscriber: false,
        }),
      },
    })),
    nextCursor: page.nextCursor,
  };
}
