import {
  type Application,
  type ApplicationStatus,
  type CoreTeamRole,
  coreRoleTakenMessage,
  OPEN_APPLICATION_STATUSES,
  type OpenApplicationRef,
  type Position,
  TEAM_ERROR_MESSAGES,
} from "@hatchery/shared";
import { and, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { Database } from "../../db/client";
import { positions, teamApplications, teamMembers, teams, users } from "../../db/schema";
import type { Clock } from "../../lib/clock";
import { violatedUniqueConstraint } from "../../lib/db-errors";
import { AppError } from "../../lib/errors";
import { exactTimestamp } from "../../lib/pagination";
import { personRefColumns } from "../../lib/person-ref";
import type { PolicyActor } from "../../lib/policy";
import { isUuid } from "../../lib/uuid";
import { loadTeamAccessById, type TeamAccess } from "../access/team-access";

/**
 * What the position, application and invite services share: reading rows into the contract's shapes,
 * finding a position as the actor may see it, and turning the database's refusals into answers.
 */

/** What the services run on: the app's clock, and PUBLIC_URL for the links in emails. */
export interface PositionDeps {
  clock: Clock;
  publicUrl: string;
}

/** The sort key of every list here: (created_at to the microsecond, id), newest first. */
export const createdCursorSchema = z.tuple([z.iso.datetime(), z.uuid()]);

/** Rows created before the cursor's (created_at, id), for a newest-first list. */
export function before(createdAt: PgColumn, id: PgColumn, cursor: readonly [string, string]): SQL {
  return sql`(${createdAt}, ${id}) < (${cursor[0]}::timestamptz, ${cursor[1]}::uuid)`;
}

export type PositionRow = typeof positions.$inferSelect;

export function toPosition(row: PositionRow): Position {
  return {
    id: row.id,
    teamId: row.teamId,
    incubatorId: row.incubatorId,
    title: row.title,
    coreRole: row.coreRole,
    description: row.description,
    hoursPerWeek: row.hoursPerWeek,
    location: row.location,
    isRemote: row.isRemote,
    offers: row.offers,
    status: row.status,
    seats: row.seats,
    filledSeats: row.filledSeats,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export interface PositionAccess {
  position: PositionRow;
  access: TeamAccess;
}

/**
 * The position with its team's access, as the actor may see it: a position of a team the actor may not
 * see does not exist for them (404 'Position not found', never 403).
 */
export async function loadPositionAccess(
  db: Database,
  actor: PolicyActor,
  positionId: string,
): Promise<PositionAccess> {
  const notFound = new AppError("not_found", TEAM_ERROR_MESSAGES.positionNotFound);
  if (!isUuid(positionId)) throw notFound;
  const [position] = await db.select().from(positions).where(eq(positions.id, positionId));
  if (!position) throw notFound;
  try {
    return { position, access: await loadTeamAccessById(db, actor, position.teamId) };
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") throw notFound;
    throw error;
  }
}

/** The member holding this core role in the team, if any. */
export async function coreRoleHolder(
  db: Database,
  teamId: string,
  role: CoreTeamRole,
): Promise<string | null> {
  const [holder] = await db
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.coreRole, role)));
  return holder?.userId ?? null;
}

/** 409 naming the role when a member of the team already holds it. */
export async function assertCoreRoleFree(
  db: Database,
  teamId: string,
  role: CoreTeamRole | null,
): Promise<void> {
  if (role && (await coreRoleHolder(db, teamId, role))) {
    throw new AppError("conflict", coreRoleTakenMessage(role));
  }
}

/**
 * The database's refusals a request can run into when it races another one, as the answers the checks
 * before them give: the partial unique indexes of open applications and core roles, and the team's
 * primary key (the person joined meanwhile). Anything else is rethrown as it is.
 */
export function answerForViolation(error: unknown, coreRole: CoreTeamRole | null): unknown {
  switch (violatedUniqueConstraint(error)) {
    case "team_applications_open_position_unique":
    case "team_applications_open_request_unique":
      return new AppError("conflict", TEAM_ERROR_MESSAGES.openApplicationExists);
    case "team_members_pkey":
      return new AppError("conflict", TEAM_ERROR_MESSAGES.alreadyMember);
    case "team_members_core_role_unique":
      return coreRole
        ? new AppError("conflict", coreRoleTakenMessage(coreRole))
        : new AppError("conflict", TEAM_ERROR_MESSAGES.alreadyMember);
    default:
      return error;
  }
}

/**
 * Joined on `positions`, the person's open (pending or trial) application to each position: at most
 * one, as a partial unique index holds, so a list reads it with its positions in one query.
 */
export function openApplicationOfPerson(userId: string): SQL | undefined {
  return and(
    eq(teamApplications.positionId, positions.id),
    eq(teamApplications.userId, userId),
    inArray(teamApplications.status, [...OPEN_APPLICATION_STATUSES]),
  );
}

/** The application `openApplicationOfPerson` joined, if there was one. */
export function toOpenApplicationRef(
  id: string | null,
  status: ApplicationStatus | null,
): OpenApplicationRef | null {
  return id && (status === "pending" || status === "trial") ? { id, status } : null;
}

/** The person's open (pending or trial) application for a position, if any. */
export async function openApplicationFor(
  db: Database,
  userId: string,
  positionId: string,
): Promise<OpenApplicationRef | null> {
  const [row] = await db
    .select({ id: teamApplications.id, status: teamApplications.status })
    .from(teamApplications)
    .where(
      and(
        eq(teamApplications.userId, userId),
        eq(teamApplications.positionId, positionId),
        inArray(teamApplications.status, [...OPEN_APPLICATION_STATUSES]),
      ),
    );
  return row ? { id: row.id, status: row.status as OpenApplicationRef["status"] } : null;
}

/** Applications with their applicant, team and position, newest first. */
export function selectApplications(db: Database, where: SQL | undefined) {
  return db
    .select({
      application: teamApplications,
      createdAtExact: exactTimestamp(teamApplications.createdAt),
      applicant: personRefColumns,
      team: { id: teams.id, slug: teams.slug, name: teams.name, logoUrl: teams.logoUrl },
      position: { id: positions.id, title: positions.title, coreRole: positions.coreRole },
    })
    .from(teamApplications)
    .innerJoin(users, eq(users.id, teamApplications.userId))
    .innerJoin(teams, eq(teams.id, teamApplications.teamId))
    .leftJoin(positions, eq(positions.id, teamApplications.positionId))
    .where(where)
    .orderBy(desc(teamApplications.createdAt), desc(teamApplications.id));
}

export type ApplicationRecord = Awaited<ReturnType<typeof selectApplications>>[number];

export function toApplication(record: ApplicationRecord): Application {
  const { application } = record;
  return {
    id: application.id,
    status: application.status,
    message: application.message,
    wantedRole: application.wantedRole,
    trialEndsOn: application.trialEndsOn,
    declineReason: application.declineReason,
    viaInvite: application.inviteId !== null,
    createdAt: application.createdAt.toISOString(),
    updatedAt: application.updatedAt.toISOString(),
    applicant: record.applicant,
    team: record.team,
    position: record.position,
  };
}

export async function findApplicationRecord(
  db: Database,
  id: string,
): Promise<ApplicationRecord | undefined> {
  const [record] = await selectApplications(db, eq(teamApplications.id, id));
  return record;
}
