import type { CareerScenario } from "@hatchery/shared";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { MarkdownProse } from "@/components/markdown/markdown-prose";
import { Button } from "@/components/ui/button";
import { playGameSound } from "../game-sounds";

interface CareerScenarioViewProps {
  scenario: CareerScenario;
  decisionNumber: number;
  /** The choice taken here, once it is; its outcome is then shown. */
  decided: number | null;
  /** What the decision did to the metrics, in words: the meters may be scrolled out of sight. */
  impact: string | null;
  /** Whether going on after this decision leads to the ending rather than another scenario. */
  lastDecision: boolean;
  onDecide: (choice: number) => void;
  onContinue: () => void;
}

/**
 * One scenario: the situation, its choices as radio buttons and a button that commits to one; then
 * what happened, and the way on. The heading takes the focus when the scenario appears, the outcome's
 * heading when the decision is made, so a keyboard or screen reader follows the story.
 */
export function CareerScenarioView(props: CareerScenarioViewProps) {
  const { scenario, decided } = props;
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const outcomeHeading = useRef<HTMLHeadingElement>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const [missing, setMissing] = useState(false);

  useEffect(() => {
    heading.current?.focus();
  }, []);
  useEffect(() => {
    if (decided !== null) outcomeHeading.current?.focus();
  }, [decided]);

  function commit(event: FormEvent) {
    event.preventDefault();
    if (selected === null) {
      setMissing(true);
      return;
    }
    // The decision charges up as it is confirmed; the meters' sounds follow when they move.
    playGameSound("hold-charge");
    props.onDecide(selected);
  }

  const taken = decided === null ? null : scenario.choices[decided];
  return (
    <article aria-labelledby={`${id}-heading`} className="space-y-4">
      <p className="text-sm font-medium text-muted-foreground">Decision {props.decisionNumber}</p>
      <h2 id={`${id}-heading`} ref={heading} tabIndex={-1} className="text-2xl font-semibold outline-none">
        {scenario.title}
      </h2>
      <p className="font-medium">{scenario.summary}</p>
      <MarkdownProse html={scenario.bodyHtml} />
      <form onSubmit={commit} className="space-y-4">
        <fieldset aria-describedby={missing ? `${id}-missing` : undefined} disabled={decided !== null}>
          <legend className="font-semibold">What do you do?</legend>
          <div className="mt-3 space-y-2">
            {scenario.choices.map((choice, index) => (
              <label
                key={choice.text}
                className="flex cursor-pointer items-start gap-3 rounded-md border bg-card p-3 has-[:checked]:border-primary has-[:checked]:bg-primary/5"
              >
                <input
                  type="radio"
                  name={`${id}-choice`}
                  value={index}
                  checked={(decided ?? selected) === index}
                  onChange={() => {
                    setSelected(index);
                    setMissing(false);
                  }}
                  className="mt-1 size-4 shrink-0 accent-primary"
                />
                <span>{choice.text}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {missing && (
          <p id={`${id}-missing`} role="alert" className="text-sm text-destructive">
            Choose what you do first.
          </p>
        )}
        {decided === null && <Button type="submit">Make this decision</Button>}
      </form>
      {taken && (
        <section aria-labelledby={`${id}-outcome`} className="space-y-3 rounded-lg border bg-muted/40 p-4">
          <h3 id={`${id}-outcome`} ref={outcomeHeading} tabIndex={-1} className="font-semibold outline-none">
            What happened
          </h3>
          <p>{taken.outcome}</p>
          {props.impact && <p className="text-sm font-medium">{props.impact}</p>}
          <Button type="button" onMouseEnter={() => playGameSound("menu-hover")} onClick={props.onContinue}>
            {props.lastDecision ? "See how the company ends up" : "Next decision"}
          </Button>
        </section>
      )}
    </article>
  );
}
