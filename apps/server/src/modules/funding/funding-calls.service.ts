import {
  type CreateFundingCallData,
  FUNDING_CALL_DESCRIPTION_MAX,
  FUNDING_CALL_MESSAGES,
  type FundingCallDetailResponse,
  type FundingCallListResponse,
  fundingCallPhase,
  fundingCallProblems,
  type UpdateFundingCallData,
} from "@hatchery/shared";
import { sanitizeMarkdown } from "@hatchery/shared/sanitize";
import { and, asc, eq, gt, isNotNull, isNull, lte, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { fundingCalls, incubators } from "../../db/schema";
import { type AuditOptions, changedFields, fieldsOf, recordAudit } from "../../lib/audit";
import type { Clock } from "../../lib/clock";
import { violatedCheckConstraint } from "../../lib/db-errors";
import { AppError } from "../../lib/errors";
import type { PolicyActor } from "../../lib/policy";
import { findIncubatorBySlug } from "../incubators/incubators.service";
import { viewerOfCall } from "./funding-applications.records";
import { replaceCriteria, replaceQuestions } from "./funding-calls.form";
import { assertCan, can, managesCalls } from "./funding-calls.policy";
import {
  type FundingCallAccess,
  isFormLocked,
  isPublicIncubator,
  loadCallAccess,
  placeIn,
  toCallDetail,
  toCallSummary,
} from "./funding-calls.records";

/** An incubator's funding calls: the owner drafts, publishes, closes early and extends them. */

const AUDITED_FIELDS = [
  "title",
  "currency",
  "poolCents",
  "maxAwardCents",
  "opensAt",
  "closesAt",
  "eligibleStages",
  "publishedAt",
  "closedAt",
] as const;

function invalid(path: string, message: string): AppError {
  return new AppError("validation_failed", message, [{ path: [path], message }]);
}

function sanitizedDescription(description: string): string {
  const clean = sanitizeMarkdown(description).trim();
  if ([...clean].length > FUNDING_CALL_DESCRIPTION_MAX) {
    throw invalid("description", `Description must be at most ${FUNDING_CALL_DESCRIPTION_MAX} characters`);
  }
  return clean;
}

/** A check of the call refused the change: the pool below its commitments is the one a form cannot see. */
function refusedByCheck(error: unknown): never {
  const constraint = violatedCheckConstraint(error);
  if (constraint === "funding_calls_committed_check" || constraint === "funding_calls_max_award_check") {
    const conflict = new AppError("conflict", FUNDING_CALL_MESSAGES.poolBelowCommitted);
    conflict.cause = error;
    throw conflict;
  }
  throw error;
}

export async function callDetail(
  db: Database,
  actor: PolicyActor,
  access: FundingCallAccess,
  clock: Clock,
): Promise<FundingCallDetailResponse> {
  const now = clock.now();
  return {
    call: await toCallDetail(db, access, now),
    viewer: actor.kind === "user" ? await viewerOfCall(db, actor, access, now) : null,
  };
}

/**
 * `GET /api/incubators/:slug/funding-calls`: visitors see the open calls of a public incubator, those
 * inside it every published one, and its owner and administrators the drafts too.
 */
export async function listIncubatorCalls(
  db: Database,
  actor: PolicyActor,
  input: { slug: string },
  clock: Clock,
): Promise<FundingCallListResponse> {
  const incubator = await findIncubatorBySlug(db, input.slug);
  const place = await placeIn(db, actor, incubator);
  const resource = {
    incubator: { ownerId: incubator.ownerId, isPublic: isPublicIncubator(incubator) },
    place,
  };
  const canManage = managesCalls(actor, incubator);
  const seesEveryPublished = can(actor, "view", {
    ...resource,
    call: { isPublished: true },
    isReviewer: false,
  });
  const isInside = place.viewerTier !== null || place.viewerOwnsIncubator || canManage;
  const now = clock.now();
  const rows = await db
    .select()
    .from(fundingCalls)
    .where(eq(fundingCalls.incubatorId, incubator.id))
    .orderBy(asc(fundingCalls.closesAt), asc(fundingCalls.id));
  const items = rows
    .map((row) => toCallSummary(row, incubator, now))
    .filter((call) => {
      if (call.phase === "draft") return canManage;
      if (isInside) return true;
      return seesEveryPublished && (call.phase === "open" || call.phase === "upcoming");
    });
  return { items, canManage };
}

/** `POST /api/incubators/:slug/funding-calls`: a draft, seen by the owner and administrators only. */
export async function createCall(
  db: Database,
  actor: PolicyActor,
  input: CreateFundingCallData & { slug: string },
  clock: Clock,
  options: AuditOptions = {},
): Promise<FundingCallDetailResponse> {
  const { slug, questions, criteria, description, ...fields } = input;
  const incubator = await findIncubatorBySlug(db, slug);
  const place = await placeIn(db, actor, incubator);
  assertCan(actor, "manage", {
    incubator: { ownerId: incubator.ownerId, isPublic: isPublicIncubator(incubator) },
    place,
    call: null,
    isReviewer: false,
  });
  const clean = sanitizedDescription(description);
  const callId = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(fundingCalls)
      .values({
        ...fields,
        description: clean,
        incubatorId: incubator.id,
        createdBy: actor.kind === "user" ? actor.userId : null,
      })
      .returning();
    if (!created) throw new Error("the funding call insert returned no row");
    await replaceQuestions(tx, created.id, questions);
    await replaceCriteria(tx, created.id, criteria);
    await recordAudit(tx, {
      actor,
      action: "funding_call.create",
      target: { type: "funding_call", id: created.id },
      before: {},
      after: fieldsOf(created, AUDITED_FIELDS),
      requestId: options.requestId,
    });
    return created.id;
  });
  return callDetail(db, actor, await loadCallAccess(db, actor, callId), clock);
}

/** `GET /api/funding-calls/:callId`. */
export async function getCall(
  db: Database,
  actor: PolicyActor,
  input: { callId: string },
  clock: Clock,
): Promise<FundingCallDetailResponse> {
  return callDetail(db, actor, await loadCallAccess(db, actor, input.callId), clock);
}

/** A change to a call by its owner, in one transaction holding the call's row. */
async function changeCall(
  db: Database,
  actor: PolicyActor,
  callId: string,
  clock: Clock,
  change: (
    tx: Database,
    access: FundingCallAccess,
    now: Date,
  ) => Promise<Partial<typeof fundingCalls.$inferInsert> | null>,
  audit: {
    action: "funding_call.update" | "funding_call.publish" | "funding_call.close" | "funding_call.extend";
  } & AuditOptions,
): Promise<FundingCallDetailResponse> {
  await db
    .transaction(async (tx) => {
      const access = await loadCallAccess(tx, actor, callId, { forUpdate: true });
      assertCan(actor, "manage", access);
      const now = clock.now();
      const values = await change(tx, access, now);
      if (!values || Object.keys(values).length === 0) return;
      const [updated] = await tx
        .update(fundingCalls)
        .set(values)
        .where(eq(fundingCalls.id, callId))
        .returning();
      if (!updated) throw new Error("the funding call update returned no row");
      const summary = changedFields(fieldsOf(access.row, AUDITED_FIELDS), fieldsOf(updated, AUDITED_FIELDS));
      await recordAudit(tx, {
        actor,
        action: audit.action,
        target: { type: "funding_call", id: callId },
        before: summary.before,
        after: summary.after,
        requestId: audit.requestId,
      });
    })
    .catch(refusedByCheck);
  return callDetail(db, actor, await loadCallAccess(db, actor, callId), clock);
}

/**
 * `PATCH /api/funding-calls/:callId`. Once an application was submitted the questions, the rubric and
 * the currency stay as they are; the rules across fields are checked on the call as it would become.
 */
export async function updateCall(
  db: Database,
  actor: PolicyActor,
  input: UpdateFundingCallData & { callId: string },
  clock: Clock,
  options: AuditOptions = {},
): Promise<FundingCallDetailResponse> {
  const { callId, questions, criteria, description, ...fields } = input;
  return changeCall(
    db,
    actor,
    callId,
    clock,
    async (tx, access) => {
      const touchesForm =
        questions !== undefined ||
        criteria !== undefined ||
        (fields.currency !== undefined && fields.currency !== access.row.currency);
      if (touchesForm && (await isFormLocked(tx, callId))) {
        throw new AppError("conflict", FUNDING_CALL_MESSAGES.formLocked);
      }
      const merged = { ...access.row, ...fields };
      const [problem] = fundingCallProblems(merged);
      if (problem) throw invalid(problem.path, problem.message);
      if (questions) await replaceQuestions(tx, callId, questions);
      if (criteria) await replaceCriteria(tx, callId, criteria);
      return {
        ...fields,
        ...(description === undefined ? {} : { description: sanitizedDescription(description) }),
        updatedAt: new Date(),
      };
    },
    { action: "funding_call.update", ...options },
  );
}

/** `POST /api/funding-calls/:callId/publish`: the call appears to those who may see it. */
export function publishCall(
  db: Database,
  actor: PolicyActor,
  input: { callId: string },
  clock: Clock,
  options: AuditOptions = {},
): Promise<FundingCallDetailResponse> {
  return changeCall(
    db,
    actor,
    input.callId,
    clock,
    async (_tx, access, now) => {
      if (access.row.publishedAt) throw new AppError("conflict", FUNDING_CALL_MESSAGES.alreadyPublished);
      if (access.row.closesAt <= now) throw new AppError("conflict", FUNDING_CALL_MESSAGES.closingPassed);
      return { publishedAt: now };
    },
    { action: "funding_call.publish", ...options },
  );
}

/** `POST /api/funding-calls/:callId/close`: closes a published call before its closing time. */
export function closeCall(
  db: Database,
  actor: PolicyActor,
  input: { callId: string },
  clock: Clock,
  options: AuditOptions = {},
): Promise<FundingCallDetailResponse> {
  return changeCall(
    db,
    actor,
    input.callId,
    clock,
    async (_tx, access, now) => {
      const phase = fundingCallPhase(access.row, now);
      if (phase === "draft") throw new AppError("conflict", FUNDING_CALL_MESSAGES.notPublished);
      if (phase === "closed") throw new AppError("conflict", FUNDING_CALL_MESSAGES.alreadyClosed);
      return { closedAt: now };
    },
    { action: "funding_call.close", ...options },
  );
}

/** `POST /api/funding-calls/:callId/extend`: moves the closing time later, never earlier. */
export function extendCall(
  db: Database,
  actor: PolicyActor,
  input: { callId: string; closesAt: Date },
  clock: Clock,
  options: AuditOptions = {},
): Promise<FundingCallDetailResponse> {
  return changeCall(
    db,
    actor,
    input.callId,
    clock,
    async (_tx, access, now) => {
      if (access.row.closedAt) throw new AppError("conflict", FUNDING_CALL_MESSAGES.closedEarly);
      if (input.closesAt <= access.row.closesAt || input.closesAt <= now) {
        throw invalid("closesAt", FUNDING_CALL_MESSAGES.extendLater);
      }
      return { closesAt: input.closesAt };
    },
    { action: "funding_call.extend", ...options },
  );
}

/**
 * The open calls of public incubators, for the sitemaps: what a visitor finds on an incubator's
 * funding page. The database's clock decides "open", as the sitemap has no request clock.
 */
export async function listOpenPublicCallPages(db: Database): Promise<{ path: string; updatedAt: Date }[]> {
  const rows = await db
    .select({ id: fundingCalls.id, updatedAt: fundingCalls.updatedAt })
    .from(fundingCalls)
    .innerJoin(incubators, eq(incubators.id, fundingCalls.incubatorId))
    .where(
      and(
        ne(incubators.status, "archived"),
        isNotNull(fundingCalls.publishedAt),
        isNull(fundingCalls.closedAt),
        lte(fundingCalls.opensAt, sql`now()`),
        gt(fundingCalls.closesAt, sql`now()`),
      ),
    )
    .orderBy(asc(fundingCalls.id));
  return rows.map((row) => ({ path: `/funding/calls/${row.id}`, updatedAt: row.updatedAt }));
}
