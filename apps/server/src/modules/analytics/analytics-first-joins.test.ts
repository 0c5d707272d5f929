import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseConnection } from "../../db/client";
import { incubatorMembers, incubators, users } from "../../db/schema";
import { createTestDatabase } from "../../test/test-database";

/*
 * The platform's cohort date, each person's first join (docs/decisions/057), is kept by a trigger on the
 * memberships: whatever is written to them, it is the earliest `joined_at` of the memberships a person
 * has now, and there is no row for someone with none.
 */

let connection: DatabaseConnection;
let db: Database;
const labs: string[] = [];
beforeAll(async () => {
  connection = await createTestDatabase();
  db = connection.db;
  const rows = await db
    .insert(incubators)
    .values(["first-lab", "second-lab", "third-lab"].map((slug) => ({ slug, name: slug })))
    .returning({ id: incubators.id });
  labs.push(...rows.map((row) => row.id));
  await db
    .insert(users)
    .values(
      ["ada", "bo"].map((id) => ({ id, name: id, email: `${id}@first-joins.test`, emailVerified: true })),
    );
});
afterAll(() => connection.close());

async function firstJoins() {
  const { rows } = await db.execute<{ userId: string; joinedAt: string }>(sql`
    select f.user_id as "userId", to_char(f.joined_at at time zone 'UTC', 'YYYY-MM-DD') as "joinedAt"
    from analytics_first_joins f order by f.user_id`);
  return rows;
}

const join = (userId: string, lab: number, day: string) =>
  db
    .insert(incubatorMembers)
    .values({ userId, incubatorId: labs[lab] as string, joinedAt: new Date(`${day}T09:00:00Z`) });
const membership = (userId: string, lab: number) =>
  and(eq(incubatorMembers.userId, userId), eq(incubatorMembers.incubatorId, labs[lab] as string));

describe("each person's first join", () => {
  it("is the earliest membership, whatever is joined, moved or left", async () => {
    await join("ada", 1, "2026-03-10");
    expect(await firstJoins()).toEqual([{ userId: "ada", joinedAt: "2026-03-10" }]);

    // An earlier join moves it back; a later one leaves it.
    await join("ada", 0, "2026-02-01");
    await join("ada", 2, "2026-04-01");
    await join("bo", 2, "2026-05-05");
    expect(await firstJoins()).toEqual([
      { userId: "ada", joinedAt: "2026-02-01" },
      { userId: "bo", joinedAt: "2026-05-05" },
    ]);

    // Leaving the first incubator makes the next one the first; a join date rewritten moves it too.
    await db.delete(incubatorMembers).where(membership("ada", 0));
    expect((await firstJoins())[0]).toEqual({ userId: "ada", joinedAt: "2026-03-10" });
    await db
      .update(incubatorMembers)
      .set({ joinedAt: new Date("2026-01-15T09:00:00Z") })
      .where(membership("ada", 2));
    expect((await firstJoins())[0]).toEqual({ userId: "ada", joinedAt: "2026-01-15" });

    // No membership left, no row: by leaving, or with the account.
    await db.delete(incubatorMembers).where(eq(incubatorMembers.userId, "ada"));
    await db.delete(users).where(eq(users.id, "bo"));
    expect(await firstJoins()).toEqual([]);
  });
});
