import {
  CAREER_GAME_METRICS,
  CAREER_METRIC_LABELS,
  type CareerMetrics,
  type CareerScenario,
  type CareerStep,
  type CoreTeamRole,
} from "@hatchery/shared";
import { useState } from "react";
import { CAREER_ROLES } from "../career-format";
import {
  advance,
  type CareerRunState,
  decide,
  isBigGain,
  isFinished,
  metricChanges,
  movedAny,
} from "../career-run";
import { playGameSound } from "../game-sounds";
import { CareerMeters } from "./career-meters";
import { CareerScenarioView } from "./career-scenario-view";

interface CareerPlayProps {
  role: CoreTeamRole;
  scenarios: readonly CareerScenario[];
  start: CareerRunState;
  onFinished: (steps: CareerStep[]) => void;
}

/** The metrics' changes in words, for the live region: "Cash up 12 to 62. Team morale down 6 to 44." */
function describeChanges(changes: CareerMetrics, metrics: CareerMetrics): string {
  const moved = CAREER_GAME_METRICS.filter((metric) => changes[metric] !== 0).map((metric) => {
    const direction = changes[metric] > 0 ? "up" : "down";
    return `${CAREER_METRIC_LABELS[metric]} ${direction} ${Math.abs(changes[metric])} to ${metrics[metric]}.`;
  });
  return moved.length > 0 ? moved.join(" ") : "The metrics did not move.";
}

/** One run: the meters above the current scenario, its outcome once decided, and on to the next. */
export function CareerPlay({ role, scenarios, start, onFinished }: CareerPlayProps) {
  const [run, setRun] = useState(start);
  const [announcement, setAnnouncement] = useState("");
  const scenario = scenarios.find((candidate) => candidate.slug === run.scenario);
  const changes = run.decided ? metricChanges(run.decided.before, run.metrics) : null;

  function onDecide(choice: number) {
    const next = decide(run, scenarios, choice);
    if (!next.decided) return;
    const moved = metricChanges(next.decided.before, next.metrics);
    if (movedAny(moved)) playGameSound("ripple-effect");
    if (isBigGain(moved)) playGameSound("power-up");
    setAnnouncement(describeChanges(moved, next.metrics));
    setRun(next);
  }

  function onContinue() {
    if (isFinished(run)) {
      onFinished(run.steps);
      return;
    }
    playGameSound("screen-transition");
    setAnnouncement("");
    setRun(advance(run));
  }

  if (!scenario) return null;
  return (
    <div className="space-y-6">
      <p role="status" aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </p>
      <p className="text-sm text-muted-foreground">
        Playing as {CAREER_ROLES[role].name}. Each decision moves the company's metrics; the ending explains
        what each one taught.
      </p>
      <CareerMeters metrics={run.metrics} changes={changes} title="Your company" />
      <CareerScenarioView
        // A new scenario is a new form: nothing chosen yet, and its heading takes the focus.
        key={`${run.scenario}-${run.steps.length - (run.decided ? 1 : 0)}`}
        scenario={scenario}
        decisionNumber={run.steps.length + (run.decided ? 0 : 1)}
        decided={run.decided?.choice ?? null}
        impact={changes ? describeChanges(changes, run.metrics) : null}
        lastDecision={isFinished(run)}
        onDecide={onDecide}
        onContinue={onContinue}
      />
    </div>
  );
}
