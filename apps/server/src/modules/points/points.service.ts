import {
  isIncubatorSlug,
  JOIN_FAILURE_REASONS,
  type LeaderboardPeriod,
  type LeaderboardResponse,
  type MyPointsResponse,
} from "@hatchery/shared";
import { and, asc, desc, eq, gt, gte, lt, or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { incubators, pointsLedger, users } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { decodeCursor, pageOf } from "../../lib/pagination";
import type { PolicyActor } from "../../lib/policy";
import { activeTierIn } from "../access/team-access";
import { assertCan, type LeaderboardResource, type PointsAction } from "./points.policy";

/**
 * Reading the points ledger (docs/decisions/030-points-ledger.md). Nothing here writes it: the
 * projectors of points-projector.ts do, from the event log.
 */

/**
 * When the period began: midnight UTC of this Monday or of the month's first day, none for all time.
 * Calendar periods in UTC, so a board is the same for every reader and starts afresh at a known time.
 */
export function periodStart(period: LeaderboardPeriod, now: Date): Date | null {
  if (period === "all") return null;
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  if (period === "month") return new Date(Date.UTC(year, month, 1));
  const daysSinceMonday = (now.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(year, month, now.getUTCDate() - daysSinceMonday));
}

/**
 * The incubator a board or total is asked for (null for the platform's), once the policy let the actor
 * take `action` on it; an unknown slug is 404 like every incubator route's.
 */
async function boardOf(
  db: Database,
  actor: PolicyActor,
  action: PointsAction,
  slug: string | undefined,
): Promise<string | null> {
  if (slug === undefined) {
    assertCan(actor, action, { kind: "platform" });
    return null;
  }
  if (actor.kind !== "user") throw new AppError("unauthenticated");
  const notFound = new AppError("not_found", JOIN_FAILURE_REASONS.notFound);
  if (!isIncubatorSlug(slug)) throw notFound;
  const [incubator] = await db
    .select({ id: incubators.id, ownerId: incubators.ownerId })
    .from(incubators)
    .where(eq(incubators.slug, slug));
  if (!incubator) throw notFound;
  const board: LeaderboardResource = {
    kind: "incubator",
    place: {
      viewerTier: await activeTierIn(db, actor.userId, incubator.id),
      viewerOwnsIncubator: incubator.ownerId === actor.userId,
    },
  };
  assertCan(actor, action, board);
  return incubator.id;
}

function ledgerConditions(incubatorId: string | null, since: Date | null): SQL | undefined {
  return and(
    incubatorId === null ? undefined : eq(pointsLedger.incubatorId, incubatorId),
    since === null ? undefined : gte(pointsLedger.earnedAt, since),
  );
}

/** A board's order: most points first, then by the person's id, so ties always come the same way. */
const leaderboardCursorSchema = z.tuple([z.number().int(), z.string().min(1)]);

/** The people with the most points in the period, in the incubator or on the whole platform. */
export async function readLeaderboard(
  db: Database,
  actor: PolicyActor,
  input: {
    period: LeaderboardPeriod;
    incubator?: string | undefined;
    cursor?: string | undefined;
    limit: number;
  },
  now: Date,
): Promise<LeaderboardResponse> {
  const incubatorId = await boardOf(db, actor, "readLeaderboard", input.incubator);
  const sum = sql`sum(${pointsLedger.points})`;
  const totals = db.$with("totals").as(
    db
      .select({
        userId: pointsLedger.userId,
        points: sql<number>`${sum}::int`.as("points"),
        rank: sql<number>`(rank() over (order by ${sum} desc))::int`.as("rank"),
      })
      .from(pointsLedger)
      .where(ledgerConditions(incubatorId, periodStart(input.period, now)))
      .groupBy(pointsLedger.userId),
  );
  const after = input.cursor === undefined ? undefined : decodeCursor(input.cursor, leaderboardCursorSchema);
  const rows = await db
    .with(totals)
    .select({
      rank: totals.rank,
      points: totals.points,
      person: { id: users.id, name: users.name, image: users.image },
    })
    .from(totals)
    .innerJoin(users, eq(users.id, totals.userId))
    .where(
      after && or(lt(totals.points, after[0]), and(eq(totals.points, after[0]), gt(totals.userId, after[1]))),
    )
    .orderBy(desc(totals.points), asc(totals.userId))
    .limit(input.limit + 1);
  return pageOf(rows, input.limit, (row) => [row.points, row.person.id]);
}

/** The signed-in person's points this week, this month and in all, in the incubator or overall. */
export async function readMyPoints(
  db: Database,
  actor: PolicyActor,
  input: { incubator?: string | undefined },
  now: Date,
): Promise<MyPointsResponse> {
  const incubatorId = await boardOf(db, actor, "readOwnPoints", input.incubator);
  if (actor.kind !== "user") throw new AppError("unauthenticated");
  const inPeriod = (period: "week" | "month") => {
    const since = periodStart(period, now)?.toISOString() ?? null;
    return sql<number>`coalesce(sum(${pointsLedger.points}) filter (where ${pointsLedger.earnedAt} >= ${since}::timestamptz), 0)::int`;
  };
  const [row] = await db
    .select({
      week: inPeriod("week"),
      month: inPeriod("month"),
      all: sql<number>`coalesce(sum(${pointsLedger.points}), 0)::int`,
    })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.userId, actor.userId), ledgerConditions(incubatorId, null)));
  return row ?? { week: 0, month: 0, all: 0 };
}
