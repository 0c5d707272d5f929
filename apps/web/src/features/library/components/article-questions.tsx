import type { LibraryAnswersResponse, LibraryQuestion } from "@hatchery/shared";
import { CheckQuestions } from "@/components/check-questions";
import { errorMessage } from "@/lib/api-client";
import { useAnswerLibraryQuestions } from "../api/answer-library-questions";

/** The article's check questions, answered through the library; `onAnswered` keeps the new status. */
export function ArticleQuestions({
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
  const answer = useAnswerLibraryQuestions();
  return (
    <CheckQuestions
      questions={questions}
      results={answer.data?.results}
      checking={answer.isPending}
      onCheck={(answers) =>
        answer.mutate({ section, slug, answers }, { onSuccess: (result) => onAnswered(result) })
      }
      onChange={() => answer.reset()}
      help="Answer every question to check what you remember. All right, and the article is mastered."
      outcome={
        answer.isError ? (
          <p className="text-destructive">{errorMessage(answer.error)}</p>
        ) : (
          answer.data && (
            <p className="font-medium">
              {answer.data.mastered
                ? "All right: you have mastered this article."
                : "Some answers are not right yet. Read the explanations and try again."}
            </p>
          )
        )
      }
    />
  );
}
