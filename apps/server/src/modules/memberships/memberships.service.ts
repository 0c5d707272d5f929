import {
  ACTIVE_SUBSCRIPTION_STATUSES,
  INCUBATOR_ERROR_MESSAGES,
  isIncubatorSlug,
  JOIN_FAILURE_REASONS,
  type Membership,
  type MembershipResponse,
  type OwnMembershipsResponse,
} from "@hatchery/shared";
import { and, eq, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "../../db/client";
import { incubatorMembers, incubators, subscriptions } from "../../db/schema";
import type { Actor } from "../../lib/context";
import { isUnstorableCharacterError } from "../../lib/db-errors";
import { AppError } from "../../lib/errors";
import { defineScheduledJob, type JobRegistration, registerSchedule } from "../../lib/jobs/jobs";
import { publishEvent } from "../../lib/realtime/event-log";

type MemberRow = typeof incubatorMembers.$inferSelect;

export function toMembership(row: MemberRow): Membership {
  return {
    incubatorId: row.incubatorId,
    membershipTier: row.membershipTier,
    status: row.status,
    joinedAt: row.joinedAt.toISOString(),
    lastActiveAt: row.lastActiveAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function signedInUserId(actor: Actor): string {
  if (actor.kind !== "user") throw new AppError("unauthenticated");
  return actor.userId;
}

/** The incubators the person is an active member of, by name: where leading a team could start. */
export async function listOwnMemberships(db: Database, actor: Actor): Promise<OwnMembershipsResponse> {
  const rows = await db
    .select({
      incubator: { slug: incubators.slug, name: incubators.name },
      membershipTier: incubatorMembers.membershipTier,
    })
    .from(incubatorMembers)
    .innerJoin(incubators, eq(incubators.id, incubatorMembers.incubatorId))
    .where(and(eq(incubatorMembers.userId, signedInUserId(actor)), eq(incubatorMembers.status, "active")))
    .orderBy(incubators.name, incubators.slug);
  return { items: rows };
}

export async function findMembership(
  db: Database,
  userId: string,
  incubatorId: string,
): Promise<Membership | null> {
  const [row] = await db
    .select()
    .from(incubatorMembers)
    .where(and(eq(incubatorMembers.userId, userId), eq(incubatorMembers.incubatorId, incubatorId)));
  return row ? toMembership(row) : null;
}

/** SPEC §4: a subscription counts as active when its status is trial or active. */
const ACTIVE_STATUSES = sql`(${sql.join(
  ACTIVE_SUBSCRIPTION_STATUSES.map((status) => sql`${status}`),
  sql`, `,
)})`;

/** `subscriber` when the person holds an active (trial or active) subscription to the incubator. */
function tierFor(userId: string, incubatorId: string) {
  return sql`case when exists (
    select 1 from ${subscriptions}
    where ${subscriptions.userId} = ${userId}
      and ${subscriptions.incubatorId} = ${incubatorId}
      and ${subscriptions.status} in ${ACTIVE_STATUSES}
  ) then 'subscriber' else 'guest' end`;
}

/**
 * SPEC §4 tier sync for one person and incubator: run in the transaction of every subscription change,
 * so the tier never disagrees with the subscriptions once it commits.
 */
export async function syncMembershipTier(db: Database, userId: string, incubatorId: string): Promise<void> {
  await db
    .update(incubatorMembers)
    .set({ membershipTier: sql`${tierFor(userId, incubatorId)}` })
    .where(
      and(
        eq(incubatorMembers.userId, userId),
        eq(incubatorMembers.incubatorId, incubatorId),
        sql`${incubatorMembers.membershipTier} is distinct from ${tierFor(userId, incubatorId)}`,
      ),
    );
}

/**
 * Makes the person an active member (a guest unless a subscription says otherwise): the SPEC §4 upsert
 * on (user_id, incubator_id), which also brings back someone who left. The first joined_at is kept.
 * The person's open event streams hear "membership.changed" and see the incubator's events from then on.
 */
export async function upsertActiveMembership(
  db: Database,
  userId: string,
  incubatorId: string,
  now: Date,
): Promise<void> {
  await db
    .insert(incubatorMembers)
    .values({
      userId,
      incubatorId,
      membershipTier: "guest",
      status: "active",
      joinedAt: now,
      lastActiveAt: now,
    })
    .onConflictDoUpdate({
      target: [incubatorMembers.userId, incubatorMembers.incubatorId],
      set: { status: "active", lastActiveAt: now },
    });
  await syncMembershipTier(db, userId, incubatorId);
  await publishMembershipChanged(db, userId, incubatorId);
}

function publishMembershipChanged(tx: Database, userId: string, incubatorId: string): Promise<number> {
  return publishEvent(tx, {
    type: "membership.changed",
    audience: { kind: "person", id: userId },
    payload: { incubatorId },
  });
}

/** 404 'Incubator not found' for text that cannot be a slug, before it reaches a query (a NUL byte would fail there). */
function assertSlugLike(slug: string): void {
  if (!isIncubatorSlug(slug)) throw new AppError("not_found", JOIN_FAILURE_REASONS.notFound);
}

/**
 * Join as guest (SPEC §4, §8). The reasons are the SPEC's words: a failed lookup is 503 'Database error
 * occurred while checking incubator'; a row that cannot be read back afterwards is 500 'Membership
 * creation could not be verified'.
 */
export async function joinIncubator(
  db: Database,
  actor: Actor,
  input: { slug: string },
  now: Date,
): Promise<MembershipResponse> {
  const userId = signedInUserId(actor);
  assertSlugLike(input.slug);
  let incubator: { id: string; status: string } | undefined;
  try {
    [incubator] = await db
      .select({ id: incubators.id, status: incubators.status })
      .from(incubators)
      .where(eq(incubators.slug, input.slug));
  } catch (error) {
    // Input the database refuses is the request's fault, not the database's: the error handler answers it.
    if (isUnstorableCharacterError(error)) throw error;
    const failure = new AppError("unavailable", JOIN_FAILURE_REASONS.databaseError);
    failure.cause = error;
    throw failure;
  }
  if (!incubator) throw new AppError("not_found", JOIN_FAILURE_REASONS.notFound);
  if (incubator.status !== "active") throw new AppError("conflict", JOIN_FAILURE_REASONS.notAccepting);
  const incubatorId = incubator.id;
  // Read back in the transaction that wrote it, which holds the row's lock until commit: a leave by the
  // same person racing this join waits and applies after it, instead of being mistaken for a failed join.
  const membership = await db.transaction(async (tx) => {
    await upsertActiveMembership(tx, userId, incubatorId, now);
    return findMembership(tx, userId, incubatorId);
  });
  if (membership?.status !== "active") throw new AppError("internal", JOIN_FAILURE_REASONS.notVerified);
  return { membership };
}

/**
 * Leave: the membership stays, inactive, so joining again is the same upsert. The person's open event
 * streams stop receiving the incubator's events.
 */
export async function leaveIncubator(
  db: Database,
  actor: Actor,
  input: { slug: string },
  now: Date,
): Promise<MembershipResponse> {
  const userId = signedInUserId(actor);
  assertSlugLike(input.slug);
  const [incubator] = await db
    .select({ id: incubators.id })
    .from(incubators)
    .where(eq(incubators.slug, input.slug));
  if (!incubator) throw new AppError("not_found", JOIN_FAILURE_REASONS.notFound);
  const incubatorId = incubator.id;
  const row = await db.transaction(async (tx) => {
    const [left] = await tx
      .update(incubatorMembers)
      .set({ status: "inactive", lastActiveAt: now })
      .where(
        and(
          eq(incubatorMembers.userId, userId),
          eq(incubatorMembers.incubatorId, incubatorId),
          eq(incubatorMembers.status, "active"),
        ),
      )
      .returning();
    if (left) await publishMembershipChanged(tx, userId, incubatorId);
    return left;
  });
  if (!row) throw new AppError("not_found", INCUBATOR_ERROR_MESSAGES.notMember);
  return { membership: toMembership(row) };
}

const activeSubscriptionExists = sql`exists (
  select 1 from ${subscriptions}
  where ${subscriptions.userId} = ${incubatorMembers.userId}
    and ${subscriptions.incubatorId} = ${incubatorMembers.incubatorId}
    and ${subscriptions.status} in ${ACTIVE_STATUSES}
)`;

/**
 * The periodic half of tier sync, over every membership: catches anything a change made outside this
 * server (a manual fix in the database, a provider event handled elsewhere) left out of step.
 */
export async function reconcileMembershipTiers(
  db: Database,
): Promise<{ upgraded: number; downgraded: number }> {
  return db.transaction(async (tx) => {
    const upgraded = await tx
      .update(incubatorMembers)
      .set({ membershipTier: "subscriber" })
      .where(and(eq(incubatorMembers.membershipTier, "guest"), activeSubscriptionExists))
      .returning({ userId: incubatorMembers.userId });
    const downgraded = await tx
      .update(incubatorMembers)
      .set({ membershipTier: "guest" })
      .where(and(eq(incubatorMembers.membershipTier, "subscriber"), sql`not ${activeSubscriptionExists}`))
      .returning({ userId: incubatorMembers.userId });
    return { upgraded: upgraded.length, downgraded: downgraded.length };
  });
}

export const TIER_RECONCILIATION_INTERVAL_MS = 5 * 60_000;

export const reconcileTiersJob = defineScheduledJob({ name: "memberships.reconcile-tiers" });

/** Runs `reconcileMembershipTiers` once every `intervalMs` across all instances. */
export function membershipJobs(
  db: Database,
  logger: Logger,
  intervalMs: number = TIER_RECONCILIATION_INTERVAL_MS,
): JobRegistration[] {
  return [
    registerSchedule(reconcileTiersJob, intervalMs, async () => {
      const result = await reconcileMembershipTiers(db);
      if (result.upgraded + result.downgraded > 0) logger.info(result, "membership tiers reconciled");
    }),
  ];
}
