import { CORE_TEAM_ROLE_LABELS, CORE_TEAM_ROLES } from "./team-model";

/*
 * The interview practice's groups, limits and messages (docs/decisions/045-interview-practice.md),
 * apart from the schemas in interview.ts: the practice's first view reads these, and the schemas bring
 * zod.
 */

/** The question groups: the behavioural questions (every role) or one role's (decision 042). */
export const INTERVIEW_GROUPS = ["behavioural", ...CORE_TEAM_ROLES] as const;
export type InterviewGroup = (typeof INTERVIEW_GROUPS)[number];

export const INTERVIEW_GROUP_LABELS: Record<InterviewGroup, string> = {
  behavioural: "Behavioural questions",
  ceo: `${CORE_TEAM_ROLE_LABELS.ceo} questions`,
  cto: `${CORE_TEAM_ROLE_LABELS.cto} questions`,
  cco: `${CORE_TEAM_ROLE_LABELS.cco} questions`,
  cgo: `${CORE_TEAM_ROLE_LABELS.cgo} questions`,
};

/** How many questions a session asks. */
export const INTERVIEW_QUESTION_COUNTS = [3, 5, 8] as const;
export type InterviewQuestionCount = (typeof INTERVIEW_QUESTION_COUNTS)[number];

export const INTERVIEW_ANSWER_MODES = ["typed", "spoken"] as const;
export type InterviewAnswerMode = (typeof INTERVIEW_ANSWER_MODES)[number];

/** Seconds to think before answering; the person may start sooner. */
export const INTERVIEW_THINKING_SECONDS = 15;

/**
 * The longest answer kept, in characters: five minutes spoken (the longest target, decision 042) is
 * about 700 words, some 4,000 characters, so this leaves room for a long typed answer and no more.
 */
export const INTERVIEW_ANSWER_MAX_CHARS = 10_000;

/** An answer's time, when known, is at most half an hour: longer is not one answer. */
export const INTERVIEW_ANSWER_MAX_SECONDS = 30 * 60;

/** The history's page size. */
export const INTERVIEW_SESSIONS_PAGE_SIZE = 20;

export const INTERVIEW_MESSAGES = {
  group: "group must be behavioural, ceo, cto, cco or cgo",
  count: "count must be 3, 5 or 8",
  mode: "mode must be typed or spoken",
  emptyAnswer: "An answer cannot be empty",
  longAnswer: `An answer can be at most ${INTERVIEW_ANSWER_MAX_CHARS.toLocaleString("en-GB")} characters`,
  seconds: `seconds must be a whole number from 0 to ${INTERVIEW_ANSWER_MAX_SECONDS}`,
  answerCount: "A session keeps from 1 to 8 answers",
  duplicate: "Each question can be answered once in a session",
  unknownQuestion: "One of the questions is not a question of this group",
  tooFewQuestions: "There are not enough questions in this group",
} as const;

/** A question's id: its group and slug, `behavioural/a-mistake-you-made`. */
export function interviewQuestionId(group: string, slug: string): string {
  return `${group}/${slug}`;
}

/** The practice's signed-in pages (SPEC §2 allows them; decision 045 names them). */
export const INTERVIEW_HISTORY_PATH = "/games/interview/history";
export function interviewResultsPath(id: string): string {
  return `/games/interview/results/${encodeURIComponent(id)}`;
}

/**
 * What happens to a spoken answer, said on the practice page and on the privacy page alike: the
 * browser's recogniser may send the audio to the browser's maker, and Hatchery keeps only text.
 */
export const INTERVIEW_SPEECH_NOTICE =
  "Spoken answers use your browser's own speech recognition, which may send the audio to the company that makes your browser to turn it into text. Hatchery never receives the audio: it stores only the text you choose to keep, and only when you are signed in.";

/** Written feedback from an AI service (decision 045, optional): limits and words. */
export const INTERVIEW_AI_REQUESTS_PER_HOUR = 10;
export const INTERVIEW_AI_MESSAGES = {
  agree: "Tick the agreement to send your answer to the feedback service",
  notOffered: "Written feedback is not offered on this installation",
  unavailable: "The feedback service did not answer. Try again later.",
  tooMany: `Written feedback can be asked ${INTERVIEW_AI_REQUESTS_PER_HOUR} times an hour. Try again later.`,
} as const;
