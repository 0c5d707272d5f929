import {
  type ApplicationDetailResponse,
  type ApplicationListResponse,
  type ApplicationResponse,
  type ApplicationStatus,
  type AuditAction,
  CORE_TEAM_ROLE_LABELS,
  type CoreTeamRole,
  OPEN_APPLICATION_STATUSES,
  TEAM_ERROR_MESSAGES,
} from "@hatchery/shared";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { positions, teamApplicationSteps, teamApplications, users } from "../../db/schema";
import { type AuditOptions, recordAudit } from "../../lib/audit";
import { utcCalendarDay } from "../../lib/dates";
import { AppError } from "../../lib/errors";
import { decodeCursor, pageOf } from "../../lib/pagination";
import { personRefColumns } from "../../lib/person-ref";
import type { PolicyActor } from "../../lib/policy";
import { isUuid } from "../../lib/uuid";
import { loadTeamAccess, loadTeamAccessById, type TeamAccess } from "../access/team-access";
import { assertCan, can } from "../access/teams.policy";
import { readSharedRoleFit } from "../assessment/assessment.service";
import {
  type ApplicationRow,
  admitApplicant,
  applicationResponse,
  inStepTransaction,
  recordApplicationStep,
} from "./application-steps";
import {
  before,
  createdCursorSchema,
  findApplicationRecord,
  loadPositionAccess,
  type PositionDeps,
  selectApplications,
  toApplication,
} from "./position-records";
import * as positionsPolicy from "./positions.policy";

/**
 * Applications to a team (docs/decisions/018): to a position, or a request to join without one, and
 * every step after. Each step is one transaction that changes the application, keeps the step, tells
 * the applicant and the team on the event log and queues the email to the other side.
 */

function signedInUserId(actor: PolicyActor): string {
  if (actor.kind !== "user") throw new AppError("unauthenticated");
  return actor.userId;
}

async function createApplication(
  db: Database,
  access: TeamAccess,
  values: { userId: string; positionId: string | null; wantedRole: CoreTeamRole | null; message: string },
): Promise<ApplicationResponse> {
  const id = await inStepTransaction(db, async (tx) => {
    const [application] = await tx
      .insert(teamApplications)
      .values({ ...values, teamId: access.team.id })
      .returning();
    if (!application) throw new Error("the application insert returned no row");
    await recordApplicationStep(
      tx,
      application,
      { actorId: values.userId, note: null, email: "received" },
      access.team.slug,
    );
    return application.id;
  });
  return applicationResponse(db, id);
}

/** `POST /api/positions/:id/applications`: an active member of the incubator, not in the team, to an open position. */
export async function applyToPosition(
  db: Database,
  actor: PolicyActor,
  input: { id: string; message: string },
): Promise<ApplicationResponse> {
  const userId = signedInUserId(actor);
  const { position, access } = await loadPositionAccess(db, actor, input.id);
  // Applying to a position is asking to join its team: the same people may do it.
  assertCan(actor, "requestToJoin", access);
  if (position.status !== "open") throw new AppError("conflict", TEAM_ERROR_MESSAGES.positionNotOpen);
  return createApplication(db, access, {
    userId,
    positionId: position.id,
    wantedRole: null,
    message: input.message,
  });
}

/** `POST /api/teams/:slug/join-requests`: asking to join without a position, perhaps for a core role. */
export async function requestToJoinTeam(
  db: Database,
  actor: PolicyActor,
  input: { slug: string; message: string; wantedRole: CoreTeamRole | null },
): Promise<ApplicationResponse> {
  const userId = signedInUserId(actor);
  const access = await loadTeamAccess(db, actor, input.slug);
  assertCan(actor, "requestToJoin", access);
  return createApplication(db, access, {
    userId,
    positionId: null,
    wantedRole: input.wantedRole,
    message: input.message,
  });
}

/** `GET /api/teams/:slug/applications`: the team's applications for its leader (or an administrator). */
export async function listTeamApplications(
  db: Database,
  actor: PolicyActor,
  input: { slug: string; status?: ApplicationStatus | undefined; cursor?: string | undefined; limit: number },
): Promise<ApplicationListResponse> {
  const access = await loadTeamAccess(db, actor, input.slug);
  assertCan(actor, "reviewApplications", access);
  const conditions = [eq(teamApplications.teamId, access.team.id)];
  if (input.status) conditions.push(eq(teamApplications.status, input.status));
  if (input.cursor !== undefined) {
    conditions.push(
      before(
        teamApplications.createdAt,
        teamApplications.id,
        decodeCursor(input.cursor, createdCursorSchema),
      ),
    );
  }
  const rows = await selectApplications(db, and(...conditions)).limit(input.limit + 1);
  const page = pageOf(rows, input.limit, (row) => [row.createdAtExact, row.application.id]);
  return { items: page.items.map(toApplication), nextCursor: page.nextCursor };
}

/** `GET /api/applications/mine`: the person's own applications, every status. */
export async function listMyApplications(
  db: Database,
  actor: PolicyActor,
  input: { cursor?: string | undefined; limit: number },
): Promise<ApplicationListResponse> {
  const userId = signedInUserId(actor);
  const conditions = [eq(teamApplications.userId, userId)];
  if (input.cursor !== undefined) {
    conditions.push(
      before(
        teamApplications.createdAt,
        teamApplications.id,
        decodeCursor(input.cursor, createdCursorSchema),
      ),
    );
  }
  const rows = await selectApplications(db, and(...conditions)).limit(input.limit + 1);
  const page = pageOf(rows, input.limit, (row) => [row.createdAtExact, row.application.id]);
  return { items: page.items.map(toApplication), nextCursor: page.nextCursor };
}

interface ApplicationAccess {
  application: ApplicationRow;
  isApplicant: boolean;
  /** The team as the actor sees it; null when they may not see it (an applicant who left the incubator). */
  access: TeamAccess | null;
  canReview: boolean;
}

/**
 * The application as the actor may reach it: its applicant, or whoever reviews the team's applications.
 * For anyone else it does not exist (404).
 */
async function loadApplicationAccess(
  db: Database,
  actor: PolicyActor,
  id: string,
): Promise<ApplicationAccess> {
  const notFound = new AppError("not_found", TEAM_ERROR_MESSAGES.applicationNotFound);
  const userId = signedInUserId(actor);
  if (!isUuid(id)) throw notFound;
  const [application] = await db.select().from(teamApplications).where(eq(teamApplications.id, id));
  if (!application) throw notFound;
  const isApplicant = application.userId === userId;
  let access: TeamAccess | null = null;
  try {
    access = await loadTeamAccessById(db, actor, application.teamId);
  } catch (error) {
    if (!(error instanceof AppError && error.code === "not_found")) throw error;
  }
  const canReview = access !== null && can(actor, "reviewApplications", access);
  if (!isApplicant && !canReview) throw notFound;
  return { application, isApplicant, access, canReview };
}

/** `GET /api/applications/:id`: the application with its history, for its applicant or the team's leader. */
export async function getApplication(
  db: Database,
  actor: PolicyActor,
  input: { id: string },
): Promise<ApplicationDetailResponse> {
  const { application, isApplicant, canReview } = await loadApplicationAccess(db, actor, input.id);
  const [record, steps, applicantRoleFit] = await Promise.all([
    findApplicationRecord(db, application.id),
    db
      .select({
        status: teamApplicationSteps.status,
        actor: personRefColumns,
        note: teamApplicationSteps.note,
        at: teamApplicationSteps.createdAt,
      })
      .from(teamApplicationSteps)
      .leftJoin(users, eq(users.id, teamApplicationSteps.actorId))
      .where(eq(teamApplicationSteps.applicationId, application.id))
      .orderBy(asc(teamApplicationSteps.id)),
    // Shown to the team's reviewers only when the applicant opted in (docs/decisions/040-skills-profile.md).
    readSharedRoleFit(db, actor, { applicantId: application.userId, reviewsTheirApplication: canReview }),
  ]);
  if (!record) throw new AppError("not_found", TEAM_ERROR_MESSAGES.applicationNotFound);
  return {
    application: toApplication(record),
    steps: steps.map((step) => ({
      status: step.status,
      actor: step.actor,
      note: step.note,
      at: step.at.toISOString(),
    })),
    viewer: { isApplicant, canReview },
    applicantRoleFit,
  };
}

/** The audit action of each decision a leader takes on an application. */
const applicationAuditAction = {
  trial: "team_application.trial",
  accepted: "team_application.accept",
  declined: "team_application.decline",
} as const satisfies Record<Extract<ApplicationStatus, "trial" | "accepted" | "declined">, AuditAction>;

/**
 * A leader's decision: only on an open application, checked again by the UPDATE itself so two
 * decisions at once cannot both apply. Kept in the audit log.
 */
async function decide(
  db: Database,
  actor: PolicyActor,
  id: string,
  change: {
    status: Extract<ApplicationStatus, "trial" | "accepted" | "declined">;
    trialEndsOn?: string;
    declineReason?: string | null;
    note: string | null;
  },
  deps: PositionDeps,
  options: AuditOptions,
): Promise<ApplicationResponse> {
  const { application, access } = await loadApplicationAccess(db, actor, id);
  if (!access) throw new AppError("not_found", TEAM_ERROR_MESSAGES.applicationNotFound);
  assertCan(actor, "reviewApplications", access);
  if (!(OPEN_APPLICATION_STATUSES as readonly string[]).includes(application.status)) {
    throw new AppError("conflict", TEAM_ERROR_MESSAGES.applicationNotOpen);
  }
  await inStepTransaction(db, async (tx, claimRole) => {
    const [changed] = await tx
      .update(teamApplications)
      .set({
        status: change.status,
        ...(change.trialEndsOn ? { trialEndsOn: change.trialEndsOn } : {}),
        ...(change.declineReason !== undefined ? { declineReason: change.declineReason } : {}),
      })
      .where(
        and(
          eq(teamApplications.id, application.id),
          inArray(teamApplications.status, [...OPEN_APPLICATION_STATUSES]),
        ),
      )
      .returning();
    if (!changed) throw new AppError("conflict", TEAM_ERROR_MESSAGES.applicationNotOpen);
    let note = change.note;
    if (change.status === "accepted") {
      const [position] = application.positionId
        ? await tx
            .select({ coreRole: positions.coreRole })
            .from(positions)
            .where(eq(positions.id, application.positionId))
        : [];
      claimRole(position?.coreRole ?? application.wantedRole);
      const role = await admitApplicant(tx, changed, deps);
      note = role ? `Joined as ${CORE_TEAM_ROLE_LABELS[role]}` : null;
    }
    await recordApplicationStep(
      tx,
      changed,
      { actorId: signedInUserId(actor), note, email: change.status },
      access.team.slug,
    );
    await recordAudit(tx, {
      actor,
      action: applicationAuditAction[change.status],
      target: { type: "team_application", id: application.id },
      before: { status: application.status, trialEndsOn: application.trialEndsOn },
      after: { status: changed.status, trialEndsOn: changed.trialEndsOn },
      requestId: options.requestId,
    });
  });
  return applicationResponse(db, application.id);
}

/** Today on the app's clock (UTC), as YYYY-MM-DD. */
function today(deps: PositionDeps): string {
  return utcCalendarDay(deps.clock.now());
}

/** `POST /api/applications/:id/trial`: a trial that ends on a day after today (a new date moves it). */
export function startTrial(
  db: Database,
  actor: PolicyActor,
  input: { id: string; trialEndsOn: string },
  deps: PositionDeps,
  options: AuditOptions = {},
): Promise<ApplicationResponse> {
  if (input.trialEndsOn <= today(deps)) {
    throw new AppError("validation_failed", TEAM_ERROR_MESSAGES.trialMustEndAfterToday, [
      { path: ["trialEndsOn"], message: TEAM_ERROR_MESSAGES.trialMustEndAfterToday },
    ]);
  }
  return decide(
    db,
    actor,
    input.id,
    { status: "trial", trialEndsOn: input.trialEndsOn, note: `Trial until ${input.trialEndsOn}` },
    deps,
    options,
  );
}

/** `POST /api/applications/:id/accept`: the applicant becomes a member (see `admitApplicant`). */
export function acceptApplication(
  db: Database,
  actor: PolicyActor,
  input: { id: string },
  deps: PositionDeps,
  options: AuditOptions = {},
): Promise<ApplicationResponse> {
  return decide(db, actor, input.id, { status: "accepted", note: null }, deps, options);
}

/** `POST /api/applications/:id/decline`, with an optional reason the applicant reads. */
export function declineApplication(
  db: Database,
  actor: PolicyActor,
  input: { id: string; reason: string | null },
  deps: PositionDeps,
  options: AuditOptions = {},
): Promise<ApplicationResponse> {
  return decide(
    db,
    actor,
    input.id,
    { status: "declined", declineReason: input.reason, note: input.reason },
    deps,
    options,
  );
}

/** `POST /api/applications/:id/withdraw`: the applicant takes back an open application. */
export async function withdrawApplication(
  db: Database,
  actor: PolicyActor,
  input: { id: string },
): Promise<ApplicationResponse> {
  const { application, isApplicant } = await loadApplicationAccess(db, actor, input.id);
  positionsPolicy.assertCan(actor, "withdrawApplication", { kind: "application", isApplicant });
  const record = await findApplicationRecord(db, application.id);
  if (!record) throw new AppError("not_found", TEAM_ERROR_MESSAGES.applicationNotFound);
  await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(teamApplications)
      .set({ status: "withdrawn" })
      .where(
        and(
          eq(teamApplications.id, application.id),
          inArray(teamApplications.status, [...OPEN_APPLICATION_STATUSES]),
        ),
      )
      .returning();
    if (!changed) throw new AppError("conflict", TEAM_ERROR_MESSAGES.applicationNotOpen);
    await recordApplicationStep(
      tx,
      changed,
      { actorId: application.userId, note: null, email: "withdrawn" },
      record.team.slug,
    );
  });
  return applicationResponse(db, application.id);
}
