import { describe, expect, it } from "vitest";
import {
  applyEffects,
  CAREER_EFFECT_STEP,
  CAREER_MAX_DECISIONS,
  CAREER_METRIC_START,
  type CareerScenarioRules,
  careerRating,
  firstScenario,
  isGoodRating,
  nextScenario,
  replayRun,
  runScore,
  startMetrics,
} from "./career-game-model";

/*
 * A small role: "hire" branches to the branch-only "bad-hire" when its second choice is taken, and
 * "bad-hire" goes on in order to "launch", skipping nothing else.
 */
const scenarios: CareerScenarioRules[] = [
  {
    slug: "idea",
    branchOnly: false,
    choices: [
      { score: 8, effects: { cash: 1 } },
      { score: 2, effects: {} },
    ],
  },
  {
    slug: "hire",
    branchOnly: false,
    choices: [
      { score: 9, effects: { morale: 2, quality: 1 } },
      { score: 3, effects: { morale: -2 }, next: "bad-hire" },
    ],
  },
  {
    slug: "bad-hire",
    branchOnly: true,
    choices: [
      { score: 5, effects: { cash: -3 } },
      { score: 7, effects: {} },
    ],
  },
  {
    slug: "launch",
    branchOnly: false,
    choices: [
      { score: 10, effects: { customers: 3 } },
      { score: 0, effects: { customers: -3 } },
    ],
  },
];

describe("metrics", () => {
  it("start every metric halfway", () => {
    expect(startMetrics()).toEqual({
      cash: CAREER_METRIC_START,
      customers: CAREER_METRIC_START,
      morale: CAREER_METRIC_START,
      quality: CAREER_METRIC_START,
    });
  });

  it("move each metric by its effect times the step, leaving the others", () => {
    expect(applyEffects(startMetrics(), { cash: 2, morale: -1 })).toEqual({
      cash: 50 + 2 * CAREER_EFFECT_STEP,
      customers: 50,
      morale: 50 - CAREER_EFFECT_STEP,
      quality: 50,
    });
  });

  it("are clamped to 0 and 100", () => {
    const full = { cash: 98, customers: 3, morale: 100, quality: 0 };
    expect(applyEffects(full, { cash: 3, customers: -3, morale: 1, quality: -1 })).toEqual({
      cash: 100,
      customers: 0,
      morale: 100,
      quality: 0,
    });
  });
});

describe("branching", () => {
  it("starts at the first scenario that is not branch-only", () => {
    expect(firstScenario(scenarios)).toBe("idea");
    const branchFirst = scenarios.filter((scenario) => scenario.branchOnly);
    expect(firstScenario([...branchFirst, ...scenarios])).toBe("idea");
    expect(firstScenario([])).toBeNull();
  });

  it("follows a choice's next, else the next scenario in order that is not branch-only", () => {
    expect(nextScenario(scenarios, "idea", 0)).toBe("hire");
    expect(nextScenario(scenarios, "hire", 0)).toBe("launch");
    expect(nextScenario(scenarios, "hire", 1)).toBe("bad-hire");
    expect(nextScenario(scenarios, "bad-hire", 0)).toBe("launch");
    expect(nextScenario(scenarios, "launch", 0)).toBeNull();
  });
});

describe("scoring and endings", () => {
  it("score a run as the mean of its choices on 0 to 100", () => {
    expect(runScore([8, 9, 10])).toBe(90);
    expect(runScore([3, 4])).toBe(35);
    expect(runScore([])).toBe(0);
  });

  it("rate by the score, held back by the weakest metric", () => {
    const healthy = { cash: 70, customers: 60, morale: 55, quality: 80 };
    expect(careerRating(80, healthy)).toBe("thriving");
    expect(careerRating(80, { ...healthy, cash: 30 })).toBe("steady");
    expect(careerRating(60, healthy)).toBe("steady");
    expect(careerRating(40, healthy)).toBe("shaky");
    expect(careerRating(90, { ...healthy, customers: 0 })).toBe("failing");
    expect(careerRating(20, healthy)).toBe("failing");
    expect(isGoodRating("steady")).toBe(true);
    expect(isGoodRating("shaky")).toBe(false);
  });
});

describe("replaying a run", () => {
  it("computes the final metrics, score and rating of a finished run", () => {
    const replay = replayRun(scenarios, [
      { scenario: "idea", choice: 0 },
      { scenario: "hire", choice: 0 },
      { scenario: "launch", choice: 0 },
    ]);
    expect(replay).toEqual({
      ok: true,
      outcome: {
        metrics: { cash: 56, customers: 68, morale: 62, quality: 56 },
        score: 90,
        rating: "thriving",
        decisions: 3,
      },
    });
  });

  it("accepts a path through a branch", () => {
    const replay = replayRun(scenarios, [
      { scenario: "idea", choice: 1 },
      { scenario: "hire", choice: 1 },
      { scenario: "bad-hire", choice: 0 },
      { scenario: "launch", choice: 1 },
    ]);
    expect(replay.ok && replay.outcome).toMatchObject({
      metrics: { cash: 32, customers: 32, morale: 38, quality: 50 },
      score: 25,
      rating: "failing",
    });
  });

  it("refuses unknown scenarios and choices", () => {
    expect(replayRun(scenarios, [{ scenario: "nowhere", choice: 0 }])).toEqual({
      ok: false,
      error: "unknownScenario",
    });
    expect(replayRun(scenarios, [{ scenario: "idea", choice: 2 }])).toEqual({
      ok: false,
      error: "unknownChoice",
    });
    expect(replayRun(scenarios, [{ scenario: "idea", choice: 0.5 }])).toEqual({
      ok: false,
      error: "unknownChoice",
    });
  });

  it("refuses a path the branches do not allow", () => {
    // Starting later than the start, skipping a scenario, or entering a branch its choice did not take.
    expect(replayRun(scenarios, [{ scenario: "hire", choice: 0 }]).ok).toBe(false);
    expect(
      replayRun(scenarios, [
        { scenario: "idea", choice: 0 },
        { scenario: "hire", choice: 0 },
        { scenario: "bad-hire", choice: 0 },
      ]),
    ).toEqual({ ok: false, error: "wrongPath" });
  });

  it("refuses an unfinished, empty or endless run", () => {
    expect(replayRun(scenarios, [{ scenario: "idea", choice: 0 }])).toEqual({
      ok: false,
      error: "unfinished",
    });
    expect(replayRun(scenarios, [])).toEqual({ ok: false, error: "empty" });
    const loop: CareerScenarioRules[] = [
      { slug: "a", branchOnly: false, choices: [{ score: 5, effects: {}, next: "b" }] },
      { slug: "b", branchOnly: false, choices: [{ score: 5, effects: {}, next: "a" }] },
    ];
    const steps = Array.from({ length: CAREER_MAX_DECISIONS }, (_, index) => ({
      scenario: index % 2 === 0 ? "a" : "b",
      choice: 0,
    }));
    // A looping path ends at the cap: a run of exactly that many decisions is finished, one more is refused.
    expect(replayRun(loop, steps).ok).toBe(true);
    expect(replayRun(loop, [...steps, { scenario: "a", choice: 0 }])).toEqual({
      ok: false,
      error: "tooLong",
    });
  });
});
