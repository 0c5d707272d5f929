import {
  INTERVIEW_HISTORY_PATH,
  type InterviewSession,
  interviewResultsPath,
  summariseAnswers,
} from "@hatchery/shared";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { signInPath } from "@/lib/auth/sign-in-path";
import type { KeptAnswer } from "./interview-question-step";
import { SessionFigures } from "./session-figures";

/** What became of the session: a visitor's is not kept; a signed-in person's is being, was or was not saved. */
export type InterviewSaveState =
  | { kind: "visitor" }
  | { kind: "saving" }
  | { kind: "saved"; session: InterviewSession }
  | { kind: "failed"; message: string };

interface InterviewSummaryProps {
  answers: readonly KeptAnswer[];
  save: InterviewSaveState;
  onRetrySave: () => void;
  onPractiseAgain: () => void;
}

/** The end of a session: its figures, each answer's one suggestion, and whether it was kept. */
export function InterviewSummary({ answers, save, onRetrySave, onPractiseAgain }: InterviewSummaryProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const summary = summariseAnswers(answers.map((answer) => answer.feedback));
  return (
    <section
      aria-labelledby="interview-summary"
      className="max-w-3xl space-y-5 rounded-lg border bg-card p-5"
    >
      <h2 id="interview-summary" ref={heading} tabIndex={-1} className="text-xl font-semibold">
        Session summary
      </h2>
      <SessionFigures summary={summary} />
      <div>
        <h3 className="font-semibold">One suggestion per answer</h3>
        <ol className="mt-2 list-decimal space-y-2 pl-5">
          {answers.map((answer) => (
            <li key={answer.questionId}>
              <span className="font-medium">{answer.question}</span>
              <br />
              {answer.feedback.suggestion.text}
            </li>
          ))}
        </ol>
      </div>
      <div aria-live="polite">
        {save.kind === "visitor" ? (
          <p>
            <Link
              className="font-medium text-primary underline underline-offset-4"
              to={signInPath("/games/interview")}
            >
              Sign in to keep your sessions
            </Link>{" "}
            and follow your pace, fillers and key points over time. This session is not saved.
          </p>
        ) : save.kind === "saving" ? (
          <p className="text-muted-foreground">Saving your session…</p>
        ) : save.kind === "failed" ? (
          <div className="space-y-2">
            <p className="text-destructive">Your session could not be saved: {save.message}</p>
            <Button type="button" variant="outline" onClick={onRetrySave}>
              Try saving again
            </Button>
          </div>
        ) : (
          <p>
            Saved.{" "}
            <Link
              className="font-medium text-primary underline underline-offset-4"
              to={interviewResultsPath(save.session.id)}
            >
              Open this session's results
            </Link>{" "}
            or{" "}
            <Link
              className="font-medium text-primary underline underline-offset-4"
              to={INTERVIEW_HISTORY_PATH}
            >
              see your practice history
            </Link>
            .
          </p>
        )}
      </div>
      <Button type="button" onClick={onPractiseAgain}>
        Practise again
      </Button>
    </section>
  );
}
