import {
  type CreatePlanData,
  INCUBATOR_ERROR_MESSAGES,
  PLAN_DESCRIPTION_MAX_LENGTH,
  type PlanListResponse,
  type PlanResponse,
  type PublicPlanResponse,
  plainTextLine,
  type UpdatePlanData,
} from "@hatchery/shared";
import { sanitizeMarkdown } from "@hatchery/shared/sanitize";
import { and, eq, ne } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { incubators, subscriptionPlans } from "../../db/schema";
import { type AuditOptions, fieldsOf, recordAudit } from "../../lib/audit";
import type { Actor } from "../../lib/context";
import { AppError } from "../../lib/errors";
import type { PolicyActor } from "../../lib/policy";
import * as incubatorPolicy from "./incubators.policy";
import { findIncubatorFor, PLAN_ORDER, type PlanRow, toPlan } from "./incubators.service";

export const PLAN_NAME_REQUIRED_MESSAGE = "Plan name is required";
export const PLAN_DESCRIPTION_TOO_LONG_MESSAGE = `Plan description must be at most ${PLAN_DESCRIPTION_MAX_LENGTH} characters`;
export const FEATURE_REQUIRED_MESSAGE = "Feature is required";

/** Every plan of the incubator, inactive ones too, for whoever may manage its plans. */
export async function listPlans(
  db: Database,
  actor: PolicyActor,
  input: { slug: string },
): Promise<PlanListResponse> {
  const incubator = await findIncubatorFor(db, actor, "managePlans", input.slug);
  const rows = await db
    .select()
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.incubatorId, incubator.id))
    .orderBy(...PLAN_ORDER);
  return { plans: rows.map(toPlan) };
}

function invalid(path: (string | number)[], message: string): AppError {
  return new AppError("validation_failed", message, [{ path, message }]);
}

function sanitizedPlanName(name: string): string {
  const clean = plainTextLine(name);
  if (!clean) throw invalid(["name"], PLAN_NAME_REQUIRED_MESSAGE);
  return clean;
}

function sanitizedPlanDescription(description: string): string {
  const clean = sanitizeMarkdown(description).trim();
  // Rewriting an autolink as a markdown link can lengthen the text past the limit.
  if ([...clean].length > PLAN_DESCRIPTION_MAX_LENGTH) {
    throw invalid(["description"], PLAN_DESCRIPTION_TOO_LONG_MESSAGE);
  }
  return clean;
}

/** Features are plain lines of a list, kept as typed; each must keep some text once whitespace is collapsed. */
function sanitizedFeatures(features: string[]): string[] {
  return features.map((feature, index) => {
    const clean = plainTextLine(feature);
    if (!clean) throw invalid(["features", index], FEATURE_REQUIRED_MESSAGE);
    return clean;
  });
}

/** Adds a plan to an incubator whose plans the actor may manage. */
export async function createPlan(
  db: Database,
  actor: PolicyActor,
  input: { slug: string; plan: CreatePlanData },
  options: AuditOptions = {},
): Promise<PlanResponse> {
  const { plan } = input;
  const values = {
    name: sanitizedPlanName(plan.name),
    description: sanitizedPlanDescription(plan.description),
    priceMonthly: plan.priceMonthly,
    trialPeriodDays: plan.trialPeriodDays,
    isActive: plan.isActive,
    isRecommended: plan.isRecommended,
    features: sanitizedFeatures(plan.features),
  };
  return db.transaction(async (tx) => {
    const incubator = await findIncubatorFor(tx, actor, "managePlans", input.slug);
    const [row] = await tx
      .insert(subscriptionPlans)
      .values({ ...values, incubatorId: incubator.id })
      .returning();
    const plan = row as PlanRow;
    await recordAudit(tx, {
      actor,
      action: "plan.create",
      target: { type: "plan", id: plan.id },
      before: {},
      after: fieldsOf(plan, [...Object.keys(values), "incubatorId"]),
      requestId: options.requestId,
    });
    return { plan: toPlan(plan) };
  });
}

const planIdSchema = z.uuid();

function planNotFound(): AppError {
  return new AppError("not_found", INCUBATOR_ERROR_MESSAGES.planNotFound);
}

/**
 * A plan as a subscribe link shows it, with its incubator's name and address: only an active plan of
 * an incubator that is not archived, the plans a person can be offered. Anything else, a malformed id
 * too, is not found.
 */
export async function getPublicPlan(
  db: Database,
  _actor: Actor,
  input: { id: string },
): Promise<PublicPlanResponse> {
  // Anything that is not a plan id names no plan (and must not reach the uuid column as a query error).
  if (!planIdSchema.safeParse(input.id).success) throw planNotFound();
  const [row] = await db
    .select({
      plan: subscriptionPlans,
      incubator: { id: incubators.id, slug: incubators.slug, name: incubators.name },
    })
    .from(subscriptionPlans)
    .innerJoin(incubators, eq(incubators.id, subscriptionPlans.incubatorId))
    .where(
      and(
        eq(subscriptionPlans.id, input.id),
        eq(subscriptionPlans.isActive, true),
        ne(incubators.status, "archived"),
      ),
    );
  if (!row) throw planNotFound();
  return { plan: toPlan(row.plan), incubator: row.incubator };
}

/**
 * Changes the fields that were sent on a plan of an incubator whose plans the actor may manage. Existing
 * subscriptions keep their plan: a price change applies to new subscriptions, and deactivating a
 * plan only takes it off the incubator's page.
 */
export async function updatePlan(
  db: Database,
  actor: PolicyActor,
  input: { id: string; changes: UpdatePlanData },
  options: AuditOptions = {},
): Promise<PlanResponse> {
  const { changes } = input;
  // Anything that is not a plan id names no plan (and must not reach the uuid column as a query error).
  if (!planIdSchema.safeParse(input.id).success) throw planNotFound();
  const values: Partial<typeof subscriptionPlans.$inferInsert> = {
    ...(changes.name !== undefined && { name: sanitizedPlanName(changes.name) }),
    ...(changes.description !== undefined && { description: sanitizedPlanDescription(changes.description) }),
    ...(changes.priceMonthly !== undefined && { priceMonthly: changes.priceMonthly }),
    ...(changes.trialPeriodDays !== undefined && { trialPeriodDays: changes.trialPeriodDays }),
    ...(changes.isActive !== undefined && { isActive: changes.isActive }),
    ...(changes.isRecommended !== undefined && { isRecommended: changes.isRecommended }),
    ...(changes.features !== undefined && { features: sanitizedFeatures(changes.features) }),
  };
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ plan: subscriptionPlans, ownerId: incubators.ownerId })
      .from(subscriptionPlans)
      .innerJoin(incubators, eq(incubators.id, subscriptionPlans.incubatorId))
      .where(eq(subscriptionPlans.id, input.id))
      .for("update", { of: subscriptionPlans });
    if (!current) throw planNotFound();
    incubatorPolicy.assertCan(actor, "managePlans", current);
    if (Object.keys(values).length === 0) return { plan: toPlan(current.plan) };
    const [row] = await tx
      .update(subscriptionPlans)
      .set(values)
      .where(eq(subscriptionPlans.id, input.id))
      .returning();
    await recordAudit(tx, {
      actor,
      action: "plan.update",
      target: { type: "plan", id: input.id },
      before: fieldsOf(current.plan, Object.keys(values)),
      after: fieldsOf(row as PlanRow, Object.keys(values)),
      requestId: options.requestId,
    });
    return { plan: toPlan(row as PlanRow) };
  });
}
