import { type ApplicationResponse, type CoreTeamRole, TEAM_ERROR_MESSAGES } from "@hatchery/shared";
import { and, eq, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { positions, teamApplicationSteps, type teamApplications, teamMembers, teams } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { publishEvent } from "../../lib/realtime/event-log";
import { type ApplicationEmailKind, notifyApplicationStep } from "./application-emails";
import {
  answerForViolation,
  assertCoreRoleFree,
  coreRoleHolder,
  findApplicationRecord,
  type PositionDeps,
  toApplication,
} from "./position-records";

/**
 * The steps every application takes, whichever way it came (an application, a request to join, an
 * invite link): keeping and announcing a step, admitting the applicant, and the step's transaction.
 */

export type ApplicationRow = typeof teamApplications.$inferSelect;

/**
 * Keeps a step of the application and announces it: to the applicant and the team by event, and to the
 * other side by notification (and its email, as they chose).
 */
export async function recordApplicationStep(
  tx: Database,
  application: ApplicationRow,
  /** `email`: the step the other side is told of; null for a step nobody needs telling about on its own. */
  step: { actorId: string | null; note: string | null; email: ApplicationEmailKind | null },
  teamSlug: string,
): Promise<void> {
  await tx.insert(teamApplicationSteps).values({
    applicationId: application.id,
    status: application.status,
    actorId: step.actorId,
    note: step.note,
  });
  const payload = {
    applicationId: application.id,
    teamId: application.teamId,
    teamSlug,
    positionId: application.positionId,
    status: application.status,
  };
  await publishEvent(tx, {
    type: "application.changed",
    audience: { kind: "person", id: application.userId },
    payload,
  });
  await publishEvent(tx, {
    type: "application.changed",
    audience: { kind: "team", id: application.teamId },
    payload,
  });
  if (step.email) await notifyApplicationStep(tx, step.email, application, step.actorId);
}

/**
 * Makes the applicant a member of the team: for a position, with its core role and title, taking a seat
 * in one conditional UPDATE (the last seat marks the position filled, and of concurrent accepts of that
 * seat only one finds the position still open); for a request without a position, with the wanted role
 * when no member holds it, else none. Returns the core role given.
 */
export async function admitApplicant(
  tx: Database,
  application: ApplicationRow,
  deps: PositionDeps,
): Promise<CoreTeamRole | null> {
  const [alreadyMember] = await tx
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, application.teamId), eq(teamMembers.userId, application.userId)));
  if (alreadyMember) throw new AppError("conflict", TEAM_ERROR_MESSAGES.alreadyMember);

  let coreRole: CoreTeamRole | null = null;
  let title = "";
  if (application.positionId) {
    const [position] = await tx
      .update(positions)
      .set({
        filledSeats: sql`${positions.filledSeats} + 1`,
        status: sql`case when ${positions.filledSeats} + 1 = ${positions.seats} then 'filled' else 'open' end`,
      })
      .where(
        and(
          eq(positions.id, application.positionId),
          eq(positions.status, "open"),
          lt(positions.filledSeats, positions.seats),
        ),
      )
      .returning();
    if (!position) throw new AppError("conflict", TEAM_ERROR_MESSAGES.positionNotOpen);
    coreRole = position.coreRole;
    title = position.title;
    await assertCoreRoleFree(tx, application.teamId, coreRole);
    await publishEvent(tx, {
      type: "position.changed",
      audience: { kind: "incubator", id: position.incubatorId },
      payload: { positionId: position.id, teamId: position.teamId, incubatorId: position.incubatorId },
    });
  } else if (
    application.wantedRole &&
    !(await coreRoleHolder(tx, application.teamId, application.wantedRole))
  ) {
    coreRole = application.wantedRole;
  }
  await tx.insert(teamMembers).values({
    teamId: application.teamId,
    userId: application.userId,
    coreRole,
    title,
    joinedAt: deps.clock.now(),
  });
  // The team's pages and, later, its feed hear of the new member.
  const [team] = await tx.select({ slug: teams.slug }).from(teams).where(eq(teams.id, application.teamId));
  await publishEvent(tx, {
    type: "team.member_joined",
    audience: { kind: "team", id: application.teamId },
    payload: { teamId: application.teamId, teamSlug: team?.slug ?? "", userId: application.userId },
  });
  return coreRole;
}

/**
 * Runs a step's transaction, answering a race the database settles (an open application made meanwhile,
 * a core role taken meanwhile) as the check before it would have.
 */
export async function inStepTransaction<T>(
  db: Database,
  work: (tx: Database, claimRole: (role: CoreTeamRole | null) => void) => Promise<T>,
): Promise<T> {
  let claimedRole: CoreTeamRole | null = null;
  try {
    return await db.transaction((tx) =>
      work(tx, (role) => {
        claimedRole = role;
      }),
    );
  } catch (error) {
    throw answerForViolation(error, claimedRole);
  }
}

/** The application as it now stands, read after its step committed. */
export async function applicationResponse(db: Database, id: string): Promise<ApplicationResponse> {
  const record = await findApplicationRecord(db, id);
  if (!record) throw new AppError("not_found", TEAM_ERROR_MESSAGES.applicationNotFound);
  return { application: toApplication(record) };
}
