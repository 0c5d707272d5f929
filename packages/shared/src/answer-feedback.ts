/*
 * The interview practice's feedback (docs/decisions/045-interview-practice.md): measures computed from
 * an answer's words alone, so the same text always gets the same report on the page and on the server.
 * Everything here is observable in the text (how many words, which fillers, which cue phrases, how fast
 * when a duration is known). Nothing guesses at confidence, personality or how the person felt.
 *
 * No schemas here: the practice's first view and other features (the introduction tutor) import these
 * measures, and zod stays out of their bundles.
 */

import { fillerWords } from "./answer-fillers";
import { type StarPart, starParts } from "./answer-star";
import { countWords } from "./library-model";

export { FILLER_WORDS, type FillerWord, fillerWords } from "./answer-fillers";
export { STAR_CUES, STAR_PARTS, type StarPart, starParts } from "./answer-star";

/** A key point of an interview question as the content writes it (decision 042): a text and its cues. */
export interface AnswerKeyPoint {
  text: string;
  cues: readonly string[];
}

/**
 * Words are counted as the library counts them (whitespace-separated pieces): a spoken transcript and
 * the same answer typed then count alike, and a lone dash in a typed answer is one word too many at
 * most. Re-exported so the feedback's users need one import.
 */
export { countWords };

// ---------------------------------------------------------------------------------------------------
// Pace

function hasDuration(seconds: number | null | undefined): seconds is number {
  return typeof seconds === "number" && Number.isFinite(seconds) && seconds > 0;
}

/** Words a minute, rounded to a whole word; null without a positive duration. */
export function pace(words: number, seconds: number | null | undefined): number | null {
  if (!hasDuration(seconds)) return null;
  return Math.round((words * 60) / seconds);
}

/** Fillers a minute, to one decimal; null without a positive duration. */
export function fillersPerMinute(fillers: number, seconds: number | null | undefined): number | null {
  if (!hasDuration(seconds)) return null;
  return Math.round((fillers * 600) / seconds) / 10;
}

// ---------------------------------------------------------------------------------------------------
// Key points, compared by stem (decision 042): "measured" finds "measure", "realized" finds "realised".

/**
 * A light stem: lower case, no possessive, British and American -ise/-ize alike, the common endings
 * (-ies, -ied, -ing, -ed, -es, -s, -ly) and a final -e removed, a doubled last letter made single.
 * Both the answer and the cue go through it, so it only has to map a word's forms to the same string.
 */
export function stem(word: string): string {
  let w = word.toLowerCase().replaceAll("’", "'").replace(/'s$/, "");
  w = w.replace(/yz(e|ed|es|ing)$/, "ys$1").replace(/iz(e|ed|es|ing|ation|ations)$/, "is$1");
  if (w.length > 4 && /(ies|ied)$/.test(w)) w = `${w.slice(0, -3)}y`;
  else if (w.length > 5 && w.endsWith("ing")) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith("ed")) w = w.slice(0, -2);
  else if (w.length > 4 && w.endsWith("ly")) w = w.slice(0, -2);
  else if (w.length > 4 && /(ches|shes|sses|xes|zes)$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith("s") && !w.endsWith("ss") && !w.endsWith("us")) w = w.slice(0, -1);
  if (w.length > 3 && w.endsWith("e")) w = w.slice(0, -1);
  if (w.length > 3 && /([^aeiou])\1$/.test(w)) w = w.slice(0, -1);
  return w;
}

function stems(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu) ?? []).map(stem);
}

function containsSequence(haystack: string[], needle: string[]): boolean {
  if (needle.length === 0) return false;
  outer: for (let start = 0; start + needle.length <= haystack.length; start++) {
    for (let offset = 0; offset < needle.length; offset++) {
      if (haystack[start + offset] !== needle[offset]) continue outer;
    }
    return true;
  }
  return false;
}

export interface KeyPointsReport {
  covered: number;
  total: number;
  /** Each key point in the question's order, with the first cue found in the answer (or null). */
  points: { text: string; covered: boolean; cue: string | null }[];
}

/** Which key points the answer covers: a point is covered when any of its cues appears, by stem. */
export function keyPointsCovered(text: string, keyPoints: readonly AnswerKeyPoint[]): KeyPointsReport {
  const answer = stems(text);
  const points = keyPoints.map((point) => {
    const cue = point.cues.find((candidate) => containsSequence(answer, stems(candidate))) ?? null;
    return { text: point.text, covered: cue !== null, cue };
  });
  return { covered: points.filter((point) => point.covered).length, total: points.length, points };
}

// ---------------------------------------------------------------------------------------------------
// The report

/** The speaking pace a typed answer's target length is derived from (decision 042), words a minute. */
export const TARGET_SPEAKING_PACE = 130;
/** Spoken pace outside this range is hard to follow: a listener loses the thread or the patience. */
export const COMFORTABLE_PACE = { min: 110, max: 170 } as const;
/** More fillers than this a minute, or than this share of the words, is what a listener notices. */
export const FILLERS_NOTICED = { perMinute: 6, share: 0.04 } as const;
/** Below this share of the target the answer is too short to judge; above the long limit, too long. */
export const LENGTH_LIMITS = { short: 0.5, long: 1.6 } as const;

export type AnswerLength = "short" | "within" | "long";

/** Every suggestion the report can make, in the order `suggestionFor` tries them. */
export const SUGGESTION_KINDS = [
  "say-more",
  "cover-key-points",
  "add-result",
  "add-action",
  "fewer-fillers",
  "slow-down",
  "speed-up",
  "add-situation",
  "add-task",
  "shorten",
  "cover-last-point",
  "time-it",
] as const;
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number];

export interface AnswerFeedbackInput {
  text: string;
  /** How long the answer took; null or left out when unknown (nothing about pace is then said). */
  seconds?: number | null;
  /** Spoken answers are judged on pace; a typed answer's typing speed says nothing about speaking. */
  mode?: "typed" | "spoken";
  keyPoints?: readonly AnswerKeyPoint[];
  /** The question's target spoken length (decision 042: 30 to 300 seconds). */
  targetSeconds?: number | null;
}

export interface AnswerFeedback {
  words: number;
  /** The answer's target in words at `TARGET_SPEAKING_PACE`, when the question has a target. */
  targetWords: number | null;
  length: AnswerLength | null;
  seconds: number | null;
  wordsPerMinute: number | null;
  fillers: { total: number; byWord: Record<string, number> };
  fillersPerMinute: number | null;
  star: Record<StarPart, boolean>;
  keyPoints: KeyPointsReport | null;
  /** Exactly one thing to do next time, chosen by `suggestionFor`'s order. */
  suggestion: { kind: SuggestionKind; text: string };
}

function mostFrequentFiller(byWord: Record<string, number>): [string, number] | null {
  let best: [string, number] | null = null;
  for (const [word, count] of Object.entries(byWord)) {
    if (best === null || count > best[1]) best = [word, count];
  }
  return best;
}

function times(count: number): string {
  return count === 1 ? "once" : count === 2 ? "twice" : `${count} times`;
}

function quoted(filler: string): string {
  return `“${filler === "i mean" ? "I mean" : filler}”`;
}

/**
 * The one suggestion: the first of these that applies, substance before delivery, since a clear
 * answer said with a few fillers beats a smooth one that misses the question:
 * 1. too short to judge (under half the target, or under 20 words without a target): say more;
 * 2. fewer than half the key points covered: cover the first one missing;
 * 3. no result: end with what changed; 4. no action: say what you did yourself;
 * 5. fillers noticed (over 6 a minute, or over 4 % of the words): drop the most frequent one;
 * 6. spoken too fast or 7. too slow (outside 110 to 170 words a minute);
 * 8. no situation; 9. no task;
 * 10. too long (over 1.6 times the target): cut to the target;
 * 11. a key point still missing: cover it;
 * 12. nothing to fix: say it aloud within the target time.
 */
function suggestionFor(report: Omit<AnswerFeedback, "suggestion">): AnswerFeedback["suggestion"] {
  const {
    words,
    targetWords,
    keyPoints,
    star,
    fillers,
    wordsPerMinute,
    fillersPerMinute: perMinute,
  } = report;
  const missing = keyPoints?.points.find((point) => !point.covered);
  if (targetWords !== null ? report.length === "short" : words < 20) {
    const aim = targetWords !== null ? `about ${targetWords} words` : "a few sentences";
    return {
      kind: "say-more",
      text: `Say more: your answer has ${words} ${words === 1 ? "word" : "words"}, aim for ${aim} covering the situation, what you did and how it ended.`,
    };
  }
  if (keyPoints && missing && keyPoints.covered * 2 < keyPoints.total) {
    return {
      kind: "cover-key-points",
      text: `Cover what the interviewer listens for, starting with: ${missing.text}.`,
    };
  }
  if (!star.result) {
    return {
      kind: "add-result",
      text: "End with the result: what changed because of what you did, with a number if you have one.",
    };
  }
  if (!star.action) {
    return {
      kind: "add-action",
      text: "Say what you did yourself, in the first person: “I called…”, “I decided…”, rather than what the team did.",
    };
  }
  const share = words > 0 ? fillers.total / words : 0;
  const frequent = mostFrequentFiller(fillers.byWord);
  if (
    frequent &&
    (share > FILLERS_NOTICED.share || (perMinute !== null && perMinute > FILLERS_NOTICED.perMinute))
  ) {
    return {
      kind: "fewer-fillers",
      text: `Drop ${quoted(frequent[0])}: you said it ${times(frequent[1])}. A short pause in its place sounds more sure.`,
    };
  }
  if (report.seconds !== null && wordsPerMinute !== null && wordsPerMinute > COMFORTABLE_PACE.max) {
    return {
      kind: "slow-down",
      text: `Slow down: you spoke ${wordsPerMinute} words a minute; around ${TARGET_SPEAKING_PACE} is easier to follow.`,
    };
  }
  if (report.seconds !== null && wordsPerMinute !== null && wordsPerMinute < COMFORTABLE_PACE.min) {
    return {
      kind: "speed-up",
      text: `Keep it moving: you spoke ${wordsPerMinute} words a minute; around ${TARGET_SPEAKING_PACE} holds a listener.`,
    };
  }
  if (!star.situation) {
    return {
      kind: "add-situation",
      text: "Open with the situation in one sentence: where you were, when, and what was at stake.",
    };
  }
  if (!star.task) {
    return {
      kind: "add-task",
      text: "Say what your part was before what you did: “My job was…” or “I was responsible for…”.",
    };
  }
  if (report.length === "long" && targetWords !== null) {
    return {
      kind: "shorten",
      text: `Cut it to about ${targetWords} words: you used ${words}. Keep the action and the result, trim the background.`,
    };
  }
  if (missing) {
    return { kind: "cover-last-point", text: `Add one sentence on this: ${missing.text}.` };
  }
  const target =
    targetWords !== null ? `${Math.round((targetWords * 60) / TARGET_SPEAKING_PACE)} seconds` : "two minutes";
  return {
    kind: "time-it",
    text: `Everything measured is there. Now say it aloud in about ${target}, without reading it.`,
  };
}

/** The observable report on one answer, with exactly one suggestion. */
export function answerFeedback(input: AnswerFeedbackInput): AnswerFeedback {
  const words = countWords(input.text);
  const seconds = hasDuration(input.seconds) ? input.seconds : null;
  const spoken = input.mode !== "typed";
  const fillers = fillerWords(input.text);
  const targetWords = hasDuration(input.targetSeconds)
    ? Math.round((input.targetSeconds * TARGET_SPEAKING_PACE) / 60)
    : null;
  const length: AnswerLength | null =
    targetWords === null
      ? null
      : words < targetWords * LENGTH_LIMITS.short
        ? "short"
        : words > targetWords * LENGTH_LIMITS.long
          ? "long"
          : "within";
  const report = {
    words,
    targetWords,
    length,
    seconds,
    wordsPerMinute: spoken ? pace(words, seconds) : null,
    fillers,
    fillersPerMinute: spoken ? fillersPerMinute(fillers.total, seconds) : null,
    star: starParts(input.text),
    keyPoints: input.keyPoints ? keyPointsCovered(input.text, input.keyPoints) : null,
  };
  return { ...report, suggestion: suggestionFor(report) };
}

/** A session's figures over its answers' reports, for its summary, the history and its chart. */
export interface AnswersSummary {
  answerCount: number;
  words: number;
  fillers: number;
  /** Over the spoken answers with a duration (as each answer's pace is); null when there is none. */
  wordsPerMinute: number | null;
  fillersPerMinute: number | null;
  keyPointsCovered: number;
  keyPointsTotal: number;
}

export function summariseAnswers(reports: readonly AnswerFeedback[]): AnswersSummary {
  const timed = reports.filter((report) => report.wordsPerMinute !== null && report.seconds !== null);
  const timedSeconds = timed.reduce((sum, report) => sum + (report.seconds ?? 0), 0);
  const timedWords = timed.reduce((sum, report) => sum + report.words, 0);
  const timedFillers = timed.reduce((sum, report) => sum + report.fillers.total, 0);
  return {
    answerCount: reports.length,
    words: reports.reduce((sum, report) => sum + report.words, 0),
    fillers: reports.reduce((sum, report) => sum + report.fillers.total, 0),
    wordsPerMinute: pace(timedWords, timedSeconds),
    fillersPerMinute: fillersPerMinute(timedFillers, timedSeconds),
    keyPointsCovered: reports.reduce((sum, report) => sum + (report.keyPoints?.covered ?? 0), 0),
    keyPointsTotal: reports.reduce((sum, report) => sum + (report.keyPoints?.total ?? 0), 0),
  };
}
