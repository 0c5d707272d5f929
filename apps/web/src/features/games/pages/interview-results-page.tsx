import {
  INTERVIEW_GROUP_LABELS,
  INTERVIEW_HISTORY_PATH,
  type InterviewAnswer,
  type InterviewSession,
} from "@hatchery/shared";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { NotFound } from "@/components/not-found";
import { PageContainer, PageHeader, PageLoading } from "@/components/page-layout";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError } from "@/lib/api-client";
import { formatDateTime } from "@/lib/dates";
import { useInterviewSession } from "../api/get-interview-session";
import { AnswerFeedbackView } from "../components/answer-feedback-view";
import { SessionFigures } from "../components/session-figures";

/**
 * /games/interview/results/:id (decision 045): one saved session; another person's or an unknown one is
 * not found. The app's page adds what other areas show with it (decision 051: mentor feedback) through
 * `afterFigures` and `answerExtra`, since a feature does not import another.
 */
export function InterviewResultsPage({
  afterFigures,
  answerExtra,
}: {
  afterFigures?: (session: InterviewSession) => ReactNode;
  answerExtra?: (session: InterviewSession, answer: InterviewAnswer) => ReactNode;
} = {}) {
  const { id = "" } = useParams();
  const session = useInterviewSession(id);
  if (session.isPending) {
    return (
      <PageLoading label="Loading the session" shapesClassName="space-y-4">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-64 w-full" />
      </PageLoading>
    );
  }
  if (session.isError) {
    if (session.error instanceof ApiError && session.error.status === 404) {
      return (
        <NotFound
          title="Interview practice results not found"
          message="There is no practice session of yours at this address. It may belong to someone else, or the link may contain a typo."
        />
      );
    }
    return (
      <PageContainer className="py-10">
        <p role="alert" className="text-destructive">
          The session could not be loaded: {session.error.message}
        </p>
      </PageContainer>
    );
  }
  const data = session.data;
  return (
    <PageContainer className="space-y-6 pb-16">
      <nav aria-label="Breadcrumb" className="pt-6 text-sm">
        <Link to={INTERVIEW_HISTORY_PATH} className="text-primary underline-offset-4 hover:underline">
          Interview practice history
        </Link>
      </nav>
      <PageHeader
        title="Interview practice results"
        lead={`${INTERVIEW_GROUP_LABELS[data.group]}, ${formatDateTime(data.createdAt)}`}
        className="pt-0"
      />
      <section aria-labelledby="results-figures" className="max-w-3xl space-y-3">
        <h2 id="results-figures" className="text-xl font-semibold">
          The session
        </h2>
        <SessionFigures summary={data} />
      </section>
      {afterFigures?.(data)}
      <ol className="max-w-3xl space-y-6">
        {data.answers.map((answer, index) => (
          <li key={answer.questionId} className="space-y-3 rounded-lg border bg-card p-5">
            <h2 className="text-lg font-semibold text-balance">
              {index + 1}. {answer.question}
            </h2>
            <p className="text-sm text-muted-foreground">
              {answer.mode === "spoken" ? "Spoken" : "Typed"}
              {answer.seconds !== null && `, ${answer.seconds} seconds`}
            </p>
            <blockquote className="border-l-4 pl-3 whitespace-pre-wrap">{answer.text}</blockquote>
            <AnswerFeedbackView feedback={answer.feedback} />
            {answerExtra?.(data, answer)}
          </li>
        ))}
      </ol>
      <Link className="font-medium text-primary underline underline-offset-4" to="/games/interview">
        Practise again
      </Link>
    </PageContainer>
  );
}
