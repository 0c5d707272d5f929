import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-client";
import { cn } from "@/lib/utils";
import { type AnswerLessonVariables, useAnswerLesson } from "../api/answer-lesson";

/**
 * A lesson's check questions: one group of native radio buttons per question (arrow keys move within
 * a group), checked by the server, each then marked right or wrong with its explanation.
 */
export function LessonQuestions({
  place,
  questions,
}: {
  place: Omit<AnswerLessonVariables, "answers">;
  questions: readonly { prompt: string; options: string[] }[];
}) {
  const [chosen, setChosen] = useState<(number | undefined)[]>(() => questions.map(() => undefined));
  const answer = useAnswerLesson();
  const results = answer.data?.results;
  const complete = chosen.every((option) => option !== undefined);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (complete) answer.mutate({ ...place, answers: chosen.map((option) => option ?? 0) });
  }

  return (
    <form onSubmit={submit} className="space-y-6">
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
                    checked={chosen[index] === optionIndex}
                    onChange={() => {
                      setChosen((current) =>
                        current.map((value, at) => (at === index ? optionIndex : value)),
                      );
                      answer.reset();
                    }}
                    className="size-4 accent-primary"
                  />
                  {option}
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
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={!complete || answer.isPending}>
          {answer.isPending ? "Checking…" : "Check answers"}
        </Button>
        <p role="status" className="text-sm">
          {answer.data?.mastered
            ? "All right: lesson mastered."
            : answer.isError
              ? errorMessage(answer.error)
              : ""}
        </p>
      </div>
    </form>
  );
}
