import { type GamesOverviewResponse, gameStreak } from "@hatchery/shared";
import { and, eq, sql, sum } from "drizzle-orm";
import type { Database } from "../../db/client";
import { pointsLedger, users } from "../../db/schema";
import type { Actor } from "../../lib/context";
import { calendarDayIn, timeZoneOrDefault } from "../../lib/dates";
import { AppError } from "../../lib/errors";
import * as gamesPolicy from "./games.policy";

/*
 * The games hub's figures (docs/decisions/049-games-hub.md). Every game writes its finished sessions to
 * the points ledger (source kind `game`), so the days someone played and the points games earned them are
 * read there, whatever the game: a new game counts without a change here.
 */

/** Days in the person's zone on which a game earned them points, newest first. */
async function playedDays(db: Database, userId: string, timeZone: string): Promise<string[]> {
  const day = sql<string>`to_char(${pointsLedger.earnedAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const rows = await db
    .selectDistinct({ day })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.userId, userId), eq(pointsLedger.sourceKind, "game")));
  return rows.map((row) => row.day);
}

export async function readGamesOverview(
  db: Database,
  actor: Actor,
  now: Date,
): Promise<GamesOverviewResponse> {
  gamesPolicy.assertCan(actor, "keepResults", null);
  if (actor.kind !== "user") throw new AppError("unauthenticated");
  const [person] = await db
    .select({ timeZone: users.timeZone })
    .from(users)
    .where(eq(users.id, actor.userId));
  const timeZone = timeZoneOrDefault(person?.timeZone);
  const [days, [totals]] = await Promise.all([
    playedDays(db, actor.userId, timeZone),
    db
      .select({ points: sum(pointsLedger.points).mapWith(Number) })
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, actor.userId), eq(pointsLedger.sourceKind, "game"))),
  ]);
  return { streak: gameStreak(days, calendarDayIn(now, timeZone)), points: totals?.points ?? 0 };
}
