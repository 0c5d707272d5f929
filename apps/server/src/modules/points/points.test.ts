import {
  LEADERBOARD_ERROR_MESSAGES,
  type LeaderboardEntry,
  type LeaderboardResponse,
  type MyPointsResponse,
  POINT_REASONS,
} from "@hatchery/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { incubatorMembers, incubators, pointsLedger, projectMilestones, projects } from "../../db/schema";
import { type CookieJar, call, createVerifiedUser, person } from "../../test/auth-test-helpers";
import { insertIncubator, insertPerson, insertTeam } from "../../test/position-test-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { testDatabaseDriver } from "../../test/test-database";

let t: TestApp;
const jars = {} as Record<"member" | "owner" | "admin" | "outsider", CookieJar>;
const ids = {} as Record<"member" | "owner" | "admin" | "outsider" | "p1" | "p2" | "p3", string>;
let lab: { id: string; slug: string };
let other: { id: string; slug: string };

/** A Wednesday: the week began on Monday the 15th, the month on the 1st. */
const NOW = new Date("2026-06-17T12:00:00.000Z");

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  const roles = { member: [], owner: ["advisor"], admin: ["admin"], outsider: [] } as const;
  for (const [index, name] of (["member", "owner", "admin", "outsider"] as const).entries()) {
    const created = await createVerifiedUser(t.app, t.db, person(`${name}@points.test`), {
      ip: `198.51.100.${40 + index}`,
      roles: [...roles[name]],
    });
    jars[name] = created.jar;
    ids[name] = created.userId;
  }
  for (const name of ["p1", "p2", "p3"] as const) ids[name] = (await insertPerson(t.db)).id;
  lab = await insertIncubator(t.db);
  other = await insertIncubator(t.db);
  await t.db.update(incubators).set({ ownerId: ids.owner }).where(eq(incubators.id, lab.id));
  await t.db.insert(incubatorMembers).values({ incubatorId: lab.id, userId: ids.member });

  let source = 0;
  const earn = (userId: string, incubatorId: string | null, points: number, earnedAt: string) => {
    source += 1;
    return {
      userId,
      incubatorId,
      sourceKind: "application" as const,
      sourceId: `fixture-${source}`,
      reason: "application_accepted" as const,
      points,
      earnedAt: new Date(earnedAt),
    };
  };
  await t.db.insert(pointsLedger).values([
    earn(ids.p1, lab.id, 25, "2026-06-16T09:00:00.000Z"),
    // The first instant of the month and of the week count in them; the last of May does not.
    earn(ids.p1, lab.id, 20, "2026-06-01T00:00:00.000Z"),
    earn(ids.p2, lab.id, 45, "2026-06-15T00:00:00.000Z"),
    earn(ids.p3, lab.id, 45, "2026-05-31T23:59:59.999Z"),
    earn(ids.p3, other.id, 15, "2026-06-16T10:00:00.000Z"),
    earn(ids.member, lab.id, 20, "2026-06-10T08:00:00.000Z"),
    // Points of no incubator (the library, games) count on the platform's board only.
    earn(ids.member, null, 10, "2026-06-17T08:00:00.000Z"),
  ]);
}, 120_000);
afterAll(() => t.close());

async function board(query: string, jar: CookieJar = jars.member): Promise<LeaderboardResponse> {
  const response = await call(t.app, `/api/leaderboard?${query}`, undefined, { jar });
  expect(response.status).toBe(200);
  return (await response.json()) as LeaderboardResponse;
}

function standings(entries: LeaderboardEntry[]) {
  return entries.map((entry) => [entry.person.id, entry.points, entry.rank]);
}

/** Equal points come in the order of the people's ids. */
function byId(...names: (keyof typeof ids)[]): string[] {
  return names.map((name) => ids[name]).sort();
}

describe(`leaderboards on ${testDatabaseDriver()}`, () => {
  it("rank an incubator's people by the points of the week, the month or all time", async () => {
    expect(standings((await board(`period=week&incubator=${lab.slug}`)).items)).toEqual([
      [ids.p2, 45, 1],
      [ids.p1, 25, 2],
    ]);
    const [firstOfMonth, secondOfMonth] = byId("p1", "p2");
    expect(standings((await board(`period=month&incubator=${lab.slug}`)).items)).toEqual([
      [firstOfMonth, 45, 1],
      [secondOfMonth, 45, 1],
      [ids.member, 20, 3],
    ]);
    const tied = byId("p1", "p2", "p3");
    expect(standings((await board(`period=all&incubator=${lab.slug}`)).items)).toEqual([
      ...tied.map((id) => [id, 45, 1]),
      [ids.member, 20, 4],
    ]);
  });

  it("rank everyone on the platform with points from every incubator and from none", async () => {
    expect(standings((await board("period=week", jars.outsider)).items)).toEqual([
      [ids.p2, 45, 1],
      [ids.p1, 25, 2],
      [ids.p3, 15, 3],
      [ids.member, 10, 4],
    ]);
    const [first, second] = byId("p1", "p2");
    expect(standings((await board("", jars.outsider)).items)).toEqual([
      [ids.p3, 60, 1],
      [first, 45, 2],
      [second, 45, 2],
      [ids.member, 30, 4],
    ]);
  });

  it("come a page at a time, through ties, to the same list as one page", async () => {
    const whole = await board(`period=all&incubator=${lab.slug}&limit=100`);
    const seen: LeaderboardEntry[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: LeaderboardResponse = await board(
        `period=all&incubator=${lab.slug}&limit=2${cursor ? `&cursor=${cursor}` : ""}`,
      );
      seen.push(...page.items);
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor !== null);
    expect(pages).toBe(2);
    expect(seen).toEqual(whole.items);
    expect(whole.nextCursor).toBeNull();
    expect(whole.items[0]?.person).toMatchObject({ id: byId("p1", "p2", "p3")[0], name: expect.any(String) });
  });

  it("of an incubator are for its members, its owner and administrators", async () => {
    for (const name of ["member", "owner", "admin"] as const) {
      const response = await call(t.app, `/api/leaderboard?incubator=${lab.slug}`, undefined, {
        jar: jars[name],
      });
      expect(response.status, name).toBe(200);
    }
    const refused = await call(t.app, `/api/leaderboard?incubator=${lab.slug}`, undefined, {
      jar: jars.outsider,
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { message: LEADERBOARD_ERROR_MESSAGES.notInside } });
    expect((await call(t.app, "/api/leaderboard")).status).toBe(401);
    expect(
      (await call(t.app, "/api/leaderboard?incubator=no-such-lab", undefined, { jar: jars.member })).status,
    ).toBe(404);
  });

  it("answer 422 to an unknown period or a cursor they did not give", async () => {
    for (const query of ["period=year", "cursor=bm90LWEtY3Vyc29y", "limit=0"]) {
      const response = await call(t.app, `/api/leaderboard?${query}`, undefined, { jar: jars.member });
      expect(response.status, query).toBe(422);
    }
  });
});

describe(`a person's own points on ${testDatabaseDriver()}`, () => {
  async function mine(query: string): Promise<MyPointsResponse> {
    const response = await call(t.app, `/api/leaderboard/me?${query}`, undefined, { jar: jars.member });
    expect(response.status).toBe(200);
    return (await response.json()) as MyPointsResponse;
  }

  it("are summed per period, overall or in one incubator", async () => {
    expect(await mine("")).toEqual({ week: 10, month: 30, all: 30 });
    expect(await mine(`incubator=${lab.slug}`)).toEqual({ week: 0, month: 20, all: 20 });
    expect(await mine(`incubator=${other.slug}`)).toEqual({ week: 0, month: 0, all: 0 });
    expect((await call(t.app, "/api/leaderboard/me")).status).toBe(401);
  });

  it("grow when the person's team marks a milestone done, and only once", async () => {
    const team = await insertTeam(t.db, lab.id, ids.member);
    const [project] = await t.db
      .insert(projects)
      .values({ teamId: team.id, name: "Scoreboard", slug: "points-scoreboard", createdBy: ids.member })
      .returning();
    if (!project) throw new Error("no project");
    const [milestone] = await t.db
      .insert(projectMilestones)
      .values({ projectId: project.id, title: "Ship" })
      .returning();
    if (!milestone) throw new Error("no milestone");
    const path = `/api/projects/${project.slug}/milestones/${milestone.id}`;
    const done = await call(t.app, path, { done: true }, { jar: jars.member, method: "PATCH" });
    expect(done.status).toBe(200);
    // Undone and done again: the same milestone, no second award.
    await call(t.app, path, { done: false }, { jar: jars.member, method: "PATCH" });
    await call(t.app, path, { done: true }, { jar: jars.member, method: "PATCH" });
    expect(await mine(`incubator=${lab.slug}`)).toEqual({
      week: POINT_REASONS.milestone_completed,
      month: 20 + POINT_REASONS.milestone_completed,
      all: 20 + POINT_REASONS.milestone_completed,
    });
  });
});
