import type { AssessmentAnswers, AssessmentPart } from "@hatchery/shared";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { MarkdownProse } from "@/components/markdown/markdown-prose";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-client";
import { useFinishPart } from "../api/finish-part";
import { usePersonalityItems } from "../api/get-personality-items";
import { useRoleFitQuestions } from "../api/get-role-fit-questions";
import { ACCURACY_OPTIONS } from "../lib/personality-texts";
import {
  clearProgress,
  EMPTY_PROGRESS,
  type PartProgress,
  readProgress,
  writeProgress,
} from "../lib/progress-storage";
import { PersonalityResults } from "./personality-results";
import { QuestionStepper, type StepQuestion } from "./question-stepper";
import { RoleFitResults } from "./role-fit-results";

/** The part's questions as the stepper shows them, loaded only for the part being taken. */
function useStepQuestions(part: AssessmentPart): { questions?: StepQuestion[]; isError: boolean } {
  const roleFit = useRoleFitQuestions(part === "role-fit");
  const personality = usePersonalityItems(part === "personality");
  if (part === "role-fit") {
    return {
      isError: roleFit.isError,
      questions: roleFit.data?.questions.map((question) => ({
        id: question.slug,
        title: question.title,
        scene: <MarkdownProse html={question.bodyHtml} />,
        options: question.options.map((option, value) => ({ value, label: option.text })),
      })),
    };
  }
  return {
    isError: personality.isError,
    questions: personality.data?.map((item) => ({
      id: item.id,
      title: `How accurately does this describe you? “${item.text}”`,
      options: ACCURACY_OPTIONS,
    })),
  };
}

/** The answers to the questions there are now; a question added since the person began is left open. */
function answersFor(questions: readonly StepQuestion[], progress: PartProgress): Record<string, number> {
  return Object.fromEntries(
    questions.flatMap((question) => {
      const answer = progress.answers[question.id];
      return answer === undefined ? [] : [[question.id, answer]];
    }),
  );
}

interface PartRunnerProps {
  part: AssessmentPart;
  /** Known once the session is: a finished part is scored only then, so it is saved when it can be. */
  signedIn: boolean | undefined;
}

/**
 * One part from the first question to its results. Progress is kept in this browser as the person
 * answers; finishing scores it on the server, and keeps it for a signed-in person.
 */
export function PartRunner({ part, signedIn }: PartRunnerProps) {
  const [progress, setProgress] = useState(() => readProgress(part));
  const { questions, isError } = useStepQuestions(part);
  const finish = useFinishPart(signedIn === true);

  function update(next: PartProgress) {
    setProgress(next);
    writeProgress(part, next);
  }

  function submit(current: PartProgress, all: readonly StepQuestion[]) {
    const answers = answersFor(all, current);
    const open = all.findIndex((question) => answers[question.id] === undefined);
    if (open !== -1) {
      update({ answers, index: open, finished: false });
      return;
    }
    update({ answers, index: current.index, finished: true });
    const body: AssessmentAnswers = part === "personality" ? { part, answers } : { part, answers };
    finish.mutate(body, { onSuccess: ({ saved }) => saved && clearProgress(part) });
  }

  // A part finished earlier (before a reload, or by a visitor who has since signed in) is scored again,
  // and saved if the person is now signed in.
  useEffect(() => {
    if (progress.finished && questions && signedIn !== undefined && finish.isIdle)
      submit(progress, questions);
  });

  function startAgain() {
    clearProgress(part);
    setProgress(EMPTY_PROGRESS);
    finish.reset();
  }

  if (isError) return <p role="alert">The questions could not be loaded. Try again later.</p>;
  if (!questions) return <p role="status">Loading the questions…</p>;

  if (finish.isSuccess) {
    const { scores, saved } = finish.data;
    return (
      <div className="space-y-6">
        <p role="status" className="font-medium">
          {saved ? "Your results are saved in your history below." : "Here are your results."}
        </p>
        {scores.part === "personality" ? (
          <PersonalityResults scores={scores.scores} />
        ) : (
          <RoleFitResults scores={scores.scores} signedIn={saved} />
        )}
        {!saved && (
          <p className="rounded-md border p-4">
            These results are not kept.{" "}
            <Link to="/auth?redirect=%2Fassessment" className="underline">
              Sign in
            </Link>{" "}
            to keep them: your answers stay in this browser, and are saved when you come back signed in.
          </p>
        )}
        <Button type="button" variant="outline" onClick={startAgain}>
          Take this part again
        </Button>
      </div>
    );
  }

  if (finish.isError) {
    return (
      <div className="space-y-3">
        <p role="alert">Your answers could not be scored: {errorMessage(finish.error)}</p>
        <div className="flex gap-3">
          <Button type="button" onClick={() => submit(progress, questions)}>
            Try again
          </Button>
          <Button type="button" variant="outline" onClick={startAgain}>
            Start over
          </Button>
        </div>
      </div>
    );
  }

  return (
    <QuestionStepper
      name={part}
      questions={questions}
      answers={progress.answers}
      index={progress.index}
      finishing={progress.finished || finish.isPending}
      onAnswer={(id, value) => update({ ...progress, answers: { ...progress.answers, [id]: value } })}
      onIndexChange={(index) => update({ ...progress, index })}
      onFinish={() => submit(progress, questions)}
    />
  );
}
