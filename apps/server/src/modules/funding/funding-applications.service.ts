import {
  FUNDING_CALL_MESSAGES,
  type FundingApplicationDetailResponse,
  type FundingQuestion,
  fundingAnswerRequiredMessage,
  fundingAnswerTooLongMessage,
  fundingAskTooLargeMessage,
  fundingCallPhase,
  type TeamStage,
  type UpdateFundingApplicationData,
} from "@hatchery/shared";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  fundingApplicationAnswers,
  fundingApplications,
  projects,
  teamMembers,
  teams,
} from "../../db/schema";
import { type AuditOptions, fieldsOf, recordAudit } from "../../lib/audit";
import type { Clock } from "../../lib/clock";
import { AppError } from "../../lib/errors";
import type { PolicyActor } from "../../lib/policy";
import { activeTierIn } from "../access/team-access";
import { notify } from "../notifications/notify.service";
import { assertCan } from "./funding-applications.policy";
import {
  applicationDetail,
  type FundingApplicationAccess,
  loadApplicationAccess,
} from "./funding-applications.records";
import { type FundingCallAccess, loadCallAccess, questionsOf } from "./funding-calls.records";
import { movedOf, publishApplicationMove } from "./funding-live-events";

/**
 * A team's application to a funding call: the leader starts the draft, it saves as they type, they
 * submit it (editable until the call closes), withdraw it and take it up again while the call is open.
 */

interface Problem {
  path: (string | number)[];
  message: string;
}

function invalid(problems: Problem[]): AppError {
  return new AppError("validation_failed", problems[0]?.message ?? "Some fields are invalid.", problems);
}

/** What keeps an application from being submitted (or a submitted one from being saved so). */
function submissionProblems(
  row: FundingApplicationAccess["row"],
  answers: Record<string, string>,
  questions: FundingQuestion[],
  call: FundingCallAccess["row"],
): Problem[] {
  const problems: Problem[] = [];
  if (!row.projectId) problems.push({ path: ["projectId"], message: FUNDING_CALL_MESSAGES.projectRequired });
  if (row.askCents === null) {
    problems.push({ path: ["askCents"], message: FUNDING_CALL_MESSAGES.askRequired });
  } else if (row.askCents > call.maxAwardCents) {
    problems.push({
      path: ["askCents"],
      message: fundingAskTooLargeMessage(call.maxAwardCents, call.currency),
    });
  }
  for (const question of questions) {
    const answer = (answers[question.id] ?? "").trim();
    if (question.required && answer === "") {
      problems.push({
        path: ["answers", question.id],
        message: fundingAnswerRequiredMessage(question.prompt),
      });
    } else if ([...answer].length > question.maxLength) {
      problems.push({
        path: ["answers", question.id],
        message: fundingAnswerTooLongMessage(question.prompt, question.maxLength),
      });
    }
  }
  return problems;
}

async function storedAnswers(db: Database, applicationId: string): Promise<Record<string, string>> {
  const rows = await db
    .select({ questionId: fundingApplicationAnswers.questionId, answer: fundingApplicationAnswers.answer })
    .from(fundingApplicationAnswers)
    .where(eq(fundingApplicationAnswers.applicationId, applicationId));
  return Object.fromEntries(rows.map((answer) => [answer.questionId, answer.answer]));
}

async function detailOf(
  db: Database,
  actor: PolicyActor,
  applicationId: string,
  clock: Clock,
): Promise<FundingApplicationDetailResponse> {
  const now = clock.now();
  return applicationDetail(db, actor, await loadApplicationAccess(db, actor, applicationId, now), now);
}

/** The team and where its would-be applicant stands: what the apply rule decides on. */
async function applyingTeam(db: Database, actor: PolicyActor & { kind: "user" }, teamId: string) {
  const [team] = await db
    .select({
      id: teams.id,
      incubatorId: teams.incubatorId,
      stage: teams.stage,
      isLeader: teamMembers.isLeader,
    })
    .from(teams)
    .leftJoin(teamMembers, and(eq(teamMembers.teamId, teams.id), eq(teamMembers.userId, actor.userId)))
    .where(eq(teams.id, teamId));
  // A team the caller is not in is one they cannot apply for: it answers as if it did not exist.
  if (!team || team.isLeader === null) throw new AppError("not_found", FUNDING_CALL_MESSAGES.teamNotFound);
  return { ...team, isLeader: team.isLeader };
}

/**
 * `POST /api/funding-calls/:callId/applications`: the team's leader, holding a subscriber tier in the
 * call's incubator, starts the team's draft while the call is open and the team is at an eligible stage.
 * A team has one application per call (the unique constraint decides two starts at once): starting again
 * answers the one it has, and takes a withdrawn one up again as a draft.
 */
export async function startApplication(
  db: Database,
  actor: PolicyActor,
  input: { callId: string; teamId: string },
  clock: Clock,
): Promise<FundingApplicationDetailResponse> {
  if (actor.kind !== "user") throw new AppError("unauthenticated");
  const now = clock.now();
  const call = await loadCallAccess(db, actor, input.callId);
  const team = await applyingTeam(db, actor, input.teamId);
  const resource = {
    kind: "team" as const,
    phase: fundingCallPhase(call.row, now),
    isLeader: team.isLeader,
    teamInCallIncubator: team.incubatorId === call.row.incubatorId,
    teamStage: team.stage,
    eligibleStages: call.row.eligibleStages as TeamStage[],
    leaderTier: await activeTierIn(db, actor.userId, call.row.incubatorId),
    incubatorName: call.incubatorRow.name,
  };
  const [existing] = await db
    .select({ id: fundingApplications.id, status: fundingApplications.status })
    .from(fundingApplications)
    .where(and(eq(fundingApplications.callId, call.row.id), eq(fundingApplications.teamId, team.id)));
  if (existing) {
    if (!team.isLeader) throw new AppError("forbidden", FUNDING_CALL_MESSAGES.leaderOnly);
    if (existing.status === "withdrawn") {
      assertCan(actor, "apply", resource);
      await db
        .update(fundingApplications)
        .set({ status: "draft" })
        .where(and(eq(fundingApplications.id, existing.id), eq(fundingApplications.status, "withdrawn")));
    }
    return detailOf(db, actor, existing.id, clock);
  }
  assertCan(actor, "apply", resource);
  const [created] = await db
    .insert(fundingApplications)
    .values({
      callId: call.row.id,
      incubatorId: call.row.incubatorId,
      teamId: team.id,
      createdBy: actor.userId,
    })
    .onConflictDoNothing({ target: [fundingApplications.callId, fundingApplications.teamId] })
    .returning({ id: fundingApplications.id });
  if (created) return detailOf(db, actor, created.id, clock);
  // Another start for the team won the race: answer the application it made.
  const [winner] = await db
    .select({ id: fundingApplications.id })
    .from(fundingApplications)
    .where(and(eq(fundingApplications.callId, call.row.id), eq(fundingApplications.teamId, team.id)));
  if (!winner) throw new Error("the team's application vanished after a conflicting insert");
  return detailOf(db, actor, winner.id, clock);
}

/** `GET /api/funding-applications/:applicationId`. */
export function getApplication(
  db: Database,
  actor: PolicyActor,
  input: { applicationId: string },
  clock: Clock,
): Promise<FundingApplicationDetailResponse> {
  return detailOf(db, actor, input.applicationId, clock);
}

/**
 * `PATCH /api/funding-applications/:applicationId`: what the autosave sends. The same change twice
 * leaves the same application. A draft saves whatever was typed; a submitted application must stay
 * complete, so its change is held to the submission's checks.
 */
export async function updateApplication(
  db: Database,
  actor: PolicyActor,
  input: UpdateFundingApplicationData & { applicationId: string },
  clock: Clock,
): Promise<FundingApplicationDetailResponse> {
  const { applicationId, answers, ...fields } = input;
  await db.transaction(async (tx) => {
    const access = await loadApplicationAccess(tx, actor, applicationId, clock.now(), { forUpdate: true });
    assertCan(actor, "edit", access);
    if (fields.projectId) {
      const [project] = await tx
        .select({ id: projects.id })
        .from(projects)
        .where(and(eq(projects.id, fields.projectId), eq(projects.teamId, access.row.teamId)));
      if (!project) throw invalid([{ path: ["projectId"], message: FUNDING_CALL_MESSAGES.projectNotOfTeam }]);
    }
    const questions = await questionsOf(tx, access.row.callId);
    if (answers) {
      const asked = new Set(questions.map((question) => question.id));
      const unknown = Object.keys(answers).find((questionId) => !asked.has(questionId));
      if (unknown)
        throw invalid([{ path: ["answers", unknown], message: FUNDING_CALL_MESSAGES.unknownQuestion }]);
      for (const [questionId, answer] of Object.entries(answers)) {
        await tx
          .insert(fundingApplicationAnswers)
          .values({ applicationId, questionId, answer })
          .onConflictDoUpdate({
            target: [fundingApplicationAnswers.applicationId, fundingApplicationAnswers.questionId],
            set: { answer, updatedAt: new Date() },
          });
      }
    }
    const [updated] = await tx
      .update(fundingApplications)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(fundingApplications.id, applicationId))
      .returning();
    if (!updated) throw new Error("the funding application update returned no row");
    if (updated.status === "submitted") {
      const problems = submissionProblems(
        updated,
        await storedAnswers(tx, applicationId),
        questions,
        access.call.row,
      );
      if (problems.length > 0) throw invalid(problems);
    }
  });
  return detailOf(db, actor, applicationId, clock);
}

const AUDITED_STEP_FIELDS = ["status", "submittedAt", "shortlistedAt"] as const;

/** Moves an application a step (submitted, withdrawn) and audits the step. */
async function moveApplication(
  tx: Database,
  actor: PolicyActor,
  before: typeof fundingApplications.$inferSelect,
  step: "submit" | "withdraw",
  changes: Partial<typeof fundingApplications.$inferInsert>,
  audit: AuditOptions,
): Promise<void> {
  const [after] = await tx
    .update(fundingApplications)
    .set(changes)
    .where(eq(fundingApplications.id, before.id))
    .returning();
  if (!after) throw new Error("the locked application was not updated");
  await recordAudit(tx, {
    actor,
    action: `funding_application.${step}`,
    target: { type: "funding_application", id: before.id },
    before: fieldsOf(before, AUDITED_STEP_FIELDS),
    after: fieldsOf(after, AUDITED_STEP_FIELDS),
    requestId: audit.requestId,
  });
}

/**
 * `POST /api/funding-applications/:applicationId/submit`: the project, the ask within the largest
 * award and every required answer within its limit; the call's owner is told. The application's row is
 * held while it is checked, so of two submissions one submits and the other is told it already was.
 */
export async function submitApplication(
  db: Database,
  actor: PolicyActor,
  input: { applicationId: string },
  clock: Clock,
  audit: AuditOptions = {},
): Promise<FundingApplicationDetailResponse> {
  await db.transaction(async (tx) => {
    const now = clock.now();
    const access = await loadApplicationAccess(tx, actor, input.applicationId, now, { forUpdate: true });
    assertCan(actor, "submit", access);
    const questions = await questionsOf(tx, access.row.callId);
    const problems = submissionProblems(
      access.row,
      await storedAnswers(tx, input.applicationId),
      questions,
      access.call.row,
    );
    if (problems.length > 0) throw invalid(problems);
    await moveApplication(tx, actor, access.row, "submit", { status: "submitted", submittedAt: now }, audit);
    await publishApplicationMove(tx, movedOf(access.row), "submitted", { withTeam: true });
    const ownerId = access.call.incubatorRow.ownerId;
    if (ownerId) {
      await notify(tx, [ownerId], {
        kind: "funding",
        actorId: actor.kind === "user" ? actor.userId : null,
        title: `${access.team.name} applied to ${access.call.row.title}`,
        url: `/funding/applications/${input.applicationId}`,
        subject: { fundingApplicationId: input.applicationId, fundingCallId: access.row.callId },
      });
    }
  });
  return detailOf(db, actor, input.applicationId, clock);
}

/** `POST /api/funding-applications/:applicationId/withdraw`: the leader takes it back while the call is open. */
export async function withdrawApplication(
  db: Database,
  actor: PolicyActor,
  input: { applicationId: string },
  clock: Clock,
  audit: AuditOptions = {},
): Promise<FundingApplicationDetailResponse> {
  await db.transaction(async (tx) => {
    const access = await loadApplicationAccess(tx, actor, input.applicationId, clock.now(), {
      forUpdate: true,
    });
    assertCan(actor, "withdraw", access);
    await moveApplication(
      tx,
      actor,
      access.row,
      "withdraw",
      { status: "withdrawn", shortlistedAt: null },
      audit,
    );
    // A draft never reached the call's people: only the team hears of its withdrawal.
    await publishApplicationMove(tx, movedOf(access.row), "withdrawn", {
      toCallPeople: access.row.status === "submitted",
      withTeam: true,
    });
  });
  return detailOf(db, actor, input.applicationId, clock);
}
