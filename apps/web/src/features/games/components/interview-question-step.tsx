import {
  type AnswerFeedback,
  answerFeedback,
  INTERVIEW_ANSWER_MAX_CHARS,
  INTERVIEW_THINKING_SECONDS,
  type InterviewAnswerMode,
  type InterviewQuestion,
} from "@hatchery/shared";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { playGameSound } from "../game-sounds";
import { appendHeard, type RecognizerConstructor, useSpeechAnswer } from "../speech-recognition";
import { AiFeedbackRequest } from "./ai-feedback-request";
import { AnswerFeedbackView } from "./answer-feedback-view";
import { AnswerBox, AnswerModeChoice, SpeechControls } from "./answer-input";

/** The last seconds of the thinking time that tick, as the memory game's countdown does. */
const TICKS_FROM = 3;

export interface KeptAnswer {
  questionId: string;
  question: string;
  text: string;
  mode: InterviewAnswerMode;
  seconds: number;
  feedback: AnswerFeedback;
}

interface InterviewQuestionStepProps {
  question: InterviewQuestion;
  index: number;
  total: number;
  recognizer: RecognizerConstructor | null;
  /** Whether to offer written feedback from the installation's AI service (signed in, and configured). */
  offerAiFeedback: boolean;
  onKept: (answer: KeptAnswer) => void;
  onNext: () => void;
}

type Phase =
  | { kind: "thinking"; left: number }
  | { kind: "answering" }
  | { kind: "feedback"; answer: KeptAnswer };

/**
 * One question: time to think (with the countdown's sounds), then an answer typed or spoken, then its
 * feedback, computed here from the text so a visitor sees it too.
 */
export function InterviewQuestionStep({
  question,
  index,
  total,
  recognizer,
  offerAiFeedback,
  onKept,
  onNext,
}: InterviewQuestionStepProps) {
  const [phase, setPhase] = useState<Phase>({ kind: "thinking", left: INTERVIEW_THINKING_SECONDS });
  const [mode, setMode] = useState<InterviewAnswerMode>(recognizer ? "spoken" : "typed");
  const [text, setText] = useState("");
  const [announcement, setAnnouncement] = useState(
    `Question ${index + 1} of ${total}. ${INTERVIEW_THINKING_SECONDS} seconds to think.`,
  );
  const startedAt = useRef(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const answerBox = useRef<HTMLTextAreaElement>(null);
  const feedbackHeading = useRef<HTMLHeadingElement>(null);
  const speech = useSpeechAnswer(recognizer, (heard) => setText((current) => appendHeard(current, heard)));

  useEffect(() => heading.current?.focus(), []);

  const left = phase.kind === "thinking" ? phase.left : null;
  useEffect(() => {
    if (left === null) return;
    if (left === 0) {
      playGameSound("countdown-go");
      startedAt.current = Date.now();
      setAnnouncement("Time to answer.");
      setPhase({ kind: "answering" });
      return;
    }
    if (left <= TICKS_FROM) {
      playGameSound("countdown-tick");
      setAnnouncement(`${left}…`);
    }
    const timer = setTimeout(() => setPhase({ kind: "thinking", left: left - 1 }), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  useEffect(() => {
    if (phase.kind === "answering" && mode === "typed") answerBox.current?.focus();
    if (phase.kind === "feedback") feedbackHeading.current?.focus();
  }, [phase.kind, mode]);

  function keep() {
    speech.stop();
    const seconds = Math.max(0, Math.round((Date.now() - startedAt.current) / 1000));
    const kept: KeptAnswer = {
      questionId: question.id,
      question: question.title,
      text,
      mode,
      seconds,
      feedback: answerFeedback({
        text,
        seconds,
        mode,
        keyPoints: question.keyPoints,
        targetSeconds: question.targetSeconds,
      }),
    };
    onKept(kept);
    setAnnouncement("Answer kept. Here is its feedback.");
    setPhase({ kind: "feedback", answer: kept });
  }

  const last = index + 1 === total;
  return (
    <section
      aria-labelledby="interview-question"
      className="max-w-3xl space-y-4 rounded-lg border bg-card p-5"
    >
      <p className="text-sm font-medium text-muted-foreground">
        Question {index + 1} of {total}
      </p>
      <h2 id="interview-question" ref={heading} tabIndex={-1} className="text-xl font-semibold text-balance">
        {question.title}
      </h2>
      <p className="text-muted-foreground">
        Aim for about {Math.round(question.targetSeconds / 10) * 10} seconds spoken.
      </p>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>

      {phase.kind === "thinking" && (
        <div className="flex flex-wrap items-center gap-4">
          <p className="text-lg">
            Time to think:{" "}
            <span data-testid="thinking-countdown" className="font-semibold tabular-nums">
              {phase.left}
            </span>{" "}
            {phase.left === 1 ? "second" : "seconds"}
          </p>
          <Button type="button" variant="outline" onClick={() => setPhase({ kind: "thinking", left: 0 })}>
            Start answering now
          </Button>
        </div>
      )}

      {phase.kind === "answering" && (
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (text.trim()) keep();
          }}
        >
          <AnswerModeChoice
            name="answer-mode"
            legend="Answer by"
            mode={mode}
            onChange={(choice) => {
              speech.stop();
              setMode(choice);
            }}
            canSpeak={recognizer !== null}
            typedOnly="This browser has no speech recognition, so answers are typed here."
          />
          {mode === "spoken" && recognizer && <SpeechControls speech={speech} />}
          <AnswerBox
            label={
              mode === "spoken"
                ? "Your answer (edit the recognised words before keeping them)"
                : "Your answer"
            }
            text={text}
            onChange={setText}
            maxLength={INTERVIEW_ANSWER_MAX_CHARS}
            boxRef={answerBox}
          />
          <Button type="submit" disabled={!text.trim()}>
            Keep this answer
          </Button>
        </form>
      )}

      {phase.kind === "feedback" && (
        <div className="space-y-4">
          <h3 ref={feedbackHeading} tabIndex={-1} className="text-lg font-semibold">
            Feedback on your answer
          </h3>
          <AnswerFeedbackView feedback={phase.answer.feedback} headingLevel={4} />
          {offerAiFeedback && (
            <AiFeedbackRequest questionId={phase.answer.questionId} text={phase.answer.text} />
          )}
          <Button type="button" onClick={onNext}>
            {last ? "See the session summary" : "Next question"}
          </Button>
        </div>
      )}
    </section>
  );
}
