/*
 * The STAR parts of an answer (situation, task, action, result), each found by cue phrases a listener
 * would hear (docs/decisions/045-interview-practice.md). Part of the answer feedback measures.
 */
// ---------------------------------------------------------------------------------------------------
// STAR: situation, task, action, result, each found by phrases a listener would hear.

/** The cue phrases of each STAR part; a part is present when any of its phrases is in the answer. */
export const STAR_CUES = {
  situation: [
    "when i was",
    "while i was",
    "at the time",
    "back in",
    "a few years ago",
    "last year",
    "in my last",
    "in my previous",
    "at my previous",
    "in my first",
    "i was working",
    "i worked at",
    "i worked on",
    "i worked as",
    "we were",
    "there was",
    "the situation",
    "the context",
    "our team",
    "the company",
  ],
  task: [
    "my job was",
    "my role was",
    "my task",
    "i was responsible",
    "responsible for",
    "my responsibility",
    "i was asked",
    "i was in charge",
    "i needed to",
    "i had to",
    "we needed to",
    "we had to",
    "the goal was",
    "our goal",
    "my goal",
    "the challenge was",
    "the problem was",
    "i wanted to",
  ],
  action: [
    "i decided",
    "i started",
    "i set up",
    "i built",
    "i wrote",
    "i made",
    "i spoke",
    "i talked",
    "i called",
    "i asked",
    "i met",
    "i led",
    "i proposed",
    "i suggested",
    "i organised",
    "i organized",
    "i created",
    "i changed",
    "i introduced",
    "i moved",
    "i tested",
    "i sat down",
    "i went",
    "i took",
    "i chose",
    "i sent",
    "i told",
    "i explained",
    "i fixed",
    "i rewrote",
    "i planned",
    "i listened",
    "so i",
    "then i",
    "first i",
  ],
  result: [
    "as a result",
    "in the end",
    "the result",
    "resulted in",
    "the outcome",
    "which meant",
    "ended up",
    "by the end",
    "we saved",
    "we won",
    "we delivered",
    "we shipped",
    "we launched",
    "increased",
    "reduced",
    "improved",
    "went from",
    "went up",
    "went down",
    "grew",
    "dropped",
    "percent",
    "%",
    "i learned",
    "i learnt",
    "since then",
  ],
} as const;

export type StarPart = keyof typeof STAR_CUES;
export const STAR_PARTS = ["situation", "task", "action", "result"] as const satisfies readonly StarPart[];

/**
 * The words of a text, lower case, separated by single spaces and padded, for phrase lookups: a cue
 * ` i decided ` is then found as whole words. The introduction tutor's structure cues use it too.
 */
export function phraseText(text: string): string {
  const words = text
    .toLowerCase()
    .replaceAll("’", "'")
    .match(/[\p{L}\p{N}]+(?:'[\p{L}]+)*|%/gu);
  return ` ${(words ?? []).join(" ")} `;
}

/** Which STAR parts the answer shows, each by a cue phrase of `STAR_CUES` (whole words only). */
export function starParts(text: string): Record<StarPart, boolean> {
  const haystack = phraseText(text);
  const has = (part: StarPart) => STAR_CUES[part].some((cue) => haystack.includes(` ${cue} `));
  return { situation: has("situation"), task: has("task"), action: has("action"), result: has("result") };
}
