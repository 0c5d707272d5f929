import { type KeyboardEvent, type ReactNode, useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";

export interface StepQuestion {
  id: string;
  /** The question as the legend of its radio group. */
  title: string;
  /** What sets the scene, under the legend. */
  scene?: ReactNode;
  options: readonly { value: number; label: string }[];
}

interface QuestionStepperProps {
  /** Names the radio groups, so two parts on one page never share a group. */
  name: string;
  questions: readonly StepQuestion[];
  answers: Readonly<Record<string, number>>;
  index: number;
  onAnswer(id: string, value: number): void;
  onIndexChange(index: number): void;
  onFinish(): void;
  finishing: boolean;
}

/**
 * One question at a time as a radio group: the arrow keys move between options (the browser's own radio
 * behaviour), Enter goes on once the question is answered, and focus follows to the next question's
 * choice, so the whole part can be answered from the keyboard.
 */
export function QuestionStepper({
  name,
  questions,
  answers,
  index,
  onAnswer,
  onIndexChange,
  onFinish,
  finishing,
}: QuestionStepperProps) {
  const groupRef = useRef<HTMLFieldSetElement>(null);
  const current = Math.min(index, questions.length - 1);
  const question = questions[current];
  const answered = Object.keys(answers).filter((id) => questions.some((entry) => entry.id === id)).length;
  const isLast = current === questions.length - 1;
  const chosen = question ? answers[question.id] : undefined;
  const rendered = useRef(false);

  useEffect(() => {
    // Not on the first render: opening the page should not jump into the questions.
    if (!rendered.current) {
      rendered.current = true;
      return;
    }
    const group = groupRef.current;
    const target =
      group?.querySelector<HTMLInputElement>("input:checked") ??
      group?.querySelector<HTMLInputElement>("input");
    target?.focus();
  }, [current]);

  if (!question) return null;

  function goOn() {
    if (chosen === undefined || finishing) return;
    if (isLast) onFinish();
    else onIndexChange(current + 1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLFieldSetElement>) {
    if (event.key !== "Enter") return;
    event.preventDefault();
    goOn();
  }

  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <div className="flex justify-between text-sm text-muted-foreground">
          <span>
            Question {current + 1} of {questions.length}
          </span>
          <span>{answered} answered</span>
        </div>
        <div
          role="progressbar"
          aria-label="Answered"
          aria-valuemin={0}
          aria-valuemax={questions.length}
          aria-valuenow={answered}
          aria-valuetext={`${answered} of ${questions.length} answered`}
          className="h-2 w-full overflow-hidden rounded-full bg-muted"
        >
          <div
            className="h-full bg-primary transition-[width]"
            style={{ width: `${(answered / questions.length) * 100}%` }}
          />
        </div>
      </div>
      <fieldset ref={groupRef} key={question.id} onKeyDown={onKeyDown} className="space-y-4">
        <legend className="text-lg font-semibold">{question.title}</legend>
        {question.scene}
        <div className="space-y-2">
          {question.options.map((option) => (
            <label
              key={option.value}
              className="flex cursor-pointer items-start gap-3 rounded-md border p-3 has-[:checked]:border-primary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
            >
              <input
                type="radio"
                name={`${name}-${question.id}`}
                value={option.value}
                checked={chosen === option.value}
                onChange={() => onAnswer(question.id, option.value)}
                className="mt-1 accent-primary"
              />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
        <p className="text-sm text-muted-foreground">Use the arrow keys to choose, Enter to go on.</p>
      </fieldset>
      <div className="flex gap-3">
        <Button
          type="button"
          variant="outline"
          disabled={current === 0}
          onClick={() => onIndexChange(current - 1)}
        >
          Back
        </Button>
        <Button type="button" disabled={chosen === undefined || finishing} onClick={goOn}>
          {isLast ? (finishing ? "Scoring…" : "See my results") : "Next"}
        </Button>
      </div>
    </div>
  );
}
