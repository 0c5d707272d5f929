import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseConnection } from "../../db/client";
import { incubators, pointsLedger, pointsTotals, users } from "../../db/schema";
import { insertIncubator, insertPerson } from "../../test/position-test-helpers";
import { createTestDatabase } from "../../test/test-database";

/* The running totals the ledger keeps for the boards (decision 056). */

let connection: DatabaseConnection;
let db: Database;
beforeAll(async () => {
  connection = await createTestDatabase();
  db = connection.db;
});
afterAll(() => connection.close());

function totalsOf(userId: string) {
  return db
    .select({
      scope: pointsTotals.scope,
      period: pointsTotals.period,
      start: pointsTotals.periodStart,
      points: pointsTotals.points,
    })
    .from(pointsTotals)
    .where(eq(pointsTotals.userId, userId))
    .orderBy(pointsTotals.scope, pointsTotals.period, pointsTotals.periodStart);
}

function award(
  userId: string,
  incubatorId: string | null,
  sourceId: string,
  points: number,
  earnedAt: string,
) {
  return db.insert(pointsLedger).values({
    userId,
    incubatorId,
    sourceKind: "milestone",
    sourceId,
    reason: "milestone_completed",
    points,
    earnedAt: new Date(earnedAt),
  });
}

describe("points_totals", () => {
  it("adds each row to the platform's and its incubator's week, month and all time, in UTC calendar periods", async () => {
    const person = (await insertPerson(db)).id;
    const lab = await insertIncubator(db);
    // Sunday 23:30 UTC belongs to the week that began on Monday the 8th; Monday 00:00 to the next.
    await award(person, lab.id, "t-1", 20, "2026-06-14T23:30:00.000Z");
    await award(person, lab.id, "t-2", 5, "2026-06-15T00:00:00.000Z");
    await award(person, null, "t-3", 3, "2026-06-16T08:00:00.000Z");
    expect(await totalsOf(person)).toEqual(
      [
        { scope: lab.id, period: "all", start: "1970-01-01", points: 25 },
        { scope: lab.id, period: "month", start: "2026-06-01", points: 25 },
        { scope: lab.id, period: "week", start: "2026-06-08", points: 20 },
        { scope: lab.id, period: "week", start: "2026-06-15", points: 5 },
        { scope: "platform", period: "all", start: "1970-01-01", points: 28 },
        { scope: "platform", period: "month", start: "2026-06-01", points: 28 },
        { scope: "platform", period: "week", start: "2026-06-08", points: 20 },
        { scope: "platform", period: "week", start: "2026-06-15", points: 8 },
      ].sort((a, b) => (a.scope + a.period + a.start < b.scope + b.period + b.start ? -1 : 1)),
    );
  });

  it("takes a deleted incubator's points off the platform's totals, and a deleted person's totals away", async () => {
    const person = (await insertPerson(db)).id;
    const lab = await insertIncubator(db);
    await award(person, lab.id, "d-1", 20, "2026-06-16T08:00:00.000Z");
    await award(person, null, "d-2", 3, "2026-06-16T09:00:00.000Z");
    await db.delete(incubators).where(eq(incubators.id, lab.id));
    const [platform] = await db
      .select({ points: pointsTotals.points })
      .from(pointsTotals)
      .where(
        and(
          eq(pointsTotals.userId, person),
          eq(pointsTotals.scope, "platform"),
          eq(pointsTotals.period, "all"),
        ),
      );
    expect(platform?.points).toBe(3);
    expect((await totalsOf(person)).some((total) => total.scope === lab.id)).toBe(false);
    await db.delete(users).where(eq(users.id, person));
    expect(await totalsOf(person)).toEqual([]);
  });

  it("stay equal to the ledger's sums per scope, period and person after many awards", async () => {
    const people = [(await insertPerson(db)).id, (await insertPerson(db)).id, (await insertPerson(db)).id];
    const labs = [(await insertIncubator(db)).id, (await insertIncubator(db)).id, null];
    // A fixed spread over weeks and months, with month and week edges among the times.
    for (let index = 0; index < 60; index += 1) {
      const day = 1 + ((index * 7) % 75);
      const earnedAt = new Date(Date.UTC(2026, 3, day, (index * 5) % 24, 59)).toISOString();
      await award(
        people[index % 3] as string,
        labs[index % 3] ?? null,
        `s-${index}`,
        1 + (index % 7),
        earnedAt,
      );
    }
    const sums = sql`
      select scope, period, to_char(period_start, 'YYYY-MM-DD') as start, user_id, sum(points)::int as points
      from (
        select s.scope, p.period, p.period_start, l.user_id, l.points
        from points_ledger l
        cross join lateral (values ('platform'), (l.incubator_id::text)) as s (scope)
        cross join lateral (values ('all', date '1970-01-01'),
          ('month', date_trunc('month', l.earned_at at time zone 'UTC')::date),
          ('week', date_trunc('week', l.earned_at at time zone 'UTC')::date)) as p (period, period_start)
        where s.scope is not null) as rows
      group by 1, 2, 3, 4`;
    const totals = sql`select scope, period, to_char(period_start, 'YYYY-MM-DD') as start, user_id, points
      from points_totals`;
    const { rows: missing } = await db.execute(sql`(${sums}) except all (${totals})`);
    const { rows: extra } = await db.execute(sql`(${totals}) except all (${sums})`);
    expect(missing).toEqual([]);
    expect(extra).toEqual([]);
  });
});
