/*
 * The introduction tutor's feedback on one delivery (docs/decisions/048-tmay-tutor.md): its structure
 * (present, past and future, each found by cue phrases a listener would hear), its length against the
 * 60 to 90 second target, its pace and fillers when spoken, and exactly one suggestion. Like the
 * interview practice's measures (decision 045), whose word count, fillers and pace it reuses, it reads
 * the words alone and guesses nothing about confidence or personality. No schemas here.
 */

import { COMFORTABLE_PACE, FILLERS_NOTICED, fillersPerMinute, pace } from "./answer-feedback";
import { fillerWords } from "./answer-fillers";
import { phraseText } from "./answer-star";
import { countWords } from "./library-model";
import {
  estimatedSpokenSeconds,
  TMAY_PARTS,
  TMAY_TARGET_SECONDS,
  type TmayAttemptMode,
  type TmayPart,
  tmayLength,
} from "./tmay-model";

/**
 * The cue phrases of each part, matched as whole words, lower case. A part is found when any of its
 * phrases is in the answer:
 * - present: where the person stands now ("currently", "right now", "i lead", "my current role");
 * - past: what came before and proves it ("before that", "previously", "i spent", "years ago");
 * - future: where they want to go and why this role ("next i", "i'm looking for", "this role").
 * Like the STAR cues they show what a listener would hear, not whether the story is good.
 */
export const TMAY_STRUCTURE_CUES: Record<TmayPart, readonly string[]> = {
  present: [
    "currently",
    "right now",
    "at the moment",
    "these days",
    "today i",
    "now i",
    "i am a",
    "i am an",
    "i'm a",
    "i'm an",
    "i work as",
    "i work at",
    "i work on",
    "i work in",
    "i lead",
    "i run",
    "i manage",
    "i head",
    "i own",
    "i am responsible",
    "i'm responsible",
    "my current",
  ],
  past: [
    "before that",
    "before this",
    "previously",
    "earlier",
    "years ago",
    "i started",
    "i began",
    "my career",
    "i spent",
    "i used to",
    "i worked",
    "i joined",
    "i studied",
    "i graduated",
    "i led",
    "i built",
    "i was a",
    "i was an",
    "i was the",
    "at my previous",
    "in my previous",
    "in my last",
    "my last role",
    "that taught me",
    "along the way",
  ],
  future: [
    "next i",
    "what i want",
    "i want to",
    "i'd like to",
    "i would like to",
    "i'd love to",
    "i would love to",
    "i'm looking for",
    "i am looking for",
    "looking for",
    "i hope to",
    "i'm excited",
    "i am excited",
    "this role",
    "this position",
    "this team",
    "your team",
    "your company",
    "that's why",
    "that is why",
    "which is why",
    "going forward",
    "next step",
    "appeals to me",
    "interested in",
  ],
};

export interface TmayStructure {
  /** Whether each part was found, with the first of its cues the answer holds (or null). */
  parts: Record<TmayPart, { found: boolean; cue: string | null }>;
  found: number;
}

/** Which of present, past and future the answer shows, each by a cue phrase of `TMAY_STRUCTURE_CUES`. */
export function tmayStructure(text: string): TmayStructure {
  const haystack = phraseText(text);
  const partOf = (part: TmayPart) => {
    const cue = TMAY_STRUCTURE_CUES[part].find((phrase) => haystack.includes(` ${phrase} `)) ?? null;
    return { found: cue !== null, cue };
  };
  const parts = { present: partOf("present"), past: partOf("past"), future: partOf("future") };
  return { parts, found: TMAY_PARTS.filter((part) => parts[part].found).length };
}

/** Below this many words the answer is too short to judge its structure. */
export const TMAY_MIN_WORDS = 30;

export const TMAY_SUGGESTION_KINDS = [
  "say-more",
  "add-present",
  "add-past",
  "add-future",
  "fewer-fillers",
  "slow-down",
  "speed-up",
  "shorten",
  "lengthen",
  "say-it-again",
] as const;
export type TmaySuggestionKind = (typeof TMAY_SUGGESTION_KINDS)[number];

export interface TmayFeedbackInput {
  text: string;
  mode: TmayAttemptMode;
  /** How long the delivery took on the timer. */
  seconds: number;
}

export interface TmayFeedback {
  words: number;
  /**
   * The delivery's length in seconds: the timer's for a spoken answer, and for a typed one the words at
   * 140 a minute, since typing time says nothing about how long the answer takes to say.
   */
  lengthSeconds: number;
  length: "short" | "within" | "long";
  /** Spoken only: words and fillers a minute over the timer's seconds. */
  wordsPerMinute: number | null;
  fillers: { total: number; byWord: Record<string, number> };
  fillersPerMinute: number | null;
  structure: TmayStructure;
  suggestion: { kind: TmaySuggestionKind; text: string };
}

function mostFrequent(byWord: Record<string, number>): [string, number] | null {
  let best: [string, number] | null = null;
  for (const [word, count] of Object.entries(byWord))
    if (best === null || count > best[1]) best = [word, count];
  return best;
}

/**
 * The one suggestion, the first that applies, structure before delivery (an answer with all three
 * parts and a few fillers beats a smooth one that never says why this role):
 * 1. under 30 words: say more; 2. no present; 3. no past; 4. no future;
 * 5. fillers noticed (over 6 a minute or 4 % of the words, as in decision 045): drop the most frequent;
 * 6. spoken faster than 170 or 7. slower than 110 words a minute;
 * 8. over 90 seconds: cut; 9. under 60 seconds: add proof; 10. nothing to fix: say it again aloud.
 */
function suggestionFor(report: Omit<TmayFeedback, "suggestion">): TmayFeedback["suggestion"] {
  const { words, structure, fillers, wordsPerMinute } = report;
  if (words < TMAY_MIN_WORDS) {
    return {
      kind: "say-more",
      text: `Say more: ${words} ${words === 1 ? "word is" : "words are"} too few to introduce yourself. Aim for 140 to 210 words across the present, the past and the future.`,
    };
  }
  if (!structure.parts.present.found) {
    return {
      kind: "add-present",
      text: "Open with what you do now: “I currently lead…” or “Right now I run…”, with the scale of it.",
    };
  }
  if (!structure.parts.past.found) {
    return {
      kind: "add-past",
      text: "Add how you got here: one experience that proves it, starting “Before that…” or “I spent four years…”.",
    };
  }
  if (!structure.parts.future.found) {
    return {
      kind: "add-future",
      text: "Close with why this role: “Next I want to…” or “That is why this role appeals to me…”.",
    };
  }
  const frequent = mostFrequent(fillers.byWord);
  const perMinute = report.fillersPerMinute;
  if (
    frequent &&
    (fillers.total / words > FILLERS_NOTICED.share ||
      (perMinute !== null && perMinute > FILLERS_NOTICED.perMinute))
  ) {
    return {
      kind: "fewer-fillers",
      text: `Drop “${frequent[0] === "i mean" ? "I mean" : frequent[0]}”: it came ${frequent[1] === 1 ? "once" : `${frequent[1]} times`}. Pause instead.`,
    };
  }
  if (wordsPerMinute !== null && wordsPerMinute > COMFORTABLE_PACE.max) {
    return {
      kind: "slow-down",
      text: `Slow down: you spoke ${wordsPerMinute} words a minute; around 140 is easier to follow.`,
    };
  }
  if (wordsPerMinute !== null && wordsPerMinute < COMFORTABLE_PACE.min) {
    return {
      kind: "speed-up",
      text: `Keep it moving: you spoke ${wordsPerMinute} words a minute; around 140 holds a listener.`,
    };
  }
  if (report.length === "long") {
    return {
      kind: "shorten",
      text: `Cut it to ${TMAY_TARGET_SECONDS.max} seconds: it ran ${report.lengthSeconds}. Keep one experience in the past, not your whole history.`,
    };
  }
  if (report.length === "short") {
    return {
      kind: "lengthen",
      text: `Give it ${TMAY_TARGET_SECONDS.min} seconds at least: it ran ${report.lengthSeconds}. Add what changed because of the experience you chose.`,
    };
  }
  return {
    kind: "say-it-again",
    text: "All three parts are there, within the time. Say it again aloud without looking at your draft.",
  };
}

/** The observable report on one delivery, with exactly one suggestion. */
export function tmayFeedback(input: TmayFeedbackInput): TmayFeedback {
  const words = countWords(input.text);
  const spoken = input.mode === "spoken";
  const lengthSeconds = spoken ? Math.round(input.seconds) : estimatedSpokenSeconds(words);
  const fillers = fillerWords(input.text);
  const report = {
    words,
    lengthSeconds,
    length: tmayLength(lengthSeconds),
    wordsPerMinute: spoken ? pace(words, input.seconds) : null,
    fillers,
    fillersPerMinute: spoken ? fillersPerMinute(fillers.total, input.seconds) : null,
    structure: tmayStructure(input.text),
  };
  return { ...report, suggestion: suggestionFor(report) };
}
