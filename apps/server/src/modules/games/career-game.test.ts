import {
  CAREER_GAME_MESSAGES,
  type CareerBestsResponse,
  type CareerRunResponse,
  type CareerScenariosResponse,
  type CareerStep,
  nextScenario,
  type SkillsResponse,
} from "@hatchery/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gameResults, pointsLedger } from "../../db/schema";
import { type CookieJar, call, createVerifiedUser, errorOf, person } from "../../test/auth-test-helpers";
import { loadRepositoryFolders } from "../../test/repository-content";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let jar: CookieJar;
let userId: string;
let ceo: CareerScenariosResponse;

beforeAll(async () => {
  t = await createTestApp();
  await loadRepositoryFolders(t.db, ["games/career", "library"]);
  ({ jar, userId } = await createVerifiedUser(t.app, t.db, person("founder@example.com")));
  ceo = await scenariosOf("ceo");
});
afterAll(async () => {
  await t.close();
});

async function scenariosOf(role: string): Promise<CareerScenariosResponse> {
  const response = await call(t.app, `/api/games/career/scenarios?role=${role}`);
  expect(response.status).toBe(200);
  return (await response.json()) as CareerScenariosResponse;
}

/** The path a player takes by always picking the choice `pick` answers for a scenario, to its end. */
function playPath(scenarios: CareerScenariosResponse, pick: (slug: string) => number): CareerStep[] {
  const steps: CareerStep[] = [];
  let current: string | null = scenarios.scenarios.find((scenario) => !scenario.branchOnly)?.slug ?? null;
  while (current !== null) {
    const choice = pick(current);
    steps.push({ scenario: current, choice });
    current = nextScenario(scenarios.scenarios, current, choice);
  }
  return steps;
}

/** The best-scored choice of each scenario: the path of a player who judges every decision well. */
function bestChoice(slug: string): number {
  const scenario = ceo.scenarios.find((candidate) => candidate.slug === slug);
  const scores = scenario?.choices.map((choice) => choice.score) ?? [];
  return scores.indexOf(Math.max(...scores));
}

function post(body: unknown, options: { visitor?: boolean } = {}) {
  return call(t.app, "/api/games/career/runs", body, { jar: options.visitor ? undefined : jar });
}

describe("a role's scenarios", () => {
  it("come in order, nine on the main path and three reached by a branch, for visitors too", async () => {
    for (const role of ["ceo", "cto", "cco", "cgo"]) {
      const { scenarios } = await scenariosOf(role);
      expect(scenarios).toHaveLength(12);
      expect(scenarios.filter((scenario) => scenario.branchOnly)).toHaveLength(3);
    }
    expect(ceo.scenarios[0]).toMatchObject({ slug: "which-problem-to-chase", branchOnly: false });
    expect(ceo.scenarios[0]?.bodyHtml).toContain("<p>");
  });

  it("carry each choice's lesson, effects and branch, and the named articles' titles and pages", () => {
    const scope = ceo.scenarios.find((scenario) => scenario.slug === "six-weeks-or-fourteen");
    expect(scope?.choices[2]).toMatchObject({
      text: expect.stringContaining("Cut to one job"),
      lesson: expect.stringContaining("does one job completely"),
      score: 9,
      effects: { customers: 2, quality: 1, morale: -1 },
      next: null,
    });
    expect(scope?.articles).toEqual([
      { title: expect.any(String), path: "/library/product/scoping-a-minimum-viable-product" },
      { title: expect.any(String), path: "/library/product/prioritising-and-saying-no" },
    ]);
    const invoice = ceo.scenarios.find((scenario) => scenario.slug === "the-first-invoice");
    expect(invoice?.choices.some((choice) => choice.next === "the-pilot-that-never-converts")).toBe(true);
  });

  it("refuses an unknown role", async () => {
    const refused = await call(t.app, "/api/games/career/scenarios?role=cfo");
    expect(refused.status).toBe(422);
    expect(JSON.stringify(await refused.json())).toContain(CAREER_GAME_MESSAGES.role);
  });
});

describe("keeping a run", () => {
  it("is for signed-in people", async () => {
    const steps = playPath(ceo, bestChoice);
    expect((await errorOf(await post({ role: "ceo", steps }, { visitor: true }))).status).toBe(401);
    expect((await errorOf(await call(t.app, "/api/games/career/bests"))).status).toBe(401);
  });

  it.each([
    [
      "an unknown scenario",
      (steps: CareerStep[]) => [{ scenario: "the-made-up-crisis", choice: 0 }, ...steps.slice(1)],
      CAREER_GAME_MESSAGES.unknownScenario,
    ],
    [
      "an unknown choice",
      (steps: CareerStep[]) => [{ ...steps[0], choice: 7 }, ...steps.slice(1)],
      CAREER_GAME_MESSAGES.unknownChoice,
    ],
    [
      "a negative choice",
      (steps: CareerStep[]) => [{ ...steps[0], choice: -1 }, ...steps.slice(1)],
      CAREER_GAME_MESSAGES.unknownChoice,
    ],
    [
      "a skipped scenario",
      (steps: CareerStep[]) => [steps[0], ...steps.slice(2)],
      CAREER_GAME_MESSAGES.wrongPath,
    ],
    [
      "a branch its choice did not take",
      (steps: CareerStep[]) => [
        ...steps.slice(0, 4),
        { scenario: "the-pilot-that-never-converts", choice: 0 },
        ...steps.slice(4),
      ],
      CAREER_GAME_MESSAGES.wrongPath,
    ],
    ["an unfinished run", (steps: CareerStep[]) => steps.slice(0, -1), CAREER_GAME_MESSAGES.unfinished],
    ["no decisions", () => [], CAREER_GAME_MESSAGES.empty],
  ])("refuses %s with 422 and keeps nothing", async (_name, edit, message) => {
    const steps = edit(playPath(ceo, bestChoice));
    const refused = await post({ role: "ceo", steps });
    expect(refused.status).toBe(422);
    expect(JSON.stringify(await refused.json())).toContain(message);
    const rows = await t.db.select().from(gameResults).where(eq(gameResults.userId, userId));
    expect(rows).toHaveLength(0);
  });

  it("refuses another role's path", async () => {
    const refused = await errorOf(await post({ role: "cto", steps: playPath(ceo, bestChoice) }));
    expect(refused.status).toBe(422);
  });

  it("computes the outcome on the server, keeps the best per role, and awards points once a day per role", async () => {
    t.clock.set(new Date("2026-11-29T09:00:00Z"));
    const wise = playPath(ceo, bestChoice);
    // Whatever else the browser sends about the outcome is not read.
    const first = await post({ role: "ceo", steps: wise, score: 100, metrics: { cash: 100 } });
    expect(first.status).toBe(201);
    const kept = (await first.json()) as CareerRunResponse;
    expect(kept.run).toMatchObject({ role: "ceo", decisions: wise.length, rating: "thriving" });
    expect(kept.run.score).toBeGreaterThanOrEqual(80);
    expect(kept.newBest).toBe(true);
    expect(kept.best).toEqual({
      role: "ceo",
      bestScore: kept.run.score,
      rating: kept.run.rating,
      metrics: kept.run.metrics,
      runsPlayed: 1,
    });

    // A run of the weakest choices, through the branches they lead to, is kept but beats nothing.
    const careless = playPath(ceo, (slug) => {
      const scores =
        ceo.scenarios.find((scenario) => scenario.slug === slug)?.choices.map((c) => c.score) ?? [];
      return scores.indexOf(Math.min(...scores));
    });
    const second = (await (await post({ role: "ceo", steps: careless })).json()) as CareerRunResponse;
    expect(second.run.score).toBeLessThan(kept.run.score);
    expect(second.newBest).toBe(false);
    expect(second.best).toMatchObject({ bestScore: kept.run.score, runsPlayed: 2 });

    const stored = await t.db.select().from(gameResults).where(eq(gameResults.userId, userId));
    expect(stored.map((row) => [row.game, row.level, row.score]).sort()).toEqual(
      [
        ["career", "ceo", kept.run.score],
        ["career", "ceo", second.run.score],
      ].sort(),
    );

    const points = () =>
      t.db
        .select({ reason: pointsLedger.reason, sourceId: pointsLedger.sourceId, points: pointsLedger.points })
        .from(pointsLedger)
        .where(and(eq(pointsLedger.userId, userId), eq(pointsLedger.sourceKind, "game")));
    expect(await points()).toEqual([
      { reason: "career_game_completed", sourceId: "career/ceo/2026-11-29", points: 3 },
    ]);

    // Another role, and the next day, earn again.
    const cto = await scenariosOf("cto");
    await post({ role: "cto", steps: playPath(cto, () => 0) });
    t.clock.set(new Date("2026-11-30T08:00:00Z"));
    await post({ role: "ceo", steps: careless });
    expect((await points()).map((row) => row.sourceId).sort()).toEqual([
      "career/ceo/2026-11-29",
      "career/ceo/2026-11-30",
      "career/cto/2026-11-29",
    ]);
    t.clock.set(null);
  });

  it("lists the person's best per role in the roles' order, and nobody else's", async () => {
    const response = await call(t.app, "/api/games/career/bests", undefined, { jar });
    expect(response.status).toBe(200);
    const { bests } = (await response.json()) as CareerBestsResponse;
    expect(bests.map((best) => [best.role, best.runsPlayed])).toEqual([
      ["ceo", 3],
      ["cto", 1],
    ]);
    const other = await createVerifiedUser(t.app, t.db, person("newcomer@example.com"));
    const theirs = await call(t.app, "/api/games/career/bests", undefined, { jar: other.jar });
    expect(((await theirs.json()) as CareerBestsResponse).bests).toEqual([]);
  });

  it("feeds each played role's best into the skills profile, and suggests the game for a role not played", async () => {
    const { bests } = (await (
      await call(t.app, "/api/games/career/bests", undefined, { jar })
    ).json()) as CareerBestsResponse;
    const skills = (await (await call(t.app, "/api/skills", undefined, { jar })).json()) as SkillsResponse;
    const careerShare = (role: string) =>
      skills.roles
        .find((entry) => entry.role === role)
        ?.measures.find((measure) => measure.source === "career");
    expect(careerShare("ceo")).toMatchObject({
      label: "Career game",
      share: (bests[0]?.bestScore ?? 0) / 100,
    });
    expect(careerShare("ceo")?.detail).toContain("(3 runs)");
    expect(careerShare("cgo")).toBeUndefined();

    const other = await createVerifiedUser(t.app, t.db, person("career-newcomer@example.com"));
    const fresh = (await (
      await call(t.app, "/api/skills", undefined, { jar: other.jar })
    ).json()) as SkillsResponse;
    expect(fresh.roles.flatMap((role) => role.measures).some((measure) => measure.source === "career")).toBe(
      false,
    );
  });
});
