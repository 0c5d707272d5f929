import {
  ACTIVE_SUBSCRIPTION_STATUSES,
  ADMIN_OPERATIONS_MESSAGES,
  type AdminIncubator,
  type AdminPlanSummary,
  type IncubatorStatus,
  isIncubatorSlug,
  JOIN_FAILURE_REASONS,
  type Page,
  type Role,
} from "@hatchery/shared";
import { and, asc, eq, gt, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { incubatorMembers, incubators, subscriptionPlans, subscriptions, users } from "../../db/schema";
import { type AuditOptions, recordAudit } from "../../lib/audit";
import { AppError } from "../../lib/errors";
import { escapeLike } from "../../lib/like-pattern";
import { decodeCursor, pageOf } from "../../lib/pagination";
import type { PolicyActor } from "../../lib/policy";
import { updateIncubator } from "../incubators/incubators.service";
import { notify } from "../notifications/notify.service";
import { listRoles } from "../roles/roles.service";
import { assertCan } from "./admin-operations.policy";

/** Roles that let an owner manage their incubator (SPEC §6: the advisor check accepts a coach). */
const OWNER_ROLES: readonly Role[] = ["advisor", "coach", "admin"];

const cursorSchema = z.tuple([z.string(), z.string()]);

function incubatorNotFound(): AppError {
  return new AppError("not_found", JOIN_FAILURE_REASONS.notFound);
}

const memberCount = sql<number>`(select count(*)::int from ${incubatorMembers}
  where ${incubatorMembers.incubatorId} = ${incubators.id} and ${incubatorMembers.status} = 'active')`;
const subscriberCount = sql<number>`(select count(*)::int from ${incubatorMembers}
  where ${incubatorMembers.incubatorId} = ${incubators.id} and ${incubatorMembers.status} = 'active'
  and ${incubatorMembers.membershipTier} = 'subscriber')`;

/** The incubators matching `where`, with owner and counts, in name order; `limit` rows at most. */
async function readIncubators(db: Database, where: SQL | undefined, limit: number) {
  return db
    .select({
      id: incubators.id,
      slug: incubators.slug,
      name: incubators.name,
      status: incubators.status,
      createdAt: incubators.createdAt,
      ownerId: users.id,
      ownerName: users.name,
      ownerEmail: users.email,
      memberCount,
      subscriberCount,
    })
    .from(incubators)
    .leftJoin(users, eq(users.id, incubators.ownerId))
    .where(where)
    .orderBy(asc(incubators.name), asc(incubators.id))
    .limit(limit);
}

type IncubatorRow = Awaited<ReturnType<typeof readIncubators>>[number];

/** Every plan of these incubators, cheapest first, with the subscriptions holding it now. */
async function plansOf(db: Database, incubatorIds: string[]): Promise<Map<string, AdminPlanSummary[]>> {
  const byIncubator = new Map<string, AdminPlanSummary[]>();
  if (incubatorIds.length === 0) return byIncubator;
  const rows = await db
    .select({
      incubatorId: subscriptionPlans.incubatorId,
      id: subscriptionPlans.id,
      name: subscriptionPlans.name,
      priceMonthly: subscriptionPlans.priceMonthly,
      trialPeriodDays: subscriptionPlans.trialPeriodDays,
      isActive: subscriptionPlans.isActive,
      subscriberCount: sql<number>`count(${subscriptions.id})::int`,
    })
    .from(subscriptionPlans)
    .leftJoin(
      subscriptions,
      and(
        eq(subscriptions.planId, subscriptionPlans.id),
        inArray(subscriptions.status, [...ACTIVE_SUBSCRIPTION_STATUSES]),
      ),
    )
    .where(inArray(subscriptionPlans.incubatorId, incubatorIds))
    .groupBy(subscriptionPlans.id)
    .orderBy(asc(subscriptionPlans.priceMonthly), asc(subscriptionPlans.name), asc(subscriptionPlans.id));
  for (const { incubatorId, ...plan } of rows) {
    byIncubator.set(incubatorId, [...(byIncubator.get(incubatorId) ?? []), plan]);
  }
  return byIncubator;
}

function toAdminIncubator(row: IncubatorRow, plans: AdminPlanSummary[]): AdminIncubator {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    status: row.status,
    owner:
      row.ownerId !== null && row.ownerName !== null && row.ownerEmail !== null
        ? { id: row.ownerId, name: row.ownerName, email: row.ownerEmail }
        : null,
    memberCount: row.memberCount,
    subscriberCount: row.subscriberCount,
    plans,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Every incubator, archived ones included, in name order: search in the name, slug and owner's email,
 * filter on status.
 */
export async function listAdminIncubators(
  db: Database,
  actor: PolicyActor,
  input: {
    search?: string | undefined;
    status?: IncubatorStatus | undefined;
    cursor?: string;
    limit: number;
  },
): Promise<Page<AdminIncubator>> {
  assertCan(actor, "listIncubators", null);
  const conditions: (SQL | undefined)[] = [];
  if (input.search) {
    const pattern = `%${escapeLike(input.search)}%`;
    conditions.push(
      or(ilike(incubators.name, pattern), ilike(incubators.slug, pattern), ilike(users.email, pattern)),
    );
  }
  if (input.status) conditions.push(eq(incubators.status, input.status));
  if (input.cursor !== undefined) {
    const [name, id] = decodeCursor(input.cursor, cursorSchema);
    conditions.push(or(gt(incubators.name, name), and(eq(incubators.name, name), gt(incubators.id, id))));
  }
  const rows = await readIncubators(db, and(...conditions), input.limit + 1);
  const page = pageOf(rows, input.limit, (row) => [row.name, row.id]);
  const plans = await plansOf(
    db,
    page.items.map((row) => row.id),
  );
  return {
    items: page.items.map((row) => toAdminIncubator(row, plans.get(row.id) ?? [])),
    nextCursor: page.nextCursor,
  };
}

async function adminIncubatorBySlug(db: Database, slug: string): Promise<AdminIncubator> {
  const [row] = await readIncubators(db, eq(incubators.slug, slug), 1);
  if (!row) throw incubatorNotFound();
  const plans = await plansOf(db, [row.id]);
  return toAdminIncubator(row, plans.get(row.id) ?? []);
}

/**
 * Sets an incubator's status. The incubators module makes the change (its own edit policy, which lets
 * an administrator edit any incubator) and audits it as `incubator.update`, as an owner's edit is.
 */
export async function changeIncubatorStatus(
  db: Database,
  actor: PolicyActor,
  input: { slug: string; status: IncubatorStatus },
  options: AuditOptions = {},
): Promise<{ incubator: AdminIncubator }> {
  assertCan(actor, "changeIncubatorStatus", null);
  await updateIncubator(db, actor, { slug: input.slug, changes: { status: input.status } }, options);
  return { incubator: await adminIncubatorBySlug(db, input.slug) };
}

/**
 * Tells the new owner and the former one, in the transaction of the change: it moves what each may
 * edit, and neither asked for it. An administrator handing an incubator to themselves is not told.
 */
async function notifyOwnershipChange(
  tx: Database,
  actor: PolicyActor,
  change: {
    incubator: { id: string; name: string; slug: string };
    newOwnerId: string;
    formerOwnerId: string | null;
  },
): Promise<void> {
  const base = {
    kind: "incubator_ownership" as const,
    actorId: actor.kind === "user" ? actor.userId : null,
    url: `/incubators/${encodeURIComponent(change.incubator.slug)}`,
    subject: { incubatorId: change.incubator.id },
  };
  await notify(tx, [change.newOwnerId], {
    ...base,
    title: `You are now the owner of ${change.incubator.name}`,
    excerpt: "An administrator handed this incubator to you: you can now edit it and manage its members.",
  });
  if (change.formerOwnerId !== null) {
    await notify(tx, [change.formerOwnerId], {
      ...base,
      title: `${change.incubator.name} has a new owner`,
      excerpt: "An administrator handed this incubator to someone else: you can no longer edit it.",
    });
  }
}

/**
 * Hands an incubator to the person with this email address. The new owner must be able to manage it
 * (SPEC §6: the advisor role, which a coach satisfies, or an administrator), so an owner is never left
 * unable to edit what they own. The former owner keeps their roles and any membership: they lose only
 * the editing that came with owning it. Audited as `incubator.transfer`; both are notified.
 */
export async function transferIncubator(
  db: Database,
  actor: PolicyActor,
  input: { slug: string; email: string },
  options: AuditOptions = {},
): Promise<{ incubator: AdminIncubator }> {
  assertCan(actor, "transferIncubator", null);
  if (!isIncubatorSlug(input.slug)) throw incubatorNotFound();
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ id: incubators.id, name: incubators.name, ownerId: incubators.ownerId })
      .from(incubators)
      .where(eq(incubators.slug, input.slug))
      .for("update");
    if (!current) throw incubatorNotFound();
    const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email));
    if (!owner) throw new AppError("not_found", ADMIN_OPERATIONS_MESSAGES.noAccount);
    const roles = await listRoles(tx, owner.id);
    if (!roles.some((role) => OWNER_ROLES.includes(role))) {
      throw new AppError("validation_failed", ADMIN_OPERATIONS_MESSAGES.ownerNeedsRole, [
        { path: ["email"], message: ADMIN_OPERATIONS_MESSAGES.ownerNeedsRole },
      ]);
    }
    if (current.ownerId === owner.id) return;
    await tx.update(incubators).set({ ownerId: owner.id }).where(eq(incubators.id, current.id));
    await recordAudit(tx, {
      actor,
      action: "incubator.transfer",
      target: { type: "incubator", id: current.id },
      before: { ownerId: current.ownerId },
      after: { ownerId: owner.id },
      requestId: options.requestId,
    });
    await notifyOwnershipChange(tx, actor, {
      incubator: { id: current.id, name: current.name, slug: input.slug },
      newOwnerId: owner.id,
      formerOwnerId: current.ownerId,
    });
  });
  return { incubator: await adminIncubatorBySlug(db, input.slug) };
}
