import { z } from "zod";
import { mentorReviewSummarySchema } from "./mentor-review-summary";
import {
  ACTION_ITEM_OWNERS,
  ACTION_ITEM_TEXT_MAX_LENGTH,
  MENTOR_REVIEW_COMMENT_MAX_LENGTH,
  MENTOR_REVIEW_RATING_MAX,
  MENTOR_REVIEW_RATING_MIN,
  MENTORING_SIDES,
  SESSION_NOTES_MAX_LENGTH,
} from "./mentoring-after-model";
import { mentoringSessionSchema } from "./mentoring-sessions";
import { pageQuerySchema, pageSchema } from "./pagination";
import { codePointCount } from "./validation/text";

/*
 * The contracts of what follows a mentoring session (docs/decisions/051-mentoring.md, "After the
 * session"): shared and private notes, action items, reviews and the dashboard's card.
 */

function markdownSchema(label: string) {
  return z
    .string()
    .refine((value) => codePointCount(value, SESSION_NOTES_MAX_LENGTH) <= SESSION_NOTES_MAX_LENGTH, {
      error: `${label} can be at most ${SESSION_NOTES_MAX_LENGTH.toLocaleString("en-US")} characters`,
    });
}

/** A save names the version it was written over, so a save over someone else's newer text is refused. */
export const saveSessionNotesSchema = z.object({
  markdown: markdownSchema("Notes"),
  version: z.number().int().min(0),
});
export type SaveSessionNotesInput = z.infer<typeof saveSessionNotesSchema>;

export const savePrivateNotesSchema = z.object({ markdown: markdownSchema("Private notes") });
export type SavePrivateNotesInput = z.infer<typeof savePrivateNotesSchema>;

const actionItemTextSchema = z
  .string()
  .refine((value) => value.trim() !== "", { error: "Describe the action item" })
  .refine((value) => codePointCount(value, ACTION_ITEM_TEXT_MAX_LENGTH) <= ACTION_ITEM_TEXT_MAX_LENGTH, {
    error: `An action item can be at most ${ACTION_ITEM_TEXT_MAX_LENGTH} characters`,
  });
const dueDateSchema = z.iso.date({ error: "A due date must be a date (YYYY-MM-DD)" }).nullable();

export const createActionItemSchema = z.object({
  text: actionItemTextSchema,
  owner: z.enum(ACTION_ITEM_OWNERS, { error: "Choose who the action item is for" }),
  dueDate: dueDateSchema.default(null),
});
export type CreateActionItemInput = z.input<typeof createActionItemSchema>;

export const updateActionItemSchema = z
  .object({
    text: actionItemTextSchema.optional(),
    owner: z.enum(ACTION_ITEM_OWNERS).optional(),
    dueDate: dueDateSchema.optional(),
    done: z.boolean().optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    error: "Say what to change",
  });
export type UpdateActionItemInput = z.infer<typeof updateActionItemSchema>;

export const actionItemSchema = z.object({
  id: z.string(),
  /** The session it was written in; an open item shows on the pair's later sessions too. */
  sessionId: z.string(),
  sessionStartsAt: z.string(),
  text: z.string(),
  owner: z.enum(ACTION_ITEM_OWNERS),
  dueDate: z.string().nullable(),
  doneAt: z.string().nullable(),
  createdAt: z.string(),
  /** Written in an earlier session with the same person and still open. */
  carried: z.boolean(),
  canEdit: z.boolean(),
});
export type ActionItem = z.infer<typeof actionItemSchema>;

const personRefSchema = z.object({ id: z.string(), name: z.string() });

export const sessionNotesSchema = z.object({
  markdown: z.string(),
  /** Sanitised HTML of the markdown. */
  html: z.string(),
  /** 0 before the first save; each save adds one. */
  version: z.number().int(),
  updatedBy: personRefSchema.nullable(),
  updatedAt: z.string().nullable(),
});
export type SessionNotes = z.infer<typeof sessionNotesSchema>;

export const privateNotesSchema = z.object({ markdown: z.string(), updatedAt: z.string().nullable() });
export type PrivateNotes = z.infer<typeof privateNotesSchema>;

export const mentorReviewInputSchema = z.object({
  rating: z
    .number({ error: "Choose a rating from 1 to 5" })
    .int()
    .min(MENTOR_REVIEW_RATING_MIN, { error: "Choose a rating from 1 to 5" })
    .max(MENTOR_REVIEW_RATING_MAX, { error: "Choose a rating from 1 to 5" }),
  comment: z
    .string()
    .refine(
      (value) => codePointCount(value, MENTOR_REVIEW_COMMENT_MAX_LENGTH) <= MENTOR_REVIEW_COMMENT_MAX_LENGTH,
      {
        error: `A comment can be at most ${MENTOR_REVIEW_COMMENT_MAX_LENGTH.toLocaleString("en-US")} characters`,
      },
    )
    .default(""),
});
export type MentorReviewInput = z.input<typeof mentorReviewInputSchema>;

export const mentorReviewSchema = z.object({
  id: z.string(),
  /** Who wrote it: the mentor rates the mentee, the mentee rates the mentor. */
  side: z.enum(MENTORING_SIDES),
  rating: z.number().int(),
  comment: z.string(),
  author: personRefSchema,
  createdAt: z.string(),
});
export type MentorReview = z.infer<typeof mentorReviewSchema>;

export const sessionReviewsSchema = z.object({
  mine: mentorReviewSchema.nullable(),
  /** Null until revealed, even once written. */
  theirs: mentorReviewSchema.nullable(),
  theyHaveRated: z.boolean(),
  revealed: z.boolean(),
  /** When both reviews show whatever happens: 14 days after the session ended. */
  revealsAt: z.string(),
});

export const sessionFollowUpSchema = z.object({
  sessionId: z.string(),
  viewerRole: z.enum(MENTORING_SIDES),
  notes: sessionNotesSchema,
  /** The mentor's own notes; null for the mentee, who never sees them. */
  privateNotes: privateNotesSchema.nullable(),
  actionItems: z.array(actionItemSchema),
  reviews: sessionReviewsSchema,
  permissions: z.object({ editNotes: z.boolean(), review: z.boolean() }),
});
export type SessionFollowUp = z.infer<typeof sessionFollowUpSchema>;

export const MENTOR_REVIEWS_PAGE_SIZE = 10;
export const mentorReviewsQuerySchema = pageQuerySchema(MENTOR_REVIEWS_PAGE_SIZE);
export const publicMentorReviewSchema = mentorReviewSchema.omit({ side: true }).extend({
  /** Whether the signed-in reader may report it (not their own). */
  canReport: z.boolean(),
});
export type PublicMentorReview = z.infer<typeof publicMentorReviewSchema>;
export const mentorReviewsResponseSchema = pageSchema(publicMentorReviewSchema).extend({
  summary: mentorReviewSummarySchema,
});
export type MentorReviewsResponse = z.infer<typeof mentorReviewsResponseSchema>;

export const dashboardActionItemSchema = actionItemSchema.extend({
  viewerRole: z.enum(MENTORING_SIDES),
  /** The other person of the pair. */
  withPerson: personRefSchema,
});
export type DashboardActionItem = z.infer<typeof dashboardActionItemSchema>;

export const mentoringDashboardSchema = z.object({
  upcoming: z.array(mentoringSessionSchema),
  /** Requests waiting for the viewer as mentor. */
  waitingForYou: z.array(mentoringSessionSchema),
  openActionItems: z.array(dashboardActionItemSchema),
});
export type MentoringDashboard = z.infer<typeof mentoringDashboardSchema>;
