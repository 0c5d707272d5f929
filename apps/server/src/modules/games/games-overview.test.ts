import type { GamesOverviewResponse } from "@hatchery/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pointsLedger, users } from "../../db/schema";
import { type CookieJar, call, createVerifiedUser, person } from "../../test/auth-test-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let jar: CookieJar;
let userId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ jar, userId } = await createVerifiedUser(t.app, t.db, person("streaks@example.com")));
});
afterAll(() => t.close());

async function overview(): Promise<GamesOverviewResponse> {
  const response = await call(t.app, "/api/games/overview", undefined, { jar });
  expect(response.status).toBe(200);
  return (await response.json()) as GamesOverviewResponse;
}

async function earned(at: string, sourceKind: "game" | "article" = "game", points = 2) {
  await t.db.insert(pointsLedger).values({
    userId,
    sourceKind,
    sourceId: `${sourceKind}-${at}`,
    reason: sourceKind === "game" ? "memory_game_completed" : "article_mastered",
    points,
    earnedAt: new Date(at),
  });
}

describe("the games hub's figures", () => {
  it("asks visitors to sign in", async () => {
    expect((await call(t.app, "/api/games/overview")).status).toBe(401);
  });

  it("starts empty", async () => {
    expect(await overview()).toEqual({ streak: { current: 0, longest: 0, playedToday: false }, points: 0 });
  });

  it("counts the days played in a row from the ledger's game points, in the person's time zone", async () => {
    await t.db.update(users).set({ timeZone: "America/Los_Angeles" }).where(eq(users.id, userId));
    // 27 and 28 November in Los Angeles; the second is already the 29th in UTC.
    await earned("2026-11-27T18:00:00Z");
    await earned("2026-11-29T05:00:00Z");
    // Points from reading are not games.
    await earned("2026-11-29T20:00:00Z", "article", 5);
    t.clock.set(new Date("2026-11-29T20:00:00Z"));
    expect(await overview()).toEqual({ streak: { current: 2, longest: 2, playedToday: false }, points: 4 });

    await earned("2026-11-29T21:00:00Z");
    expect((await overview()).streak).toEqual({ current: 3, longest: 3, playedToday: true });

    // Two days on without a game, the streak is over; the longest stays.
    t.clock.set(new Date("2026-12-01T20:00:00Z"));
    expect((await overview()).streak).toEqual({ current: 0, longest: 3, playedToday: false });
    t.clock.set(null);
  });
});
