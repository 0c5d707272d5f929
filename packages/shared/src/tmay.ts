import { z } from "zod";
import { TMAY_SUGGESTION_KINDS } from "./tmay-feedback";
import {
  TMAY_ATTEMPT_MAX_CHARS,
  TMAY_ATTEMPT_MAX_SECONDS,
  TMAY_ATTEMPT_MODES,
  TMAY_MESSAGES,
  TMAY_PART_MAX_CHARS,
  TMAY_PARTS,
} from "./tmay-model";

/*
 * The introduction tutor's contract (docs/decisions/048-tmay-tutor.md): a signed-in person's drafts,
 * each saved as a new version, and their timed deliveries with the feedback the server computed from
 * each delivery's text.
 */

const partText = z
  .string({ error: TMAY_MESSAGES.longPart })
  .max(TMAY_PART_MAX_CHARS, { error: TMAY_MESSAGES.longPart });

/** A draft as typed: the three parts, any of them empty, but not all. */
export const tmayDraftInputSchema = z
  .object({ present: partText, past: partText, future: partText })
  .refine((draft) => TMAY_PARTS.some((part) => draft[part].trim().length > 0), {
    error: TMAY_MESSAGES.emptyDraft,
  });
export type TmayDraftInput = z.input<typeof tmayDraftInputSchema>;

export const tmayDraftSchema = z.object({
  id: z.string(),
  /** 1 for the person's first draft, one more for each saved after it. */
  version: z.number().int(),
  present: z.string(),
  past: z.string(),
  future: z.string(),
  createdAt: z.string(),
});
export type TmayDraft = z.infer<typeof tmayDraftSchema>;

export const tmayDraftsResponseSchema = z.object({ items: z.array(tmayDraftSchema) });
export type TmayDraftsResponse = z.infer<typeof tmayDraftsResponseSchema>;

export const tmayAttemptInputSchema = z.object({
  /** The delivery as kept: typed, or the recogniser's words as the person edited them. */
  text: z
    .string({ error: TMAY_MESSAGES.emptyAttempt })
    .max(TMAY_ATTEMPT_MAX_CHARS, { error: TMAY_MESSAGES.longAttempt })
    .refine((text) => text.trim().length > 0, { error: TMAY_MESSAGES.emptyAttempt }),
  mode: z.enum(TMAY_ATTEMPT_MODES, { error: TMAY_MESSAGES.mode }),
  /** The delivery timer's seconds. */
  seconds: z
    .number({ error: TMAY_MESSAGES.seconds })
    .int({ error: TMAY_MESSAGES.seconds })
    .min(1, { error: TMAY_MESSAGES.seconds })
    .max(TMAY_ATTEMPT_MAX_SECONDS, { error: TMAY_MESSAGES.seconds }),
});
export type TmayAttemptInput = z.input<typeof tmayAttemptInputSchema>;

const structurePartSchema = z.object({ found: z.boolean(), cue: z.string().nullable() });

/** The report of tmay-feedback.ts, as stored and answered. */
export const tmayFeedbackSchema = z.object({
  words: z.number().int(),
  lengthSeconds: z.number().int(),
  length: z.enum(["short", "within", "long"]),
  wordsPerMinute: z.number().nullable(),
  fillers: z.object({ total: z.number().int(), byWord: z.record(z.string(), z.number().int()) }),
  fillersPerMinute: z.number().nullable(),
  structure: z.object({
    parts: z.object({ present: structurePartSchema, past: structurePartSchema, future: structurePartSchema }),
    found: z.number().int(),
  }),
  suggestion: z.object({ kind: z.enum(TMAY_SUGGESTION_KINDS), text: z.string() }),
});

export const tmayAttemptSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  text: z.string(),
  mode: z.enum(TMAY_ATTEMPT_MODES),
  seconds: z.number().int(),
  feedback: tmayFeedbackSchema,
});
export type TmayAttempt = z.infer<typeof tmayAttemptSchema>;

export const tmayAttemptsResponseSchema = z.object({ items: z.array(tmayAttemptSchema) });
export type TmayAttemptsResponse = z.infer<typeof tmayAttemptsResponseSchema>;
