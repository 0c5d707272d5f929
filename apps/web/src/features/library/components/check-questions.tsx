import type { LibraryAnswersResponse, LibraryQuestion } from "@hatchery/shared";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-client";
import { cn } from "@/lib/utils";
import { useAnswerLibraryQuestions } from "../api/answer-library-questions";

/**
 * The article's check questions: one group of native radio buttons per question (arrow keys move
 * within a group, Tab between groups), checked by the server, each then marked right or wrong with its
 * explanation.
 */
export function CheckQuestions({
  section,
  slug,
  questions,
  onAnswered,
}: {
  section: string;
  slug: string;
  questions: readonly LibraryQuestion[];
  onAnswered: (result: LibraryAnswersResponse) => void;
}) {
  const [chosen, setChosen] = useState<(number | undefined)[]>(() => questions.map(() => undefined));
  const answer = useAnswerLibraryQuestions();
  const results = answer.data?.results;
  const complete = chosen.every((option) => option !== undefined);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!complete) return;
    answer.mutate(
      { section, slug, answers: chosen.map((option) => option ?? 0) },
      { onSuccess: (result) => onAnswered(result) },
    );
  }

  return (
    <form onSubmit={submit} className="space-y-6" aria-describedby="questions-help">
      <p id="questions-help" className="text-muted-foreground">
        Answer every question to check what you remember. All right, and the article is mastered.
      </p>
      {questions.map((question, index) => {
        const result = results?.[index];
        return (
          <fieldset key={question.prompt} className="rounded-lg border p-4">
            <legend className="px-1 font-medium">
              {index + 1}. {question.prompt}
            </legend>
            <div className="mt-2 space-y-2">
              {question.options.map((option, optionIndex) => (
                <label key={option} className="flex items-center gap-2">
                  <input
                    type="radio"
                    name={`question-${index}`}
                    value={optionIndex}
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
      <div aria-live="polite">
        {answer.data && (
          <p className="mb-3 font-medium">
            {answer.data.mastered
              ? "All right: you have mastered this article."
              : "Some answers are not right yet. Read the explanations and try again."}
          </p>
        )}
        {answer.isError && <p className="mb-3 text-destructive">{errorMessage(answer.error)}</p>}
      </div>
      <Button type="submit" disabled={!complete || answer.isPending}>
        Check answers
      </Button>
    </form>
  );
}
