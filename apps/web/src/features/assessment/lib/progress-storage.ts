import type { AssessmentPart } from "@hatchery/shared";

/**
 * A part's answers so far, kept in this browser while the person answers, so a closed tab or a sign-in
 * in the middle resumes where they were. Kept until a signed-in person's result is saved; a visitor's
 * finished answers stay too, so their results are still there after they sign in to keep them.
 */
export interface PartProgress {
  answers: Record<string, number>;
  /** The question on screen, from 0. */
  index: number;
  finished: boolean;
}

export const EMPTY_PROGRESS: PartProgress = { answers: {}, index: 0, finished: false };

const storageKey = (part: AssessmentPart) => `hatchery.assessment.${part}`;

function isAnswers(value: unknown): value is Record<string, number> {
  return (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((answer) => Number.isInteger(answer))
  );
}

/** The stored progress, or none when there is none or it is not ours (an older format, a hand edit). */
export function readProgress(part: AssessmentPart): PartProgress {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey(part)) ?? "null");
    if (typeof stored !== "object" || stored === null) return EMPTY_PROGRESS;
    const answers = Reflect.get(stored, "answers");
    const index = Reflect.get(stored, "index");
    const finished = Reflect.get(stored, "finished");
    if (!isAnswers(answers) || !Number.isInteger(index) || typeof finished !== "boolean")
      return EMPTY_PROGRESS;
    return { answers, index: Math.max(0, Number(index)), finished };
  } catch {
    // Storage turned off or unreadable: the part starts afresh, as in a private window.
    return EMPTY_PROGRESS;
  }
}

export function writeProgress(part: AssessmentPart, progress: PartProgress): void {
  try {
    localStorage.setItem(storageKey(part), JSON.stringify(progress));
  } catch {
    // Full or turned off: answering goes on, only resuming is lost.
  }
}

export function clearProgress(part: AssessmentPart): void {
  try {
    localStorage.removeItem(storageKey(part));
  } catch {
    // Nothing to clear when storage is turned off.
  }
}
