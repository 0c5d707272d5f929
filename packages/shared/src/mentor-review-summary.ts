import { z } from "zod";

/** A mentor's revealed reviews from mentees in two figures, for the profile and its reviews list. */
export const mentorReviewSummarySchema = z.object({
  count: z.number().int(),
  /** Null without a revealed review; else rounded to one decimal. */
  average: z.number().nullable(),
});
export type MentorReviewSummary = z.infer<typeof mentorReviewSummarySchema>;
