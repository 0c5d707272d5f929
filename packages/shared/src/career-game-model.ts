/*
 * The career game's rules (docs/decisions/046-career-game.md), apart from its schemas: the page plays
 * a run with them and the server replays a run with the same functions before it keeps it, so the two
 * cannot disagree about where a choice leads or what it does to the company.
 */

/** The company's metrics the career game keeps: money in the bank, customers, the team's morale, the product. */
export const CAREER_GAME_METRICS = ["cash", "customers", "morale", "quality"] as const;
export type CareerGameMetric = (typeof CAREER_GAME_METRICS)[number];
export type CareerMetrics = Record<CareerGameMetric, number>;
export type CareerEffects = Partial<Record<CareerGameMetric, number>>;

export const CAREER_METRIC_LABELS: Record<CareerGameMetric, string> = {
  cash: "Cash",
  customers: "Customers",
  morale: "Team morale",
  quality: "Product quality",
};

/** A metric is a meter from 0 to 100; every run starts each one halfway. */
export const CAREER_METRIC_MIN = 0;
export const CAREER_METRIC_MAX = 100;
export const CAREER_METRIC_START = 50;
/**
 * What one point of a choice's effect (-3 to 3, decision 042) moves a meter. Nine decisions of +3 at
 * this step fill a meter from half to full and beyond, so a run of strong choices reaches the top and
 * a run of weak ones the bottom.
 */
export const CAREER_EFFECT_STEP = 6;
/** A change this large (a +3 effect) is a big gain: the game plays its power-up sound. */
export const CAREER_BIG_GAIN = 3 * CAREER_EFFECT_STEP;
/**
 * A run ends after this many decisions even if its branches would go on: decision 042 allows branches
 * that loop, and a role has twelve scenarios, so no honest path comes near it.
 */
export const CAREER_MAX_DECISIONS = 20;

/** What a run's rules need of a scenario: its slug, whether it is reached only by a branch, its choices. */
export interface CareerScenarioRules {
  slug: string;
  branchOnly: boolean;
  choices: ReadonlyArray<{ score: number; effects: CareerEffects; next?: string | null }>;
}

/** One decision of a run: the scenario it was made in and the place of the choice taken (from 0). */
export interface CareerStep {
  scenario: string;
  choice: number;
}

export const CAREER_RATINGS = ["thriving", "steady", "shaky", "failing"] as const;
export type CareerRating = (typeof CAREER_RATINGS)[number];

/** How each ending is named and told on the ending screen. */
export const CAREER_ENDINGS: Record<CareerRating, { title: string; text: string }> = {
  thriving: {
    title: "The company is thriving",
    text: "Your decisions kept the money, the customers, the team and the product in good health. This is how companies that last are run.",
  },
  steady: {
    title: "The company is steady",
    text: "Most of your decisions paid off, and the company is on its feet. A few cost more than they had to: the lessons below say which.",
  },
  shaky: {
    title: "The company is on shaky ground",
    text: "The company survived, but some decisions left it weaker than it needed to be. Read what each one taught and try the role again.",
  },
  failing: {
    title: "The company is failing",
    text: "Too many decisions worked against the company. Every founder makes some of these: read what each one taught and play again.",
  },
};

/** Ratings that count as a good ending: the game celebrates them. */
export function isGoodRating(rating: CareerRating): boolean {
  return rating === "thriving" || rating === "steady";
}

export const CAREER_GAME_MESSAGES = {
  role: "role must be ceo, cto, cco or cgo",
  noScenarios: "This role has no scenarios to play",
  unknownScenario: "The run names a scenario this role does not have",
  unknownChoice: "The run names a choice its scenario does not offer",
  wrongPath: "The run takes a path the scenarios' branches do not allow",
  unfinished: "The run is not finished: its last decision leads to another scenario",
  tooLong: `A run ends after ${CAREER_MAX_DECISIONS} decisions`,
  empty: "A run holds at least one decision",
} as const;

export type CareerReplayError = Exclude<keyof typeof CAREER_GAME_MESSAGES, "role" | "noScenarios">;

export function startMetrics(): CareerMetrics {
  return {
    cash: CAREER_METRIC_START,
    customers: CAREER_METRIC_START,
    morale: CAREER_METRIC_START,
    quality: CAREER_METRIC_START,
  };
}

function clampMetric(value: number): number {
  return Math.min(CAREER_METRIC_MAX, Math.max(CAREER_METRIC_MIN, value));
}

/** The metrics after a choice: each moves by its effect times the step, kept within 0 to 100. */
export function applyEffects(metrics: CareerMetrics, effects: CareerEffects): CareerMetrics {
  const next = { ...metrics };
  for (const metric of CAREER_GAME_METRICS) {
    next[metric] = clampMetric(metrics[metric] + (effects[metric] ?? 0) * CAREER_EFFECT_STEP);
  }
  return next;
}

/** The first scenario of a role's path: the first in order that is not reached only by a branch. */
export function firstScenario(scenarios: readonly CareerScenarioRules[]): string | null {
  return scenarios.find((scenario) => !scenario.branchOnly)?.slug ?? null;
}

/**
 * Where a choice leads: its `next` when it branches, else the next scenario in order after the current
 * one that is not branch-only; null when there is none, which ends the run. `scenarios` are in order.
 */
export function nextScenario(
  scenarios: readonly CareerScenarioRules[],
  current: string,
  choice: number,
): string | null {
  const index = scenarios.findIndex((scenario) => scenario.slug === current);
  const taken = scenarios[index]?.choices[choice];
  if (!taken) return null;
  if (taken.next) return taken.next;
  return scenarios.slice(index + 1).find((scenario) => !scenario.branchOnly)?.slug ?? null;
}

/** The run's score: the mean of its choices' scores (0 to 10) as a whole number from 0 to 100. */
export function runScore(choiceScores: readonly number[]): number {
  if (choiceScores.length === 0) return 0;
  const sum = choiceScores.reduce((total, score) => total + score, 0);
  return Math.round((sum / choiceScores.length) * 10);
}

/**
 * The ending: how well the decisions were judged, held back by the weakest metric, since a company
 * with no cash or no customers left is not thriving however wise the rest was.
 */
export function careerRating(score: number, metrics: CareerMetrics): CareerRating {
  const weakest = Math.min(...CAREER_GAME_METRICS.map((metric) => metrics[metric]));
  if (score >= 75 && weakest >= 40) return "thriving";
  if (score >= 55 && weakest >= 20) return "steady";
  if (score >= 35 && weakest > CAREER_METRIC_MIN) return "shaky";
  return "failing";
}

export interface CareerRunOutcome {
  metrics: CareerMetrics;
  score: number;
  rating: CareerRating;
  decisions: number;
}

export type CareerReplay = { ok: true; outcome: CareerRunOutcome } | { ok: false; error: CareerReplayError };

/**
 * Plays a run's decisions again against the role's scenarios (in order): the first must be the start
 * of the path, each next one where the previous choice leads, and the last must end the run. Answers
 * the final metrics, score and rating, or which rule the run broke.
 */
export function replayRun(
  scenarios: readonly CareerScenarioRules[],
  steps: readonly CareerStep[],
): CareerReplay {
  if (steps.length === 0) return { ok: false, error: "empty" };
  if (steps.length > CAREER_MAX_DECISIONS) return { ok: false, error: "tooLong" };
  const bySlug = new Map(scenarios.map((scenario) => [scenario.slug, scenario]));
  let metrics = startMetrics();
  const scores: number[] = [];
  let expected = firstScenario(scenarios);
  for (const [index, step] of steps.entries()) {
    const scenario = bySlug.get(step.scenario);
    if (!scenario) return { ok: false, error: "unknownScenario" };
    if (step.scenario !== expected) return { ok: false, error: "wrongPath" };
    const choice = Number.isInteger(step.choice) ? scenario.choices[step.choice] : undefined;
    if (!choice) return { ok: false, error: "unknownChoice" };
    metrics = applyEffects(metrics, choice.effects);
    scores.push(choice.score);
    expected = nextScenario(scenarios, step.scenario, step.choice);
    if (index === steps.length - 1 && !isRunOver(expected, steps.length)) {
      return { ok: false, error: "unfinished" };
    }
  }
  const score = runScore(scores);
  return {
    ok: true,
    outcome: { metrics, score, rating: careerRating(score, metrics), decisions: steps.length },
  };
}

/** Whether a run of this many decisions is over: its last choice leads nowhere, or it hit the cap. */
export function isRunOver(next: string | null, decisions: number): boolean {
  return next === null || decisions >= CAREER_MAX_DECISIONS;
}
