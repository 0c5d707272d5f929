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
import { incubators, pointsLedger, pointsTotals, users } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { decodeCursor, pageOf } from "../../lib/pagination";
import { personRefColumns } from "../../lib/person-ref";
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

/** The totals' first day of the period (docs/decisions/056-dashboard-and-points.md): all time from 1970. */
function totalsPeriodStart(period: LeaderboardPeriod, now: Date): string {
  return periodStart(period, now)?.toISOString().slice(0, 10) ?? "1970-01-01";
}

/**
 * The people with the most points in the period, in the incubator or on the whole platform. It reads
 * the running totals the ledger's trigger keeps (`points_totals`, decision 056). The page is taken from
 * the board's index in its order, in a subquery, before anything is joined: joined first, the planner may
 * sort the whole board (and count the people above every row of it) to keep 26. Then the ranks come from
 * one count of the people at or above the page (equal points share a rank: 1, 2, 2, 4), so a board's
 * first page costs the same on a ledger of a thousand rows or of millions.
 */
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
  const scope = incubatorId ?? "platform";
  const start = totalsPeriodStart(input.period, now);
  const after = input.cursor === undefined ? undefined : decodeCursor(input.cursor, leaderboardCursorSchema);
  const board = and(
    eq(pointsTotals.scope, scope),
    eq(pointsTotals.period, input.period),
    eq(pointsTotals.periodStart, start),
  );
  const page = db
    .select({ userId: pointsTotals.userId, points: pointsTotals.points })
    .from(pointsTotals)
    .where(
      and(
        board,
        gt(pointsTotals.points, 0),
        after &&
          or(
            lt(pointsTotals.points, after[0]),
            and(eq(pointsTotals.points, after[0]), gt(pointsTotals.userId, after[1])),
          ),
      ),
    )
    // `nulls last` as the board's index has it (points are never null): with the default of `desc`,
    // nulls first, the index's order does not serve the query's and the whole board is sorted.
    .orderBy(sql`${pointsTotals.points} desc nulls last`, asc(pointsTotals.userId))
    .limit(input.limit + 1)
    .as("page");
  const rows = await db
    .select({
      points: page.points,
      person: personRefColumns,
    })
    .from(page)
    .innerJoin(users, eq(users.id, page.userId))
    .orderBy(desc(page.points), asc(page.userId));
  const first = rows[0]?.points;
  if (first === undefined) return pageOf([], input.limit, () => []);
  // The ranks, from one count over the people at or above the page's first points. A count per row
  // would cost the same, but the planner prices each at a third of the board and compiles the
  // statement (JIT) for longer than it runs.
  const [counts] = await db
    .select({
      above: sql<number>`(count(*) filter (where ${pointsTotals.points} > ${first}))::int`,
      atOrAbove: sql<number>`count(*)::int`,
    })
    .from(pointsTotals)
    .where(and(board, gte(pointsTotals.points, first)));
  const ranked = rows.map((row) => ({
    // Equal points share a rank: one more than the people with more points. Below the first points,
    // those are everyone at or above them and this page's rows between.
    rank:
      1 +
      (row.points === first
        ? (counts?.above ?? 0)
        : (counts?.atOrAbove ?? 0) +
          rows.filter((other) => other.points > row.points && other.points < first).length),
    ...row,
  }));
  return pageOf(ranked, input.limit, (row) => [row.points, row.person.id]);
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
