import { lazy, Suspense } from "react";
import { InterviewResultsPage } from "@/features/games/pages/interview-results-page";

// Loaded after the results: sharing is not what the page's first view needs.
const PracticeSharePanel = lazy(() =>
  import("@/features/mentoring/components/practice-share-panel").then((module) => ({
    default: module.PracticeSharePanel,
  })),
);
const PracticeShareAnswerComments = lazy(() =>
  import("@/features/mentoring/components/practice-share-answer-comments").then((module) => ({
    default: module.PracticeShareAnswerComments,
  })),
);

/**
 * `/games/interview/results/:id`: the games' results page with mentor feedback (decision 051), the
 * "Share with a mentor" panel and each answer's comments beside it.
 */
export function InterviewResultsWithMentorsPage() {
  return (
    <InterviewResultsPage
      afterFigures={(session) => (
        <Suspense fallback={null}>
          <PracticeSharePanel kind="interview" itemId={session.id} />
        </Suspense>
      )}
      answerExtra={(session, answer) => (
        <Suspense fallback={null}>
          <PracticeShareAnswerComments kind="interview" itemId={session.id} questionId={answer.questionId} />
        </Suspense>
      )}
    />
  );
}
