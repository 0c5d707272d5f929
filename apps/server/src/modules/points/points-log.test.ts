import {
  type PointsLogResponse,
  type PointsSummaryResponse,
  pointsLogResponseSchema,
} from "@hatchery/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pointsLedger } from "../../db/schema";
import { type CookieJar, call, createVerifiedUser, person } from "../../test/auth-test-helpers";
import { insertIncubator, insertPerson, joinIncubatorAs } from "../../test/position-test-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";

/* The person's points log and totals on a known ledger (decision 056). */

let t: TestApp;
let jar: CookieJar;
let userId: string;
let lab: { id: string; slug: string; name: string };
let quiet: { id: string; slug: string; name: string };

/** A Wednesday: the week began on Monday the 15th, the month on the 1st. */
const NOW = new Date("2026-06-17T12:00:00.000Z");

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  const created = await createVerifiedUser(t.app, t.db, person("log@points.test"), { ip: "198.51.100.90" });
  jar = created.jar;
  userId = created.userId;
  lab = await insertIncubator(t.db);
  quiet = await insertIncubator(t.db);
  // A member of `quiet` with no points there yet; `lab` left, its points kept.
  await joinIncubatorAs(t.db, userId, quiet.id, "guest");
  const someoneElse = (await insertPerson(t.db)).id;
  await t.db.insert(pointsLedger).values([
    {
      userId,
      incubatorId: lab.id,
      sourceKind: "milestone",
      sourceId: "m-1",
      reason: "milestone_completed",
      points: 20,
      earnedAt: new Date("2026-05-20T10:00:00.000Z"),
    },
    {
      userId,
      incubatorId: lab.id,
      sourceKind: "application",
      sourceId: "a-1",
      reason: "application_accepted",
      points: 25,
      earnedAt: new Date("2026-06-16T09:00:00.000Z"),
    },
    {
      userId,
      incubatorId: null,
      sourceKind: "article",
      sourceId: "tech-roles/cto",
      reason: "article_mastered",
      points: 5,
      earnedAt: new Date("2026-06-05T09:00:00.000Z"),
    },
    // Someone else's row never shows in this person's log or totals.
    {
      userId: someoneElse,
      incubatorId: lab.id,
      sourceKind: "position",
      sourceId: "p-1",
      reason: "position_filled",
      points: 15,
      earnedAt: new Date("2026-06-16T09:00:00.000Z"),
    },
  ]);
}, 120_000);
afterAll(() => t.close());

async function logPage(query = ""): Promise<PointsLogResponse> {
  const response = await call(t.app, `/api/points/log${query}`, undefined, { jar });
  expect(response.status).toBe(200);
  return pointsLogResponseSchema.parse(await response.json());
}

describe("GET /api/points/log", () => {
  it("explains every point: reason, where, when and how many, newest first, a page at a time", async () => {
    const first = await logPage("?limit=2");
    expect(
      first.items.map((item) => [item.reason, item.incubator?.slug ?? null, item.points, item.earnedAt]),
    ).toEqual([
      ["application_accepted", lab.slug, 25, "2026-06-16T09:00:00.000Z"],
      ["article_mastered", null, 5, "2026-06-05T09:00:00.000Z"],
    ]);
    expect(first.nextCursor).not.toBeNull();
    const second = await logPage(`?limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((item) => [item.reason, item.incubator?.name ?? null, item.sourceId])).toEqual([
      ["milestone_completed", lab.name, "m-1"],
    ]);
    expect(second.nextCursor).toBeNull();
  });

  it("refuses a cursor it did not give and a limit out of range with 422", async () => {
    expect((await call(t.app, "/api/points/log?cursor=nonsense", undefined, { jar })).status).toBe(422);
    expect((await call(t.app, "/api/points/log?limit=0", undefined, { jar })).status).toBe(422);
  });
});

describe("GET /api/points/summary", () => {
  it("totals the person's week, month and all time overall and per incubator, members' incubators included", async () => {
    const response = await call(t.app, "/api/points/summary", undefined, { jar });
    expect(response.status).toBe(200);
    const summary = (await response.json()) as PointsSummaryResponse;
    expect(summary.overall).toEqual({ week: 25, month: 30, all: 50 });
    expect(summary.incubators).toEqual([
      { incubator: { slug: lab.slug, name: lab.name }, week: 25, month: 25, all: 45 },
      { incubator: { slug: quiet.slug, name: quiet.name }, week: 0, month: 0, all: 0 },
    ]);
  });
});
