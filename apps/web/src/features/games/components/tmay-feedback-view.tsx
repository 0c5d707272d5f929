import {
  TMAY_PART_GUIDES,
  TMAY_PARTS,
  TMAY_TARGET_SECONDS,
  type TmayAttemptMode,
  type TmayFeedback,
} from "@hatchery/shared";

const LENGTH_WORDS = {
  short: "shorter than the target",
  within: "within the target",
  long: "longer than the target",
} as const;

/** What a delivery showed: its structure, length, pace and fillers, and the one suggestion. */
export function TmayFeedbackView({ feedback, mode }: { feedback: TmayFeedback; mode: TmayAttemptMode }) {
  const fillerList = Object.entries(feedback.fillers.byWord)
    .map(([word, count]) => `“${word}” ${count}`)
    .join(", ");
  return (
    <div className="space-y-4">
      <div>
        <h4 className="font-semibold">Structure</h4>
        <ul className="mt-1 space-y-1">
          {TMAY_PARTS.map((part) => {
            const found = feedback.structure.parts[part];
            return (
              <li key={part}>
                <span className="font-medium">{TMAY_PART_GUIDES[part].label}:</span>{" "}
                {found.found ? `found (“${found.cue}”)` : "not heard"}
              </li>
            );
          })}
        </ul>
      </div>
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">Length</dt>
        <dd>
          {feedback.lengthSeconds} seconds{mode === "typed" ? " if spoken at 140 words a minute" : ""},{" "}
          {LENGTH_WORDS[feedback.length]} of {TMAY_TARGET_SECONDS.min} to {TMAY_TARGET_SECONDS.max} (
          {feedback.words} words)
        </dd>
        <dt className="font-medium">Pace</dt>
        <dd>
          {feedback.wordsPerMinute === null
            ? "Measured on spoken deliveries only"
            : `${feedback.wordsPerMinute} words a minute`}
        </dd>
        <dt className="font-medium">Fillers</dt>
        <dd>
          {feedback.fillers.total === 0 ? "None noticed" : `${feedback.fillers.total} (${fillerList})`}
          {feedback.fillersPerMinute !== null && `, ${feedback.fillersPerMinute} a minute`}
        </dd>
      </dl>
      <div>
        <h4 className="font-semibold">One suggestion</h4>
        <p data-testid="tmay-suggestion">{feedback.suggestion.text}</p>
      </div>
    </div>
  );
}
