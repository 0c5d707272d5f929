import {
  countWords,
  estimatedSpokenSeconds,
  TMAY_ESTIMATE_PACE,
  TMAY_PART_GUIDES,
  TMAY_PART_MAX_CHARS,
  TMAY_PARTS,
  TMAY_TARGET_SECONDS,
  type TmayPart,
  tmayLength,
} from "@hatchery/shared";
import { useId } from "react";
import { Textarea } from "@/components/ui/textarea";

export type TmayParts = Record<TmayPart, string>;

export const EMPTY_PARTS: TmayParts = { present: "", past: "", future: "" };

const LENGTH_WORDS = {
  short: "under the target",
  within: "within the target",
  long: "over the target",
} as const;

function wordsLabel(words: number): string {
  return `${words} ${words === 1 ? "word" : "words"}`;
}

/** The three parts of the present–past–future answer, each with its guide, examples and word count. */
export function TmayBuilder({ parts, onChange }: { parts: TmayParts; onChange: (parts: TmayParts) => void }) {
  const baseId = useId();
  const words = TMAY_PARTS.reduce((sum, part) => sum + countWords(parts[part]), 0);
  const seconds = estimatedSpokenSeconds(words);
  const length = tmayLength(seconds);
  return (
    <section aria-labelledby={`${baseId}-heading`} className="space-y-5">
      <h2 id={`${baseId}-heading`} className="text-xl font-semibold">
        Build your answer
      </h2>
      <p className="max-w-3xl text-muted-foreground">
        A strong answer to “Tell me about yourself” moves in three steps: where you are now, how you got
        there, and why this role is your next step. Said aloud it takes {TMAY_TARGET_SECONDS.min} to{" "}
        {TMAY_TARGET_SECONDS.max} seconds.
      </p>
      {TMAY_PARTS.map((part, index) => {
        const guide = TMAY_PART_GUIDES[part];
        const boxId = `${baseId}-${part}`;
        const partWords = countWords(parts[part]);
        return (
          <div key={part} className="space-y-2 rounded-lg border bg-card p-4">
            <label htmlFor={boxId} className="block text-lg font-semibold">
              {index + 1}. {guide.label}: {guide.question}
            </label>
            <p id={`${boxId}-guide`} className="text-sm text-muted-foreground">
              {guide.explanation}
            </p>
            <details className="text-sm">
              <summary className="cursor-pointer font-medium text-primary">Two worked examples</summary>
              <ul className="mt-2 space-y-2">
                {guide.examples.map((example) => (
                  <li key={example.role} className="border-l-2 pl-3">
                    <span className="font-medium">{example.role}:</span> “{example.text}”
                  </li>
                ))}
              </ul>
            </details>
            <Textarea
              id={boxId}
              value={parts[part]}
              onChange={(event) => onChange({ ...parts, [part]: event.target.value })}
              maxLength={TMAY_PART_MAX_CHARS}
              rows={4}
              aria-describedby={`${boxId}-guide ${boxId}-count`}
            />
            <p id={`${boxId}-count`} className="text-sm text-muted-foreground tabular-nums">
              {wordsLabel(partWords)}
            </p>
          </div>
        );
      })}
      <p data-testid="tmay-estimate" className="font-medium tabular-nums">
        In all: {wordsLabel(words)}, about {seconds} seconds spoken at {TMAY_ESTIMATE_PACE} words a minute (
        {LENGTH_WORDS[length]} of {TMAY_TARGET_SECONDS.min} to {TMAY_TARGET_SECONDS.max} seconds).
      </p>
    </section>
  );
}
