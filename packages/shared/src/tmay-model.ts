/*
 * The introduction tutor's parts, limits, words and worked examples (docs/decisions/048-tmay-tutor.md),
 * apart from the schemas in tmay.ts: the tutor's first view reads these, and the schemas bring zod.
 */

/** The three parts of the answer, in the order they are said. */
export const TMAY_PARTS = ["present", "past", "future"] as const;
export type TmayPart = (typeof TMAY_PARTS)[number];

/** What each part is for, shown beside its box, and two worked examples written for this tutor. */
export const TMAY_PART_GUIDES: Record<
  TmayPart,
  { label: string; question: string; explanation: string; examples: { role: string; text: string }[] }
> = {
  present: {
    label: "Present",
    question: "What you do now",
    explanation:
      "Open with your current role in one or two sentences: what you are responsible for and the scale of it. The listener should know within fifteen seconds who they are talking to.",
    examples: [
      {
        role: "A CTO candidate",
        text: "I lead engineering at a twelve-person logistics start-up, where I run a team of five and own the platform that plans around two thousand deliveries a day.",
      },
      {
        role: "A CGO candidate",
        text: "Right now I run growth for a meal-kit subscription in its second year: paid and organic acquisition, onboarding and the first ninety days of retention.",
      },
    ],
  },
  past: {
    label: "Past",
    question: "How you got here",
    explanation:
      "Pick one or two experiences that prove you can do what this role needs, each with something you did and what changed because of it. Leave out the rest of your history.",
    examples: [
      {
        role: "A CTO candidate",
        text: "Before that I spent four years as a back-end engineer at a payments company. I led the move from one large application to a few services, and our release time went from two weeks to a day.",
      },
      {
        role: "A CGO candidate",
        text: "I started in customer support, which taught me why people leave. At my previous company I built the referral programme that brought in a third of new customers within a year.",
      },
    ],
  },
  future: {
    label: "Future",
    question: "Why this role and this team next",
    explanation:
      "Close by joining your story to this role: what you want to do next and why this team is the place to do it. End on the role, not on yourself.",
    examples: [
      {
        role: "A CTO candidate",
        text: "Next I want to build a technical team from its first hire, and that is why this role appeals to me: you have the product and the customers, and you need someone to turn the prototype into a platform.",
      },
      {
        role: "A CGO candidate",
        text: "What I am looking for now is a team earlier on, where growth is still being designed. Your product already keeps its users, so I would love to help more people find it.",
      },
    ],
  },
};

/** The spoken length the answer aims for, in seconds. */
export const TMAY_TARGET_SECONDS = { min: 60, max: 90 } as const;

/** The speaking pace a draft's spoken length is estimated at, in words a minute. */
export const TMAY_ESTIMATE_PACE = 140;

/** The longest text of one part, in characters: 90 seconds spoken is some 1,200 characters in all. */
export const TMAY_PART_MAX_CHARS = 2_000;

/** The longest delivered answer kept, in characters: a few minutes spoken and no more. */
export const TMAY_ATTEMPT_MAX_CHARS = 6_000;

/** A delivery's time is at most ten minutes: the timer stops at three, and longer is not one answer. */
export const TMAY_ATTEMPT_MAX_SECONDS = 10 * 60;

/** The delivery timer runs to this and stops the answer (twice the target's upper end). */
export const TMAY_DELIVERY_LIMIT_SECONDS = 180;

/** The countdown before a delivery, in seconds (3, 2, 1, go). */
export const TMAY_COUNTDOWN_SECONDS = 3;

/** How many drafts and attempts a list answers, newest first. */
export const TMAY_LIST_LIMIT = 50;

export const TMAY_ATTEMPT_MODES = ["typed", "spoken"] as const;
export type TmayAttemptMode = (typeof TMAY_ATTEMPT_MODES)[number];

export const TMAY_MESSAGES = {
  emptyDraft: "Write at least one part before saving a draft",
  longPart: `Each part can be at most ${TMAY_PART_MAX_CHARS.toLocaleString("en-GB")} characters`,
  emptyAttempt: "An answer cannot be empty",
  longAttempt: `An answer can be at most ${TMAY_ATTEMPT_MAX_CHARS.toLocaleString("en-GB")} characters`,
  mode: "mode must be typed or spoken",
  seconds: `seconds must be a whole number from 1 to ${TMAY_ATTEMPT_MAX_SECONDS}`,
  versionTaken: "Another draft was saved at the same moment. Save again.",
} as const;

/** A draft's estimated spoken length in whole seconds at `TMAY_ESTIMATE_PACE`. */
export function estimatedSpokenSeconds(words: number): number {
  return Math.round((words * 60) / TMAY_ESTIMATE_PACE);
}

/** Where a length in seconds stands against the 60 to 90 second target. */
export function tmayLength(seconds: number): "short" | "within" | "long" {
  if (seconds < TMAY_TARGET_SECONDS.min) return "short";
  if (seconds > TMAY_TARGET_SECONDS.max) return "long";
  return "within";
}
