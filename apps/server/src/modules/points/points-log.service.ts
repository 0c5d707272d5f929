import type { PointsLogResponse, PointsSummaryResponse } from "@hatchery/shared";
import { and, asc, desc, eq, isNotNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { incubatorMembers, incubators, pointsLedger } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { decodeCursor, exactTimestamp, pageOf } from "../../lib/pagination";
import type { PolicyActor } from "../../lib/policy";
import { assertCan } from "./points.policy";
import { periodStart } from "./points.service";

/**
 * The person's own ledger (docs/decisions/056-dashboard-and-points.md): every row they earned, with
 * where, when and why, and their totals per incubator. Only ever the signed-in person's own rows.
 */

function ownId(actor: PolicyActor): string {
  assertCan(actor, "readOwnPoints", { kind: "platform" });
  if (actor.kind !== "user") throw new AppError("unauthenticated");
  return actor.userId;
}

/** The log's order: newest first, then the row's id, so rows earned in one transaction keep an order. */
const logCursorSchema = z.tuple([z.iso.datetime(), z.number().int().positive()]);

/** The signed-in person's ledger rows, newest first, a page at a time. */
export async function readPointsLog(
  db: Database,
  actor: PolicyActor,
  input: { cursor?: string | undefined; limit: number },
): Promise<PointsLogResponse> {
  const userId = ownId(actor);
  const after = input.cursor === undefined ? undefined : decodeCursor(input.cursor, logCursorSchema);
  const rows = await db
    .select({
      id: pointsLedger.id,
      reason: pointsLedger.reason,
      sourceKind: pointsLedger.sourceKind,
      sourceId: pointsLedger.sourceId,
      points: pointsLedger.points,
      earnedAt: pointsLedger.earnedAt,
      earnedAtExact: exactTimestamp(pointsLedger.earnedAt),
      incubatorSlug: incubators.slug,
      incubatorName: incubators.name,
    })
    .from(pointsLedger)
    .leftJoin(incubators, eq(incubators.id, pointsLedger.incubatorId))
    .where(
      and(
        eq(pointsLedger.userId, userId),
        after &&
          sql`(${pointsLedger.earnedAt}, ${pointsLedger.id}) < (${after[0]}::timestamptz, ${after[1]}::bigint)`,
      ),
    )
    .orderBy(desc(pointsLedger.earnedAt), desc(pointsLedger.id))
    .limit(input.limit + 1);
  const page = pageOf(rows, input.limit, (row) => [row.earnedAtExact, row.id]);
  return {
    nextCursor: page.nextCursor,
    items: page.items.map((row) => ({
      id: String(row.id),
      reason: row.reason,
      sourceKind: row.sourceKind,
      sourceId: row.sourceId,
      incubator:
        row.incubatorSlug === null || row.incubatorName === null
          ? null
          : { slug: row.incubatorSlug, name: row.incubatorName },
      points: row.points,
      earnedAt: row.earnedAt.toISOString(),
    })),
  };
}

/**
 * The person's points this week, this month and in all, overall and in each incubator they are an
 * active member of (with none yet, 0) or earned points in (a left incubator's points stay theirs).
 */
export async function readPointsSummary(
  db: Database,
  actor: PolicyActor,
  now: Date,
): Promise<PointsSummaryResponse> {
  const userId = ownId(actor);
  const inPeriod = (period: "week" | "month") => {
    const since = periodStart(period, now)?.toISOString() ?? null;
    return sql<number>`coalesce(sum(${pointsLedger.points}) filter (where ${pointsLedger.earnedAt} >= ${since}::timestamptz), 0)::int`;
  };
  const totals = {
    week: inPeriod("week"),
    month: inPeriod("month"),
    all: sql<number>`coalesce(sum(${pointsLedger.points}), 0)::int`,
  };
  const [overall, perIncubator, memberships] = await Promise.all([
    db.select(totals).from(pointsLedger).where(eq(pointsLedger.userId, userId)),
    db
      .select({ ...totals, slug: incubators.slug, name: incubators.name })
      .from(pointsLedger)
      .innerJoin(incubators, eq(incubators.id, pointsLedger.incubatorId))
      .where(and(eq(pointsLedger.userId, userId), isNotNull(pointsLedger.incubatorId)))
      .groupBy(incubators.id, incubators.slug, incubators.name),
    db
      .select({ slug: incubators.slug, name: incubators.name })
      .from(incubatorMembers)
      .innerJoin(incubators, eq(incubators.id, incubatorMembers.incubatorId))
      .where(and(eq(incubatorMembers.userId, userId), eq(incubatorMembers.status, "active")))
      .orderBy(asc(incubators.name)),
  ]);
  const bySlug = new Map(
    perIncubator.map(({ slug, name, week, month, all }) => [
      slug,
      { incubator: { slug, name }, week, month, all },
    ]),
  );
  for (const { slug, name } of memberships) {
    if (!bySlug.has(slug)) bySlug.set(slug, { incubator: { slug, name }, week: 0, month: 0, all: 0 });
  }
  return {
    overall: overall[0] ?? { week: 0, month: 0, all: 0 },
    incubators: [...bySlug.values()].sort(
      (a, b) =>
        b.all - a.all ||
        (a.incubator.name < b.incubator.name ? -1 : a.incubator.name > b.incubator.name ? 1 : 0),
    ),
  };
}
