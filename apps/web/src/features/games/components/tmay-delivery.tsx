import {
  TMAY_ATTEMPT_MAX_CHARS,
  TMAY_COUNTDOWN_SECONDS,
  TMAY_DELIVERY_LIMIT_SECONDS,
  TMAY_TARGET_SECONDS,
  type TmayAttemptMode,
  type TmayFeedback,
  tmayFeedback,
} from "@hatchery/shared";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { playGameSound } from "../game-sounds";
import { appendHeard, type RecognizerConstructor, useSpeechAnswer } from "../speech-recognition";
import { AnswerBox, AnswerModeChoice, SpeechControls } from "./answer-input";
import { TmayFeedbackView } from "./tmay-feedback-view";

export interface TmayDelivered {
  text: string;
  mode: TmayAttemptMode;
  seconds: number;
  feedback: TmayFeedback;
}

type Phase =
  | { kind: "ready" }
  | { kind: "countdown"; left: number }
  | { kind: "delivering"; elapsed: number }
  | { kind: "feedback"; delivered: TmayDelivered };

interface TmayDeliveryProps {
  recognizer: RecognizerConstructor | null;
  onDelivered: (delivered: TmayDelivered) => void;
  /** What the page says about keeping the delivery (saved, saving, or an invitation to sign in). */
  saveStatus: React.ReactNode;
}

function timerText(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/**
 * A timed delivery: 3-2-1 (countdown-tick, then countdown-go, through the sound engine so mute and
 * volume hold), a timer against the 60 to 90 second target that stops the answer at three minutes,
 * the answer spoken or typed, then its feedback computed here from the text.
 */
export function TmayDelivery({ recognizer, onDelivered, saveStatus }: TmayDeliveryProps) {
  const [phase, setPhase] = useState<Phase>({ kind: "ready" });
  const [mode, setMode] = useState<TmayAttemptMode>(recognizer ? "spoken" : "typed");
  const [text, setText] = useState("");
  const [announcement, setAnnouncement] = useState("");
  const startedAt = useRef(0);
  const answerBox = useRef<HTMLTextAreaElement>(null);
  const feedbackHeading = useRef<HTMLHeadingElement>(null);
  const speech = useSpeechAnswer(recognizer, (heard) => setText((current) => appendHeard(current, heard)));

  const left = phase.kind === "countdown" ? phase.left : null;
  useEffect(() => {
    if (left === null) return;
    if (left === 0) {
      playGameSound("countdown-go");
      startedAt.current = Date.now();
      setAnnouncement("Go. The timer is running.");
      setPhase({ kind: "delivering", elapsed: 0 });
      return;
    }
    playGameSound("countdown-tick");
    setAnnouncement(`${left}…`);
    const timer = setTimeout(() => setPhase({ kind: "countdown", left: left - 1 }), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  const delivering = phase.kind === "delivering";
  useEffect(() => {
    if (!delivering) return;
    const timer = setInterval(() => {
      const elapsed = Math.floor((Date.now() - startedAt.current) / 1000);
      setPhase((current) => (current.kind === "delivering" ? { kind: "delivering", elapsed } : current));
    }, 250);
    return () => clearInterval(timer);
  }, [delivering]);

  useEffect(() => {
    if (phase.kind === "delivering" && mode === "typed") answerBox.current?.focus();
    if (phase.kind === "feedback") feedbackHeading.current?.focus();
  }, [phase.kind, mode]);

  function finish() {
    speech.stop();
    const seconds = Math.min(
      TMAY_DELIVERY_LIMIT_SECONDS,
      Math.max(1, Math.round((Date.now() - startedAt.current) / 1000)),
    );
    const delivered: TmayDelivered = { text, mode, seconds, feedback: tmayFeedback({ text, mode, seconds }) };
    setAnnouncement("Delivery finished. Here is its feedback.");
    setPhase({ kind: "feedback", delivered });
    onDelivered(delivered);
  }

  const elapsed = phase.kind === "delivering" ? phase.elapsed : 0;
  // The timer stops the answer at its limit: what was said or typed is finished, an empty answer ends.
  // A ref holds the latest finish so the effect runs once, when the limit is reached.
  const finishAtLimit = useRef(() => {});
  finishAtLimit.current = () => {
    if (text.trim()) finish();
    else {
      speech.stop();
      setPhase({ kind: "ready" });
      setAnnouncement("Time is up and nothing was said or typed.");
    }
  };
  const overLimit = elapsed >= TMAY_DELIVERY_LIMIT_SECONDS;
  useEffect(() => {
    if (overLimit) finishAtLimit.current();
  }, [overLimit]);

  return (
    <section aria-labelledby="tmay-delivery" className="space-y-4 rounded-lg border bg-card p-5">
      <h2 id="tmay-delivery" className="text-xl font-semibold">
        Deliver it against the clock
      </h2>
      <p className="text-muted-foreground">
        Say or type your answer from memory in {TMAY_TARGET_SECONDS.min} to {TMAY_TARGET_SECONDS.max} seconds.
        The timer stops at {TMAY_DELIVERY_LIMIT_SECONDS / 60} minutes.
      </p>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>

      {phase.kind === "ready" && (
        <div className="space-y-4">
          <AnswerModeChoice
            name="tmay-mode"
            legend="Deliver by"
            mode={mode}
            onChange={setMode}
            canSpeak={recognizer !== null}
            typedOnly="This browser has no speech recognition, so deliveries are typed here."
          />
          <Button
            type="button"
            onClick={() => {
              setText("");
              setPhase({ kind: "countdown", left: TMAY_COUNTDOWN_SECONDS });
            }}
          >
            Start the countdown
          </Button>
        </div>
      )}

      {phase.kind === "countdown" && (
        <p className="text-4xl font-bold tabular-nums" data-testid="tmay-countdown" aria-hidden="true">
          {phase.left}
        </p>
      )}

      {phase.kind === "delivering" && (
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (text.trim()) finish();
          }}
        >
          <p className="text-lg">
            Time:{" "}
            <span data-testid="tmay-timer" className="font-semibold tabular-nums">
              {timerText(elapsed)}
            </span>{" "}
            <span className="text-sm text-muted-foreground">
              {elapsed < TMAY_TARGET_SECONDS.min
                ? `target from ${timerText(TMAY_TARGET_SECONDS.min)}`
                : elapsed <= TMAY_TARGET_SECONDS.max
                  ? "within the target"
                  : `past the target of ${timerText(TMAY_TARGET_SECONDS.max)}`}
            </span>
          </p>
          {mode === "spoken" && recognizer && <SpeechControls speech={speech} />}
          <AnswerBox
            label={mode === "spoken" ? "Your words as recognised (you can correct them)" : "Your answer"}
            text={text}
            onChange={setText}
            maxLength={TMAY_ATTEMPT_MAX_CHARS}
            boxRef={answerBox}
          />
          <Button type="submit" disabled={!text.trim()}>
            Finish
          </Button>
        </form>
      )}

      {phase.kind === "feedback" && (
        <div className="space-y-4">
          <h3 ref={feedbackHeading} tabIndex={-1} className="text-lg font-semibold">
            Feedback on your delivery
          </h3>
          <TmayFeedbackView feedback={phase.delivered.feedback} mode={phase.delivered.mode} />
          <div aria-live="polite">{saveStatus}</div>
          <Button type="button" onClick={() => setPhase({ kind: "ready" })}>
            Deliver it again
          </Button>
        </div>
      )}
    </section>
  );
}
