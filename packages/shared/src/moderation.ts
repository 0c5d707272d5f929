import { z } from "zod";
import {
  MODERATION_MESSAGES,
  MODERATION_PAGE_SIZE,
  MODERATION_QUEUE_STATUSES,
  MODERATION_WARNING_MAX_LENGTH,
  REPORT_RESOLUTIONS,
} from "./moderation-model";
import { pageQuerySchema, pageSchema } from "./pagination";
import { REPORT_CONTENT_KINDS, REPORT_REASONS, REPORT_STATUSES } from "./report-model";

/**
 * The moderation queue (docs/decisions/055-moderation-queue.md): reports grouped by the content they
 * name, with that content and its context, and what a moderator does about it.
 */

export const moderationQueueQuerySchema = pageQuerySchema(MODERATION_PAGE_SIZE).extend({
  status: z.enum(MODERATION_QUEUE_STATUSES).default("open"),
  kind: z.enum(REPORT_CONTENT_KINDS).optional(),
});
export type ModerationQueueQuery = z.input<typeof moderationQueueQuerySchema>;

const moderationPersonSchema = z.object({ id: z.string(), name: z.string() });
export type ModerationPerson = z.infer<typeof moderationPersonSchema>;

export const moderationReportSchema = z.object({
  id: z.string(),
  reason: z.enum(REPORT_REASONS),
  details: z.string(),
  reporter: moderationPersonSchema.nullable(),
  status: z.enum(REPORT_STATUSES),
  resolution: z.enum(REPORT_RESOLUTIONS).nullable(),
  handler: moderationPersonSchema.nullable(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
});
export type ModerationReport = z.infer<typeof moderationReportSchema>;

/** A message around a reported chat message, or the post a reported comment answers. */
export const moderationContextEntrySchema = z.object({
  id: z.string(),
  author: moderationPersonSchema.nullable(),
  body: z.string(),
  createdAt: z.string(),
  /** The reported message itself, among those around it. */
  reported: z.boolean(),
});
export type ModerationContextEntry = z.infer<typeof moderationContextEntrySchema>;

/** How the content stands now: shown, hidden by a moderator, deleted by its author, or gone altogether. */
export const MODERATION_CONTENT_STATES = ["visible", "hidden", "deleted", "missing"] as const;
export type ModerationContentState = (typeof MODERATION_CONTENT_STATES)[number];

export const moderationCaseSchema = z.object({
  contentKind: z.enum(REPORT_CONTENT_KINDS),
  contentId: z.string(),
  state: z.enum(MODERATION_CONTENT_STATES),
  author: moderationPersonSchema.nullable(),
  /** As written (markdown for posts and comments); a review's comment. Empty once deleted or missing. */
  body: z.string(),
  /** A review's stars; null for other content. */
  rating: z.number().nullable(),
  /** Where it was written ("Sun Team's feed", "#general in Acme Lab", "Review of Ada Lovelace"). */
  where: z.string(),
  /** Its page, when it has one. */
  path: z.string().nullable(),
  writtenAt: z.string().nullable(),
  context: z.array(moderationContextEntrySchema),
  reports: z.array(moderationReportSchema),
  /** What the caller may do with it now. */
  can: z.object({
    hide: z.boolean(),
    restore: z.boolean(),
    dismiss: z.boolean(),
    warn: z.boolean(),
    suspend: z.boolean(),
  }),
});
export type ModerationCase = z.infer<typeof moderationCaseSchema>;

export const moderationQueueResponseSchema = pageSchema(moderationCaseSchema);
export type ModerationQueueResponse = z.infer<typeof moderationQueueResponseSchema>;

export const moderationCaseParamsSchema = z.object({
  kind: z.enum(REPORT_CONTENT_KINDS, { error: MODERATION_MESSAGES.contentNotFound }),
  id: z.string().min(1).max(100),
});

export const moderationWarningSchema = z.object({
  message: z
    .string({ error: MODERATION_MESSAGES.warningRequired })
    .trim()
    .min(1, { error: MODERATION_MESSAGES.warningRequired })
    .max(MODERATION_WARNING_MAX_LENGTH, { error: MODERATION_MESSAGES.warningTooLong }),
});
export type ModerationWarning = z.infer<typeof moderationWarningSchema>;

/** The longest reason a moderator gives for suspending an author (kept with the disabled account). */
export const MODERATION_SUSPENSION_REASON_MAX_LENGTH = 1_000;

/** Suspending the author disables their account (decision 053's disabling), with an optional reason. */
export const moderationSuspensionSchema = z.object({
  reason: z
    .string()
    .max(MODERATION_SUSPENSION_REASON_MAX_LENGTH, {
      error: `The reason can be at most ${MODERATION_SUSPENSION_REASON_MAX_LENGTH} characters`,
    })
    .optional(),
});
export type ModerationSuspension = z.infer<typeof moderationSuspensionSchema>;
