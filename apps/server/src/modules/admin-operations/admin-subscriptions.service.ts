import type { AdminRevenueResponse, AdminSubscription, Page, SubscriptionStatus } from "@hatchery/shared";
import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { incubators, subscriptionPlans, subscriptions, users } from "../../db/schema";
import { decodeCursor, exactTimestamp, pageOf } from "../../lib/pagination";
import type { PolicyActor } from "../../lib/policy";
import { assertCan } from "./admin-operations.policy";

const cursorSchema = z.tuple([z.iso.datetime(), z.uuid()]);

/**
 * Subscriptions newest first, of every status unless one is asked for; of one incubator (by slug) or one
 * person (by the email of their account: their whole history). An unknown slug or email is an empty list.
 */
export async function listAdminSubscriptions(
  db: Database,
  actor: PolicyActor,
  input: {
    status?: SubscriptionStatus | undefined;
    incubator?: string | undefined;
    person?: string | undefined;
    cursor?: string;
    limit: number;
  },
): Promise<Page<AdminSubscription>> {
  assertCan(actor, "listSubscriptions", null);
  const conditions: (SQL | undefined)[] = [];
  if (input.status) conditions.push(eq(subscriptions.status, input.status));
  if (input.incubator) conditions.push(eq(incubators.slug, input.incubator));
  if (input.person) conditions.push(eq(users.email, input.person));
  if (input.cursor !== undefined) {
    const [createdAt, id] = decodeCursor(input.cursor, cursorSchema);
    conditions.push(
      sql`(${subscriptions.createdAt}, ${subscriptions.id}) < (${createdAt}::timestamptz, ${id}::uuid)`,
    );
  }
  const rows = await db
    .select({
      row: subscriptions,
      createdAtExact: exactTimestamp(subscriptions.createdAt),
      personName: users.name,
      personEmail: users.email,
      incubatorSlug: incubators.slug,
      incubatorName: incubators.name,
      planName: subscriptionPlans.name,
      planPrice: subscriptionPlans.priceMonthly,
    })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .innerJoin(incubators, eq(incubators.id, subscriptions.incubatorId))
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
    .where(and(...conditions))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(input.limit + 1);
  const page = pageOf(rows, input.limit, (item) => [item.createdAtExact, item.row.id]);
  return {
    items: page.items.map(({ row, ...joined }) => ({
      id: row.id,
      status: row.status,
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      provider: row.provider,
      person: { id: row.userId, name: joined.personName, email: joined.personEmail },
      incubator: { slug: joined.incubatorSlug, name: joined.incubatorName },
      plan: { id: row.planId, name: joined.planName, priceMonthly: joined.planPrice },
      trialEndsAt: row.trialEndsAt?.toISOString() ?? null,
      currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
      canceledAt: row.canceledAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
    nextCursor: page.nextCursor,
  };
}

/**
 * Monthly recurring revenue per incubator and in total: the monthly price of each paying (`active`)
 * subscription, one canceled at the period's end included since it pays until then. Trials (SPEC §4
 * counts them active) pay nothing yet, so they are counted apart with the revenue they would add.
 * Incubators with neither are left out; the rest come largest revenue first.
 */
export async function readRevenue(db: Database, actor: PolicyActor): Promise<AdminRevenueResponse> {
  assertCan(actor, "readRevenue", null);
  const paying = sql`${subscriptions.status} = 'active'`;
  const trial = sql`${subscriptions.status} = 'trial'`;
  const rows = await db
    .select({
      slug: incubators.slug,
      name: incubators.name,
      mrrCents: sql<number>`coalesce(sum(${subscriptionPlans.priceMonthly}) filter (where ${paying}), 0)::int`,
      activeCount: sql<number>`(count(*) filter (where ${paying}))::int`,
      trialCount: sql<number>`(count(*) filter (where ${trial}))::int`,
      trialValueCents: sql<number>`coalesce(sum(${subscriptionPlans.priceMonthly}) filter (where ${trial}), 0)::int`,
    })
    .from(subscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
    .innerJoin(incubators, eq(incubators.id, subscriptions.incubatorId))
    .where(sql`${subscriptions.status} in ('active', 'trial')`)
    .groupBy(incubators.id, incubators.slug, incubators.name)
    .orderBy(
      desc(sql`coalesce(sum(${subscriptionPlans.priceMonthly}) filter (where ${paying}), 0)`),
      asc(incubators.name),
    );
  const total = { mrrCents: 0, activeCount: 0, trialCount: 0, trialValueCents: 0 };
  for (const row of rows) {
    total.mrrCents += row.mrrCents;
    total.activeCount += row.activeCount;
    total.trialCount += row.trialCount;
    total.trialValueCents += row.trialValueCents;
  }
  return { total, incubators: rows };
}
