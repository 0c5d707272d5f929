import {
  INTERVIEW_GROUP_LABELS,
  INTERVIEW_GROUPS,
  INTERVIEW_QUESTION_COUNTS,
  type InterviewGroup,
  type InterviewQuestionCount,
} from "@hatchery/shared";
import type { FormEvent } from "react";
import { Button } from "@/components/ui/button";

function isGroup(value: string): value is InterviewGroup {
  return (INTERVIEW_GROUPS as readonly string[]).includes(value);
}

interface InterviewSetupProps {
  group: InterviewGroup;
  count: InterviewQuestionCount;
  onGroup: (group: InterviewGroup) => void;
  onCount: (count: InterviewQuestionCount) => void;
  onStart: () => void;
  starting: boolean;
}

/** The choice of questions (behavioural or a role's) and how many. */
export function InterviewSetup({ group, count, onGroup, onCount, onStart, starting }: InterviewSetupProps) {
  function submit(event: FormEvent) {
    event.preventDefault();
    onStart();
  }
  return (
    <form onSubmit={submit} className="max-w-xl space-y-6 rounded-lg border bg-card p-5">
      <div>
        <label htmlFor="interview-group" className="font-semibold">
          Questions
        </label>
        <select
          id="interview-group"
          value={group}
          onChange={(event) => {
            if (isGroup(event.target.value)) onGroup(event.target.value);
          }}
          className="mt-2 block h-10 w-full rounded-md border border-input bg-background px-3 text-sm"
        >
          {INTERVIEW_GROUPS.map((name) => (
            <option key={name} value={name}>
              {INTERVIEW_GROUP_LABELS[name]}
            </option>
          ))}
        </select>
      </div>
      <fieldset>
        <legend className="font-semibold">Number of questions</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {INTERVIEW_QUESTION_COUNTS.map((value) => (
            <label key={value} className="flex items-center gap-2">
              <input
                type="radio"
                name="question-count"
                value={value}
                checked={count === value}
                onChange={() => onCount(value)}
                className="size-4 accent-primary"
              />
              {value} questions
            </label>
          ))}
        </div>
      </fieldset>
      <Button type="submit" disabled={starting}>
        {starting ? "Choosing questions…" : "Start practising"}
      </Button>
    </form>
  );
}
