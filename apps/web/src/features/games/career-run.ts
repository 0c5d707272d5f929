import {
  applyEffects,
  CAREER_BIG_GAIN,
  CAREER_GAME_METRICS,
  type CareerMetrics,
  type CareerScenarioRules,
  type CareerStep,
  firstScenario,
  isRunOver,
  nextScenario,
  startMetrics,
} from "@hatchery/shared";

/*
 * One run of the career game in the browser, with the shared rules the server replays it by
 * (docs/decisions/046-career-game.md): a scenario is shown, a choice is made and its outcome told,
 * then the run goes on where the choice leads.
 */

export interface CareerDecision {
  choice: number;
  /** The metrics before the choice, so the meters can show what it changed. */
  before: CareerMetrics;
  next: string | null;
}

export interface CareerRunState {
  scenario: string;
  steps: CareerStep[];
  metrics: CareerMetrics;
  /** The decision taken in the current scenario, while its outcome is shown; null before it. */
  decided: CareerDecision | null;
}

export function startCareerRun(scenarios: readonly CareerScenarioRules[]): CareerRunState | null {
  const first = firstScenario(scenarios);
  return first === null ? null : { scenario: first, steps: [], metrics: startMetrics(), decided: null };
}

export function decide(
  state: CareerRunState,
  scenarios: readonly CareerScenarioRules[],
  choice: number,
): CareerRunState {
  const taken = scenarios.find((scenario) => scenario.slug === state.scenario)?.choices[choice];
  if (!taken || state.decided) return state;
  return {
    ...state,
    steps: [...state.steps, { scenario: state.scenario, choice }],
    metrics: applyEffects(state.metrics, taken.effects),
    decided: { choice, before: state.metrics, next: nextScenario(scenarios, state.scenario, choice) },
  };
}

/** Whether the decision just taken ends the run. */
export function isFinished(state: CareerRunState): boolean {
  return state.decided !== null && isRunOver(state.decided.next, state.steps.length);
}

/** On to where the decision leads; the same state when the run is over. */
export function advance(state: CareerRunState): CareerRunState {
  if (!state.decided || state.decided.next === null || isFinished(state)) return state;
  return { ...state, scenario: state.decided.next, decided: null };
}

/** How much each metric moved between two readings. */
export function metricChanges(before: CareerMetrics, after: CareerMetrics): CareerMetrics {
  const changes = { ...after };
  for (const metric of CAREER_GAME_METRICS) changes[metric] = after[metric] - before[metric];
  return changes;
}

export function movedAny(changes: CareerMetrics): boolean {
  return CAREER_GAME_METRICS.some((metric) => changes[metric] !== 0);
}

export function isBigGain(changes: CareerMetrics): boolean {
  return CAREER_GAME_METRICS.some((metric) => changes[metric] >= CAREER_BIG_GAIN);
}
