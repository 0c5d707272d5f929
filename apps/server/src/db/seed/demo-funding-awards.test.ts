import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../test/test-database";
import type { DatabaseConnection } from "../client";
import { fundingApplications, fundingAwards, fundingCalls, fundingReviews, fundingTranches } from "../schema";

let connection: DatabaseConnection;
beforeAll(async () => {
  connection = await createTestDatabase({ state: "demo-seeded" });
}, 120_000);
afterAll(() => connection.close());

describe("the demo's funding", () => {
  it("holds a decided call: an award in released, due and pending tranches, a decline, submitted reviews", async () => {
    const [call] = await connection.db
      .select()
      .from(fundingCalls)
      .where(eq(fundingCalls.title, "Autumn Seed Fund"));
    expect(call).toMatchObject({ poolCents: 25_000_000, committedCents: 4_000_000 });
    const applications = await connection.db
      .select({ status: fundingApplications.status })
      .from(fundingApplications)
      .where(eq(fundingApplications.callId, call?.id ?? ""));
    expect(applications.map((row) => row.status).sort()).toEqual(["awarded", "declined"]);
    const tranches = await connection.db
      .select({ status: fundingTranches.status, amount: fundingTranches.amountCents })
      .from(fundingTranches)
      .innerJoin(fundingAwards, eq(fundingAwards.id, fundingTranches.awardId))
      .where(eq(fundingAwards.callId, call?.id ?? ""))
      .orderBy(fundingTranches.position);
    expect(tranches.map((row) => row.status)).toEqual(["released", "due", "pending"]);
    expect(tranches.reduce((sum, row) => sum + row.amount, 0)).toBe(4_000_000);
    const reviews = await connection.db.select({ status: fundingReviews.status }).from(fundingReviews);
    expect(reviews.length).toBe(4);
    expect(reviews.every((review) => review.status === "submitted")).toBe(true);
  });
});
