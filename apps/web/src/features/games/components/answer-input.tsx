import { INTERVIEW_SPEECH_NOTICE, type InterviewAnswerMode } from "@hatchery/shared";
import { type Ref, useId } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import type { SpeechAnswer } from "../speech-recognition";

/**
 * Speaking or typing, for the games that take a spoken or typed answer (interview practice, the
 * introduction tutor); without a recogniser in the browser, a line saying answers are typed.
 */
export function AnswerModeChoice({
  name,
  legend,
  mode,
  onChange,
  canSpeak,
  typedOnly,
}: {
  name: string;
  legend: string;
  mode: InterviewAnswerMode;
  onChange: (mode: InterviewAnswerMode) => void;
  canSpeak: boolean;
  /** What the page says where the browser has no speech recognition. */
  typedOnly: string;
}) {
  if (!canSpeak) return <p className="text-sm text-muted-foreground">{typedOnly}</p>;
  return (
    <fieldset>
      <legend className="font-medium">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-4">
        {(["spoken", "typed"] as const).map((choice) => (
          <label key={choice} className="flex items-center gap-2">
            <input
              type="radio"
              name={name}
              value={choice}
              checked={mode === choice}
              onChange={() => onChange(choice)}
              className="size-4 accent-primary"
            />
            {choice === "spoken" ? "Speaking" : "Typing"}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Start and stop listening, the words heard so far, and what went wrong with the recogniser. */
export function SpeechControls({ speech }: { speech: SpeechAnswer }) {
  return (
    <div className="space-y-2">
      <Button
        type="button"
        variant={speech.listening ? "destructive" : "default"}
        onClick={speech.listening ? speech.stop : speech.start}
      >
        {speech.listening ? "Stop listening" : "Start speaking"}
      </Button>
      {speech.listening && (
        <p className="text-sm">Listening… the words appear below as they are recognised.</p>
      )}
      {speech.interim && (
        <p className="text-muted-foreground italic" data-testid="interim-words">
          {speech.interim}
        </p>
      )}
      {speech.problem && (
        <p role="alert" className="text-destructive">
          {speech.problem}
        </p>
      )}
    </div>
  );
}

/** Where spoken answers go and what Hatchery keeps, under every game that listens. */
export function SpeechPrivacyNote({ id, title }: { id: string; title: string }) {
  return (
    <aside aria-labelledby={id} className="max-w-3xl text-sm text-muted-foreground">
      <h2 id={id} className="font-semibold text-foreground">
        {title}
      </h2>
      <p className="mt-1">
        {INTERVIEW_SPEECH_NOTICE}{" "}
        <Link className="text-primary underline underline-offset-4" to="/privacy">
          Privacy policy
        </Link>
      </p>
    </aside>
  );
}

/** The answer as typed, or as recognised and still editable, with its label. */
export function AnswerBox({
  label,
  text,
  onChange,
  maxLength,
  boxRef,
}: {
  label: string;
  text: string;
  onChange: (text: string) => void;
  maxLength: number;
  boxRef: Ref<HTMLTextAreaElement>;
}) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <Textarea
        id={id}
        ref={boxRef}
        value={text}
        onChange={(event) => onChange(event.target.value)}
        maxLength={maxLength}
        rows={8}
      />
    </div>
  );
}
