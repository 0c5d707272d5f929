import type { AnswersSummary } from "@hatchery/shared";

/** A session's figures over its answers, in words. */
export function SessionFigures({ summary }: { summary: AnswersSummary }) {
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
      <dt className="font-medium">Answers</dt>
      <dd>{summary.answerCount}</dd>
      <dt className="font-medium">Words</dt>
      <dd>{summary.words}</dd>
      <dt className="font-medium">Pace</dt>
      <dd>
        {summary.wordsPerMinute === null
          ? "Not measured: no answer was spoken"
          : `${summary.wordsPerMinute} words a minute`}
      </dd>
      <dt className="font-medium">Fillers</dt>
      <dd>
        {summary.fillers}
        {summary.fillersPerMinute !== null && ` (${summary.fillersPerMinute} a minute while speaking)`}
      </dd>
      <dt className="font-medium">Key points covered</dt>
      <dd>
        {summary.keyPointsCovered} of {summary.keyPointsTotal}
      </dd>
    </dl>
  );
}
