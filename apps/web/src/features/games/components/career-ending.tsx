import {
  CAREER_ENDINGS,
  type CareerRunOutcome,
  type CareerRunResponse,
  type CareerScenario,
  type CareerStep,
  type CoreTeamRole,
} from "@hatchery/shared";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { signInPath } from "@/lib/auth/sign-in-path";
import { CAREER_ROLES } from "../career-format";
import { playGameSound } from "../game-sounds";
import { CareerMeters } from "./career-meters";

/** What became of the finished run: not kept (a visitor's), being kept, kept, or not kept after all. */
export type CareerSaveState =
  | { kind: "visitor" }
  | { kind: "saving" }
  | { kind: "saved"; response: CareerRunResponse }
  | { kind: "failed"; message: string };

interface CareerEndingProps {
  role: CoreTeamRole;
  scenarios: readonly CareerScenario[];
  steps: readonly CareerStep[];
  outcome: CareerRunOutcome;
  save: CareerSaveState;
  onPlayAgain: () => void;
  onAnotherRole: () => void;
  onRetrySave: () => void;
}

function SaveLine({ save, role }: { save: CareerSaveState; role: CoreTeamRole }) {
  if (save.kind === "visitor") {
    return (
      <p className="text-sm text-muted-foreground">
        <Link
          className="font-medium text-primary underline underline-offset-4"
          to={signInPath("/games/career")}
        >
          Sign in to keep your runs
        </Link>{" "}
        and see your best as {CAREER_ROLES[role].name}.
      </p>
    );
  }
  if (save.kind === "saving") return <p className="text-muted-foreground">Saving your run…</p>;
  if (save.kind === "failed")
    return <p className="text-destructive">Your run could not be saved: {save.message}</p>;
  const { best, newBest } = save.response;
  return (
    <p>
      {newBest ? "That is your best run of this role! " : ""}
      Your best as {CAREER_ROLES[role].name}: {best.bestScore} out of 100 over {best.runsPlayed}{" "}
      {best.runsPlayed === 1 ? "run" : "runs"}.
    </p>
  );
}

/** The run's ending: how the company ends up, what each decision taught, and where to read more. */
export function CareerEnding(props: CareerEndingProps) {
  const { outcome, save } = props;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const ending = CAREER_ENDINGS[outcome.rating];
  const bySlug = new Map(props.scenarios.map((scenario) => [scenario.slug, scenario]));
  return (
    <section aria-labelledby="career-ending" className="space-y-6">
      <div className="space-y-2">
        <h2 id="career-ending" ref={heading} tabIndex={-1} className="text-2xl font-semibold outline-none">
          {ending.title}
        </h2>
        <p>{ending.text}</p>
        <p className="font-medium">
          Your decisions scored {outcome.score} out of 100 over {outcome.decisions} decisions as{" "}
          {CAREER_ROLES[props.role].name}.
        </p>
        <div aria-live="polite">
          <SaveLine save={save} role={props.role} />
        </div>
        {save.kind === "failed" && (
          <Button type="button" variant="outline" onClick={props.onRetrySave}>
            Try saving again
          </Button>
        )}
      </div>
      <CareerMeters metrics={outcome.metrics} title="Where the company ends up" />
      <section aria-labelledby="career-lessons" className="space-y-3">
        <h3 id="career-lessons" className="text-lg font-semibold">
          What each decision taught
        </h3>
        <ol className="space-y-4">
          {props.steps.map((step, index) => {
            const scenario = bySlug.get(step.scenario);
            const choice = scenario?.choices[step.choice];
            if (!scenario || !choice) return null;
            return (
              <li key={`${step.scenario}-${index}`} className="rounded-lg border bg-card p-4">
                <h4 className="font-semibold">
                  {index + 1}. {scenario.title}
                </h4>
                <p className="mt-1 text-sm text-muted-foreground">You chose: {choice.text}</p>
                <p className="mt-2">{choice.lesson}</p>
                {scenario.articles.length > 0 && (
                  <div className="mt-2 text-sm">
                    <span className="font-medium">Read more in the library: </span>
                    <ul className="inline">
                      {scenario.articles.map((article, place) => (
                        <li key={article.path} className="inline">
                          {place > 0 && ", "}
                          <Link className="text-primary underline underline-offset-4" to={article.path}>
                            {article.title}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      </section>
      <div className="flex flex-wrap gap-3">
        <Button
          type="button"
          onMouseEnter={() => playGameSound("menu-hover")}
          onClick={() => {
            playGameSound("menu-select");
            props.onPlayAgain();
          }}
        >
          Play this role again
        </Button>
        <Button
          type="button"
          variant="outline"
          onMouseEnter={() => playGameSound("menu-hover")}
          onClick={() => {
            playGameSound("menu-select");
            props.onAnotherRole();
          }}
        >
          Choose another role
        </Button>
      </div>
    </section>
  );
}
