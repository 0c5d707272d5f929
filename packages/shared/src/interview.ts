import { z } from "zod";
import { SUGGESTION_KINDS } from "./answer-feedback";
import { STAR_PARTS } from "./answer-star";
import {
  INTERVIEW_AI_MESSAGES,
  INTERVIEW_ANSWER_MAX_CHARS,
  INTERVIEW_ANSWER_MAX_SECONDS,
  INTERVIEW_ANSWER_MODES,
  INTERVIEW_GROUPS,
  INTERVIEW_MESSAGES,
  INTERVIEW_QUESTION_COUNTS,
  INTERVIEW_SESSIONS_PAGE_SIZE,
} from "./interview-model";
import { pageQuerySchema, pageSchema } from "./pagination";

/*
 * The interview practice's contract (docs/decisions/045-interview-practice.md): questions dealt from
 * content/games/interview for anyone, and a signed-in person's kept sessions with the feedback the
 * server computed from each answer's text.
 */

const groupSchema = z.enum(INTERVIEW_GROUPS, { error: INTERVIEW_MESSAGES.group });

export const interviewQuestionsQuerySchema = z.object({
  group: groupSchema,
  count: z
    .enum(INTERVIEW_QUESTION_COUNTS.map((count) => String(count)) as ["3", "5", "8"], {
      error: INTERVIEW_MESSAGES.count,
    })
    .transform(Number),
});
export type InterviewQuestionsQuery = z.input<typeof interviewQuestionsQuerySchema>;

export const interviewKeyPointSchema = z.object({ text: z.string(), cues: z.array(z.string()) });

export const interviewQuestionSchema = z.object({
  /** `group/slug`. */
  id: z.string(),
  /** The question as the interviewer asks it. */
  title: z.string(),
  /** What the interviewer listens for. */
  summary: z.string(),
  level: z.string().nullable(),
  targetSeconds: z.number().int(),
  keyPoints: z.array(interviewKeyPointSchema),
});
export type InterviewQuestion = z.infer<typeof interviewQuestionSchema>;

export const interviewQuestionsResponseSchema = z.object({
  group: groupSchema,
  questions: z.array(interviewQuestionSchema),
});
export type InterviewQuestionsResponse = z.infer<typeof interviewQuestionsResponseSchema>;

const answerText = z
  .string({ error: INTERVIEW_MESSAGES.emptyAnswer })
  .max(INTERVIEW_ANSWER_MAX_CHARS, { error: INTERVIEW_MESSAGES.longAnswer })
  .refine((text) => text.trim().length > 0, { error: INTERVIEW_MESSAGES.emptyAnswer });

export const interviewAnswerInputSchema = z.object({
  questionId: z.string().max(300, { error: INTERVIEW_MESSAGES.unknownQuestion }),
  /** The text as the person kept it: typed, or the recogniser's words as they edited them. */
  text: answerText,
  mode: z.enum(INTERVIEW_ANSWER_MODES, { error: INTERVIEW_MESSAGES.mode }),
  /** How long the answer took; null when not timed. */
  seconds: z
    .number({ error: INTERVIEW_MESSAGES.seconds })
    .int({ error: INTERVIEW_MESSAGES.seconds })
    .min(0, { error: INTERVIEW_MESSAGES.seconds })
    .max(INTERVIEW_ANSWER_MAX_SECONDS, { error: INTERVIEW_MESSAGES.seconds })
    .nullable(),
});
export type InterviewAnswerInput = z.input<typeof interviewAnswerInputSchema>;

/** A finished session. No feedback is sent: the server computes its own from the text. */
export const interviewSessionInputSchema = z.object({
  group: groupSchema,
  answers: z
    .array(interviewAnswerInputSchema, { error: INTERVIEW_MESSAGES.answerCount })
    .min(1, { error: INTERVIEW_MESSAGES.answerCount })
    .max(Math.max(...INTERVIEW_QUESTION_COUNTS), { error: INTERVIEW_MESSAGES.answerCount })
    .refine((answers) => new Set(answers.map((answer) => answer.questionId)).size === answers.length, {
      error: INTERVIEW_MESSAGES.duplicate,
    }),
});
export type InterviewSessionInput = z.input<typeof interviewSessionInputSchema>;

const starSchema = z.object(
  Object.fromEntries(STAR_PARTS.map((part) => [part, z.boolean()])) as Record<
    (typeof STAR_PARTS)[number],
    z.ZodBoolean
  >,
);

/** The report of answer-feedback.ts, as stored and answered. */
export const answerFeedbackSchema = z.object({
  words: z.number().int(),
  targetWords: z.number().int().nullable(),
  length: z.enum(["short", "within", "long"]).nullable(),
  seconds: z.number().nullable(),
  wordsPerMinute: z.number().nullable(),
  fillers: z.object({ total: z.number().int(), byWord: z.record(z.string(), z.number().int()) }),
  fillersPerMinute: z.number().nullable(),
  star: starSchema,
  keyPoints: z
    .object({
      covered: z.number().int(),
      total: z.number().int(),
      points: z.array(z.object({ text: z.string(), covered: z.boolean(), cue: z.string().nullable() })),
    })
    .nullable(),
  suggestion: z.object({ kind: z.enum(SUGGESTION_KINDS), text: z.string() }),
});

export const interviewAnswerSchema = z.object({
  questionId: z.string(),
  /** The question as it was asked then. */
  question: z.string(),
  text: z.string(),
  mode: z.enum(INTERVIEW_ANSWER_MODES),
  seconds: z.number().int().nullable(),
  feedback: answerFeedbackSchema,
});
export type InterviewAnswer = z.infer<typeof interviewAnswerSchema>;

/** A session's figures over its answers, for the history and its chart. */
export const interviewSessionSummarySchema = z.object({
  id: z.string(),
  group: groupSchema,
  createdAt: z.string(),
  answerCount: z.number().int(),
  words: z.number().int(),
  /** Over the spoken answers with a duration; null when there is none. */
  wordsPerMinute: z.number().nullable(),
  fillersPerMinute: z.number().nullable(),
  fillers: z.number().int(),
  keyPointsCovered: z.number().int(),
  keyPointsTotal: z.number().int(),
});
export type InterviewSessionSummary = z.infer<typeof interviewSessionSummarySchema>;

export const interviewSessionSchema = interviewSessionSummarySchema.extend({
  answers: z.array(interviewAnswerSchema),
});
export type InterviewSession = z.infer<typeof interviewSessionSchema>;

export const interviewSessionsQuerySchema = pageQuerySchema(INTERVIEW_SESSIONS_PAGE_SIZE);
export const interviewSessionsResponseSchema = pageSchema(interviewSessionSummarySchema);
export type InterviewSessionsResponse = z.infer<typeof interviewSessionsResponseSchema>;

/**
 * Asking the optional AI service for written feedback on one answer (decision 045): only with the
 * person's explicit agreement, which the request carries.
 */
export const interviewAiFeedbackInputSchema = z.object({
  questionId: z.string().max(300, { error: INTERVIEW_MESSAGES.unknownQuestion }),
  text: answerText,
  agree: z.literal(true, { error: INTERVIEW_AI_MESSAGES.agree }),
});
export type InterviewAiFeedbackInput = z.input<typeof interviewAiFeedbackInputSchema>;

export const interviewAiFeedbackResponseSchema = z.object({ feedback: z.string() });
export type InterviewAiFeedbackResponse = z.infer<typeof interviewAiFeedbackResponseSchema>;
