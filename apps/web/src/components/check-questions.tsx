import { type FormEvent, type ReactNode, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/** A question as readers get it: the answer and its explanation stay on the server until checked. */
export interface CheckQuestion {
  prompt: string;
  options: readonly string[];
}

/** The server's verdict on one answer. */
export interface CheckQuestionResult {
  correct: boolean;
  explanation: string;
}

export interface CheckQuestionsProps {
  questions: readonly CheckQuestion[];
  /** One verdict per question once the server has checked them; undefined before. */
  results: readonly CheckQuestionResult[] | undefined;
  checking: boolean;
  /** Sends the chosen option of every question, in order, to be checked. */
  onCheck: (answers: number[]) => void;
  /** An answer changed: the previous verdicts no longer describe what is chosen. */
  onChange: () => void;
  /** What the last check said (the outcome or why it failed), announced when it changes. */
  outcome: ReactNode;
  /** A sentence above the questions saying what checking them does. */
  help?: string;
}

/**
 * Check questions, for library articles and incubator lessons alike: one group of native radio
 * buttons per question (arrow keys move within a group, Tab between groups), checked by the server,
 * each then marked right or wrong with its explanation. The caller owns the request, so each area
 * keeps its own endpoint and words.
 */
export function CheckQuestions({
  questions,
  results,
  checking,
  onCheck,
  onChange,
  outcome,
  help,
}: CheckQuestionsProps) {
  const [chosen, setChosen] = useState<(number | undefined)[]>(() => questions.map(() => undefined));
  const helpId = useId();
  const complete = chosen.every((option) => option !== undefined);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (complete) onCheck(chosen.map((option) => option ?? 0));
  }

  return (
    <form onSubmit={submit} className="space-y-6" aria-describedby={help ? helpId : undefined}>
      {help && (
        <p id={helpId} className="text-muted-foreground">
          {help}
        </p>
      )}
      {questions.map((question, index) => {
        const result = results?.[index];
        return (
          <fieldset key={`${index}-${question.prompt}`} className="rounded-lg border p-4">
            <legend className="px-1 font-medium">
              {index + 1}. {question.prompt}
            </legend>
            <div className="mt-2 space-y-2">
              {question.options.map((option, optionIndex) => (
                <label key={`${optionIndex}-${option}`} className="flex items-center gap-2">
                  <input
                    type="radio"
                    name={`question-${index}`}
                    value={optionIndex}
                    checked={chosen[index] === optionIndex}
                    onChange={() => {
                      setChosen((current) =>
                        current.map((value, at) => (at === index ? optionIndex : value)),
                      );
                      onChange();
                    }}
                    className="size-4 shrink-0 accent-primary"
                  />
                  <span className="min-w-0 break-words">{option}</span>
                </label>
              ))}
            </div>
            {result && (
              <p
                className={cn(
                  "mt-3 text-sm",
                  result.correct ? "text-emerald-700 dark:text-emerald-400" : "text-destructive",
                )}
              >
                <strong>{result.correct ? "Right." : "Not quite."}</strong> {result.explanation}
              </p>
            )}
          </fieldset>
        );
      })}
      <div role="status" aria-live="polite">
        {outcome}
      </div>
      <Button type="submit" disabled={!complete || checking}>
        {checking ? "Checking…" : "Check answers"}
      </Button>
    </form>
  );
}
