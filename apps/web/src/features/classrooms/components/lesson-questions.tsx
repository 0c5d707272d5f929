import { CheckQuestions } from "@/components/check-questions";
import { errorMessage } from "@/lib/api-client";
import { type AnswerLessonVariables, useAnswerLesson } from "../api/answer-lesson";

/** A lesson's check questions, answered through the course; all right masters the lesson. */
export function LessonQuestions({
  place,
  questions,
}: {
  place: Omit<AnswerLessonVariables, "answers">;
  questions: readonly { prompt: string; options: string[] }[];
}) {
  const answer = useAnswerLesson();
  return (
    <CheckQuestions
      questions={questions}
      results={answer.data?.results}
      checking={answer.isPending}
      onCheck={(answers) => answer.mutate({ ...place, answers })}
      onChange={() => answer.reset()}
      outcome={
        answer.isError ? (
          <p className="text-destructive">{errorMessage(answer.error)}</p>
        ) : (
          answer.data && (
            <p className="font-medium">
              {answer.data.mastered
                ? "All right: lesson mastered."
                : "Some answers are not right yet. Read the explanations and try again."}
            </p>
          )
        )
      }
    />
  );
}
