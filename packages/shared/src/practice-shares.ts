import { z } from "zod";
import { MENTOR_KINDS } from "./mentoring-model";
import {
  characterCount,
  PRACTICE_SHARE_COMMENT_MAX_LENGTH,
  PRACTICE_SHARE_KINDS,
  PRACTICE_SHARE_MENTORS_LIMIT,
  PRACTICE_SHARE_MESSAGE_MAX_LENGTH,
  PRACTICE_SHARE_MESSAGES,
} from "./practice-share-model";

/*
 * Practice results shared with a mentor (docs/decisions/051-mentoring.md): the request and answer
 * schemas of `practiceShareEndpoints`.
 */

const commentBody = z
  .string({ error: PRACTICE_SHARE_MESSAGES.emptyComment })
  .refine((value) => value.trim().length > 0, { error: PRACTICE_SHARE_MESSAGES.emptyComment })
  .refine((value) => characterCount(value) <= PRACTICE_SHARE_COMMENT_MAX_LENGTH, {
    error: PRACTICE_SHARE_MESSAGES.longComment,
  });

export const practiceShareMentorsQuerySchema = z.object({
  q: z.string().max(100).optional(),
});

export const practiceShareMentorSchema = z.object({
  userId: z.string(),
  name: z.string(),
  kind: z.enum(MENTOR_KINDS),
  slug: z.string(),
  headline: z.string(),
});
export type PracticeShareMentor = z.infer<typeof practiceShareMentorSchema>;

export const practiceShareMentorsResponseSchema = z.object({
  items: z.array(practiceShareMentorSchema).max(PRACTICE_SHARE_MENTORS_LIMIT),
});
export type PracticeShareMentorsResponse = z.infer<typeof practiceShareMentorsResponseSchema>;

/** The shared item: which of the person's results, by its kind and id. */
export const practiceShareItemQuerySchema = z.object({
  kind: z.enum(PRACTICE_SHARE_KINDS),
  itemId: z.string().min(1).max(100),
});

export const practiceShareInputSchema = practiceShareItemQuerySchema.extend({
  mentorId: z.string({ error: PRACTICE_SHARE_MESSAGES.mentorNotPublished }).min(1).max(100),
  /** A note to the mentor, as typed; may be empty. */
  message: z
    .string()
    .refine((value) => characterCount(value) <= PRACTICE_SHARE_MESSAGE_MAX_LENGTH, {
      error: PRACTICE_SHARE_MESSAGES.longMessage,
    })
    .default(""),
});
export type PracticeShareInput = z.input<typeof practiceShareInputSchema>;

const personSchema = z.object({ userId: z.string(), name: z.string() });

export const practiceShareSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(PRACTICE_SHARE_KINDS),
  itemId: z.string(),
  /** "Interview practice: CTO questions", "Tell me about yourself". */
  title: z.string(),
  /** When the shared result was made. */
  practisedAt: z.string(),
  owner: personSchema,
  mentor: personSchema.extend({ kind: z.enum(MENTOR_KINDS), slug: z.string() }),
  message: z.string(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
  commentCount: z.number().int(),
});
export type PracticeShareSummary = z.infer<typeof practiceShareSummarySchema>;

/** One text of a shared result: an interview answer with its question, or the TMAY delivery. */
export const practiceShareTextSchema = z.object({
  id: z.string(),
  /** The interview question's id (`group/slug`); null for a TMAY delivery. */
  questionId: z.string().nullable(),
  label: z.string(),
  text: z.string(),
});
export type PracticeShareText = z.infer<typeof practiceShareTextSchema>;

export const practiceShareCommentSchema = z.object({
  id: z.string(),
  textId: z.string(),
  /** Character (code point) offsets into the text as stored: [start, end). */
  start: z.number().int(),
  end: z.number().int(),
  quote: z.string(),
  body: z.string(),
  author: personSchema,
  createdAt: z.string(),
  editedAt: z.string().nullable(),
});
export type PracticeShareComment = z.infer<typeof practiceShareCommentSchema>;

export const practiceShareDetailSchema = z.object({
  share: practiceShareSummarySchema,
  texts: z.array(practiceShareTextSchema),
  comments: z.array(practiceShareCommentSchema),
});
export type PracticeShareDetail = z.infer<typeof practiceShareDetailSchema>;

export const practiceSharesOfItemResponseSchema = z.object({ items: z.array(practiceShareDetailSchema) });
export type PracticeSharesOfItemResponse = z.infer<typeof practiceSharesOfItemResponseSchema>;

export const practiceSharesWithMeResponseSchema = z.object({ items: z.array(practiceShareSummarySchema) });
export type PracticeSharesWithMeResponse = z.infer<typeof practiceSharesWithMeResponseSchema>;

export const practiceShareCommentInputSchema = z.object({
  textId: z.string({ error: PRACTICE_SHARE_MESSAGES.unknownText }).min(1).max(100),
  start: z.number({ error: PRACTICE_SHARE_MESSAGES.anchorOutOfRange }).int().min(0),
  end: z.number({ error: PRACTICE_SHARE_MESSAGES.anchorOutOfRange }).int().min(1),
  /** The selected text, checked against the stored text so a stale selection is refused. */
  quote: z.string().min(1, { error: PRACTICE_SHARE_MESSAGES.quoteMismatch }),
  body: commentBody,
});
export type PracticeShareCommentInput = z.input<typeof practiceShareCommentInputSchema>;

export const practiceShareCommentEditSchema = z.object({ body: commentBody });
export type PracticeShareCommentEdit = z.input<typeof practiceShareCommentEditSchema>;
