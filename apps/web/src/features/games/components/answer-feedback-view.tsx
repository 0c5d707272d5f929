import { type AnswerFeedback, STAR_PARTS, type StarPart } from "@hatchery/shared";
import { CheckIcon, MinusIcon } from "lucide-react";

const STAR_LABELS: Record<StarPart, string> = {
  situation: "Situation",
  task: "Task",
  action: "Action",
  result: "Result",
};

function fillerList(byWord: Record<string, number>): string {
  return Object.entries(byWord)
    .sort((a, b) => b[1] - a[1])
    .map(([word, count]) => `“${word === "i mean" ? "I mean" : word}” ${count}`)
    .join(", ");
}

function Found({ found, yes, no }: { found: boolean; yes: string; no: string }) {
  const Icon = found ? CheckIcon : MinusIcon;
  return (
    <span className="inline-flex items-center gap-1">
      <Icon
        aria-hidden="true"
        className={found ? "size-4 text-emerald-700 dark:text-emerald-400" : "size-4"}
      />
      {found ? yes : no}
    </span>
  );
}

/**
 * One answer's feedback: what was measured in its text (decision 045), the one suggestion first. Every
 * figure is also words, never colour alone.
 */
export function AnswerFeedbackView({
  feedback,
  headingLevel = 3,
}: {
  feedback: AnswerFeedback;
  headingLevel?: 3 | 4;
}) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  const SubHeading = headingLevel === 3 ? "h4" : "h5";
  return (
    <div className="space-y-4">
      <div className="rounded-md border border-primary/40 bg-primary/5 p-3">
        <Heading className="font-semibold">One thing to try next time</Heading>
        <p className="mt-1">{feedback.suggestion.text}</p>
      </div>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">Words</dt>
        <dd>
          {feedback.words}
          {feedback.targetWords !== null && ` (about ${feedback.targetWords} is the target)`}
        </dd>
        {feedback.wordsPerMinute !== null && (
          <>
            <dt className="font-medium">Pace</dt>
            <dd>{feedback.wordsPerMinute} words a minute</dd>
          </>
        )}
        <dt className="font-medium">Fillers</dt>
        <dd>
          {feedback.fillers.total === 0
            ? "None heard"
            : `${feedback.fillers.total}: ${fillerList(feedback.fillers.byWord)}`}
        </dd>
        {feedback.fillersPerMinute !== null && (
          <>
            <dt className="font-medium">Fillers a minute</dt>
            <dd>{feedback.fillersPerMinute}</dd>
          </>
        )}
      </dl>
      <div>
        <SubHeading className="font-medium">Structure (situation, task, action, result)</SubHeading>
        <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          {STAR_PARTS.map((part) => (
            <li key={part}>
              <Found
                found={feedback.star[part]}
                yes={`${STAR_LABELS[part]}: heard`}
                no={`${STAR_LABELS[part]}: not heard`}
              />
            </li>
          ))}
        </ul>
      </div>
      {feedback.keyPoints && (
        <div>
          <SubHeading className="font-medium">
            Key points covered: {feedback.keyPoints.covered} of {feedback.keyPoints.total}
          </SubHeading>
          <ul className="mt-1 space-y-1">
            {feedback.keyPoints.points.map((point) => (
              <li key={point.text}>
                <Found
                  found={point.covered}
                  yes={`${point.text} (you said “${point.cue}”)`}
                  no={`${point.text}: not covered`}
                />
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
