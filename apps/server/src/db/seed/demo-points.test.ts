import { and, count, desc, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { awardPointsFromHistory } from "../../modules/points/points-history";
import { createTestDatabase } from "../../test/test-database";
import { DEMO_SEEDED_AT } from "../../test/test-site";
import type { DatabaseConnection } from "../client";
import { pointsLedger, positions, projectMilestones } from "../schema";

const NOW = DEMO_SEEDED_AT;

let connection: DatabaseConnection;
beforeAll(async () => {
  // Seeded at NOW once for the whole test run (test-database.ts), not once per file.
  connection = await createTestDatabase({ state: "demo-seeded" });
}, 120_000);
afterAll(() => connection.close());

async function rowsFor(reason: "milestone_completed" | "position_filled" | "application_accepted") {
  const [row] = await connection.db
    .select({ rows: count() })
    .from(pointsLedger)
    .where(eq(pointsLedger.reason, reason));
  return row?.rows ?? 0;
}

describe("demo points", () => {
  it("count the demo's done milestones and filled positions, at the time they happened", async () => {
    const [filled] = await connection.db
      .select({ rows: count() })
      .from(positions)
      .where(and(eq(positions.status, "filled"), isNotNull(positions.createdBy)));
    expect(filled?.rows).toBeGreaterThan(0);
    expect(await rowsFor("position_filled")).toBe(filled?.rows);
    const [done] = await connection.db
      .select({ rows: count() })
      .from(projectMilestones)
      .where(isNotNull(projectMilestones.doneAt));
    expect(done?.rows).toBeGreaterThan(0);
    expect(await rowsFor("milestone_completed")).toBeGreaterThanOrEqual(done?.rows ?? 1);
    const [latest] = await connection.db
      .select({ earnedAt: pointsLedger.earnedAt })
      .from(pointsLedger)
      .where(eq(pointsLedger.reason, "milestone_completed"))
      .orderBy(desc(pointsLedger.earnedAt))
      .limit(1);
    expect(latest?.earnedAt.getTime()).toBeLessThan(NOW.getTime());
  });

  it("are not counted again when the history is read again", async () => {
    const [before] = await connection.db.select({ rows: count() }).from(pointsLedger);
    await awardPointsFromHistory(connection.db);
    const [after] = await connection.db.select({ rows: count() }).from(pointsLedger);
    expect(after).toEqual(before);
  });
});
