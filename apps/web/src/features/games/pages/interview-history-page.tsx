import { INTERVIEW_GROUP_LABELS, interviewResultsPath } from "@hatchery/shared";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { PageContainer, PageHeader } from "@/components/page-layout";
import { Button } from "@/components/ui/button";
import { formatDateTime } from "@/lib/dates";
import { useInterviewSessions } from "../api/list-interview-sessions";

// The chart is drawn once the list has arrived; its code is not part of the page's first view.
const InterviewProgressChart = lazy(() =>
  import("../components/interview-progress-chart").then((module) => ({
    default: module.InterviewProgressChart,
  })),
);

/** /games/interview/history (decision 045): the signed-in person's sessions, newest first, and their progress. */
export function InterviewHistoryPage() {
  const history = useInterviewSessions();
  const sessions = history.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <PageContainer className="space-y-6 pb-16">
      <PageHeader
        title="Interview practice history"
        lead="Every session you saved, with how your pace, fillers and key points moved between them."
        className="pt-6"
      />
      {history.isPending ? (
        <p role="status">Loading your sessions…</p>
      ) : history.isError ? (
        <p role="alert" className="text-destructive">
          Your sessions could not be loaded: {history.error.message}
        </p>
      ) : sessions.length === 0 ? (
        <div className="space-y-2">
          <p className="text-muted-foreground">You have not saved a practice session yet.</p>
          <Link className="font-medium text-primary underline underline-offset-4" to="/games/interview">
            Practise three questions
          </Link>
        </div>
      ) : (
        <>
          <Suspense fallback={<p role="status">Drawing your progress…</p>}>
            <InterviewProgressChart sessions={sessions} />
          </Suspense>
          <section aria-labelledby="interview-sessions" className="space-y-3">
            <h2 id="interview-sessions" className="text-xl font-semibold">
              Sessions
            </h2>
            <ol className="space-y-3">
              {sessions.map((session) => (
                <li key={session.id} className="rounded-lg border bg-card p-4">
                  <Link
                    className="font-medium text-primary underline underline-offset-4"
                    to={interviewResultsPath(session.id)}
                  >
                    {INTERVIEW_GROUP_LABELS[session.group]}, {formatDateTime(session.createdAt)}
                  </Link>
                  <p className="mt-1 text-sm text-muted-foreground">
                    {session.answerCount} {session.answerCount === 1 ? "answer" : "answers"}, {session.words}{" "}
                    words, {session.keyPointsCovered} of {session.keyPointsTotal} key points
                    {session.wordsPerMinute !== null && `, ${session.wordsPerMinute} words a minute`}
                    {session.fillersPerMinute !== null && `, ${session.fillersPerMinute} fillers a minute`}
                  </p>
                </li>
              ))}
            </ol>
            {history.hasNextPage && (
              <Button
                type="button"
                variant="outline"
                disabled={history.isFetchingNextPage}
                onClick={() => history.fetchNextPage()}
              >
                {history.isFetchingNextPage ? "Loading more sessions…" : "Show older sessions"}
              </Button>
            )}
          </section>
          <Link className="font-medium text-primary underline underline-offset-4" to="/games/interview">
            Practise again
          </Link>
        </>
      )}
    </PageContainer>
  );
}
