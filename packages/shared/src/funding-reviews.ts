import { z } from "zod";
import { fundingCriterionSchema } from "./funding-calls";
import {
  FUNDING_APPLICATION_STATUSES,
  FUNDING_COMMENT_MAX,
  FUNDING_CURRENCIES,
  FUNDING_FEEDBACK_MAX,
  FUNDING_PAYMENT_REFERENCE_MAX,
  FUNDING_POOL_MAX_CENTS,
  FUNDING_REVIEW_STATUSES,
  FUNDING_SCORE_MAX,
  FUNDING_SCORE_MIN,
  FUNDING_TRANCHE_STATUSES,
  FUNDING_TRANCHES_MAX,
} from "./funding-model";

/*
 * The contracts of funding review, decisions, awards and tranches (docs/decisions/059-business-funding.md,
 * "Review, decisions and awards"). Amounts are whole cents end to end; the forms turn `1234.56` into
 * cents and show `formatFundingAmount`.
 */

/** Every refusal and answer of review, decisions and awards, in the words the routes answer with. */
export const FUNDING_REVIEW_MESSAGES = {
  applicationNotFound: "Funding application not found",
  callNotFound: "Funding call not found",
  trancheNotFound: "Tranche not found",
  notReviewer: "Only the call's invited reviewers review its applications.",
  conflictOfInterest: "You are a member of this team, so you cannot review its application.",
  notSubmitted: "Only submitted applications are reviewed.",
  reviewingEnded: "Reviewing has ended: this application has been decided.",
  reviewFinal: "Your review is submitted and final.",
  reviewIncomplete: "Score every criterion from 1 to 5 before you submit.",
  unknownCriterion: "A score names a criterion this call's rubric does not have.",
  noReviewYet: "Save your review before you submit it.",
  submitYoursFirst: "Submit your own review to read the other reviewers'.",
  reviewsHidden: "Only the incubator's owner and the call's reviewers read its reviews.",
  ownerOnly: "Only the incubator's owner decides on its funding.",
  notDecidable: "Only a submitted application can be shortlisted or decided.",
  notDecided: "Only a decided application can be reopened.",
  trancheReleasedNoReopen: "An award with a released tranche cannot be reopened.",
  overPool: "This award is more than what remains in the call's pool.",
  overLargest: "This award is more than the call's largest award.",
  tranchesSum: "The tranches must add up to the award.",
  milestoneNotInProject: "A tranche's milestone must be one of the application's project's milestones.",
  milestoneTwice: "A milestone can release only one tranche.",
  feedbackRequired: "Tell the team why when you decline.",
  trancheReleased: "This tranche is already released.",
  trancheWaitsForMilestone:
    "This tranche waits for its milestone: it can be released once the milestone is done.",
} as const;

const cents = (label: string) =>
  z
    .number({ error: `${label} must be an amount` })
    .int({ error: `${label} must be in whole cents` })
    .min(1, { error: `${label} must be more than zero` })
    .max(FUNDING_POOL_MAX_CENTS, { error: `${label} is too large` });

const score = z
  .number({ error: "A score must be a number" })
  .int({ error: "A score must be a whole number" })
  .min(FUNDING_SCORE_MIN, { error: `A score must be from ${FUNDING_SCORE_MIN} to ${FUNDING_SCORE_MAX}` })
  .max(FUNDING_SCORE_MAX, { error: `A score must be from ${FUNDING_SCORE_MIN} to ${FUNDING_SCORE_MAX}` });

export const fundingReviewScoreSchema = z.object({
  criterionId: z.uuid({ error: FUNDING_REVIEW_MESSAGES.unknownCriterion }),
  score,
});

/** A draft review: any of the criteria scored so far, and the comment. */
export const saveFundingReviewSchema = z.object({
  scores: z.array(fundingReviewScoreSchema).max(20).default([]),
  comment: z
    .string()
    .max(FUNDING_COMMENT_MAX, { error: `A comment is at most ${FUNDING_COMMENT_MAX} characters` })
    .default(""),
});
export type SaveFundingReviewInput = z.input<typeof saveFundingReviewSchema>;

export const fundingReviewSchema = z.object({
  id: z.string(),
  applicationId: z.string(),
  reviewer: z.object({ id: z.string(), name: z.string() }),
  status: z.enum(FUNDING_REVIEW_STATUSES),
  comment: z.string(),
  scores: z.array(z.object({ criterionId: z.string(), score: z.number() })),
  /** The mean of the scores weighted by the criteria's weights; null until every criterion is scored. */
  weightedMean: z.number().nullable(),
  submittedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type FundingReview = z.infer<typeof fundingReviewSchema>;

export const myFundingReviewResponseSchema = z.object({
  applicationId: z.string(),
  criteria: z.array(fundingCriterionSchema),
  review: fundingReviewSchema.nullable(),
  /** Whether the caller may still save and submit (a draft of an undecided application). */
  canEdit: z.boolean(),
});
export type MyFundingReviewResponse = z.infer<typeof myFundingReviewResponseSchema>;

export const fundingReviewsResponseSchema = z.object({
  criteria: z.array(fundingCriterionSchema),
  reviews: z.array(fundingReviewSchema),
});
export type FundingReviewsResponse = z.infer<typeof fundingReviewsResponseSchema>;

/** My review queue: the submitted (and decided) applications of the calls I was invited to review. */
export const fundingReviewQueueItemSchema = z.object({
  applicationId: z.string(),
  call: z.object({ id: z.string(), title: z.string(), currency: z.enum(FUNDING_CURRENCIES) }),
  incubator: z.object({ slug: z.string(), name: z.string() }),
  team: z.object({ slug: z.string(), name: z.string() }),
  applicationStatus: z.enum(FUNDING_APPLICATION_STATUSES),
  askCents: z.number().nullable(),
  submittedAt: z.string().nullable(),
  /** Where my review stands: not started, a draft, or submitted. */
  myReview: z.enum(["none", ...FUNDING_REVIEW_STATUSES]),
  /** A member of the applying team cannot review it. */
  conflictOfInterest: z.boolean(),
});
export type FundingReviewQueueItem = z.infer<typeof fundingReviewQueueItemSchema>;
export const fundingReviewQueueResponseSchema = z.object({ items: z.array(fundingReviewQueueItemSchema) });
export type FundingReviewQueueResponse = z.infer<typeof fundingReviewQueueResponseSchema>;

export const fundingCallFiguresSchema = z.object({
  id: z.string(),
  title: z.string(),
  currency: z.enum(FUNDING_CURRENCIES),
  incubator: z.object({ slug: z.string(), name: z.string() }),
  poolCents: z.number(),
  maxAwardCents: z.number(),
  committedCents: z.number(),
  releasedCents: z.number(),
  remainingCents: z.number(),
});
export type FundingCallFigures = z.infer<typeof fundingCallFiguresSchema>;

export const fundingRankingEntrySchema = z.object({
  applicationId: z.string(),
  team: z.object({ slug: z.string(), name: z.string() }),
  status: z.enum(FUNDING_APPLICATION_STATUSES),
  askCents: z.number().nullable(),
  /** The average over submitted reviews of each review's weighted mean; null without one. */
  weightedAverage: z.number().nullable(),
  /** The highest weighted mean less the lowest; null without a submitted review. */
  spread: z.number().nullable(),
  reviewCount: z.number(),
  shortlisted: z.boolean(),
  awardedCents: z.number().nullable(),
  decidedAt: z.string().nullable(),
});
export type FundingRankingEntry = z.infer<typeof fundingRankingEntrySchema>;
export const fundingRankingResponseSchema = z.object({
  call: fundingCallFiguresSchema,
  entries: z.array(fundingRankingEntrySchema),
});
export type FundingRankingResponse = z.infer<typeof fundingRankingResponseSchema>;

export const fundingTrancheInputSchema = z.object({
  amountCents: cents("A tranche"),
  milestoneId: z.uuid({ error: FUNDING_REVIEW_MESSAGES.milestoneNotInProject }).nullable().default(null),
});

const feedbackSchema = z
  .string()
  .max(FUNDING_FEEDBACK_MAX, { error: `Feedback is at most ${FUNDING_FEEDBACK_MAX} characters` });

/** The owner's decision: an award split into tranches, a decline with feedback, or the waitlist. */
export const fundingDecisionSchema = z.discriminatedUnion(
  "outcome",
  [
    z
      .object({
        outcome: z.literal("award"),
        amountCents: cents("The award"),
        tranches: z
          .array(fundingTrancheInputSchema)
          .min(1, { error: "Split the award into at least one tranche" })
          .max(FUNDING_TRANCHES_MAX, { error: `An award has at most ${FUNDING_TRANCHES_MAX} tranches` }),
        feedback: feedbackSchema.default(""),
      })
      .refine((award) => award.tranches.reduce((sum, t) => sum + t.amountCents, 0) === award.amountCents, {
        error: FUNDING_REVIEW_MESSAGES.tranchesSum,
        path: ["tranches"],
      }),
    z.object({
      outcome: z.literal("decline"),
      feedback: feedbackSchema.trim().min(1, { error: FUNDING_REVIEW_MESSAGES.feedbackRequired }),
    }),
    z.object({ outcome: z.literal("waitlist"), feedback: feedbackSchema.default("") }),
  ],
  { error: "Choose award, decline or waitlist" },
);
export type FundingDecisionInput = z.input<typeof fundingDecisionSchema>;

export const fundingTrancheSchema = z.object({
  id: z.string(),
  position: z.number(),
  amountCents: z.number(),
  milestone: z.object({ id: z.string(), title: z.string(), done: z.boolean() }).nullable(),
  status: z.enum(FUNDING_TRANCHE_STATUSES),
  dueAt: z.string().nullable(),
  releasedAt: z.string().nullable(),
  paymentReference: z.string(),
});
export type FundingTranche = z.infer<typeof fundingTrancheSchema>;

export const fundingAwardSchema = z.object({
  id: z.string(),
  amountCents: z.number(),
  releasedCents: z.number(),
  createdAt: z.string(),
  tranches: z.array(fundingTrancheSchema),
});
export type FundingAward = z.infer<typeof fundingAwardSchema>;

export const fundingDecisionResponseSchema = z.object({
  applicationId: z.string(),
  status: z.enum(FUNDING_APPLICATION_STATUSES),
  shortlisted: z.boolean(),
  feedback: z.string(),
  decidedAt: z.string().nullable(),
  currency: z.enum(FUNDING_CURRENCIES),
  award: fundingAwardSchema.nullable(),
});
export type FundingDecisionResponse = z.infer<typeof fundingDecisionResponseSchema>;

export const releaseTrancheSchema = z.object({
  paymentReference: z
    .string()
    .trim()
    .max(FUNDING_PAYMENT_REFERENCE_MAX, {
      error: `A payment reference is at most ${FUNDING_PAYMENT_REFERENCE_MAX} characters`,
    })
    .default(""),
});
export type ReleaseTrancheInput = z.input<typeof releaseTrancheSchema>;
export const releaseTrancheResponseSchema = z.object({
  applicationId: z.string(),
  tranche: fundingTrancheSchema,
});

export const fundingReportQuerySchema = z.object({
  format: z.enum(["json", "csv"], { error: "Format must be json or csv" }).default("json"),
});
export const fundingReportResponseSchema = z.object({
  call: fundingCallFiguresSchema,
  awards: z.array(
    fundingAwardSchema.extend({
      applicationId: z.string(),
      team: z.object({ slug: z.string(), name: z.string() }),
    }),
  ),
});
export type FundingReportResponse = z.infer<typeof fundingReportResponseSchema>;

/** The weighted mean of one review's scores, or null until every criterion has a score. */
export function weightedMeanOf(
  criteria: readonly { id: string; weight: number }[],
  scores: readonly { criterionId: string; score: number }[],
): number | null {
  if (criteria.length === 0) return null;
  const byCriterion = new Map(scores.map((entry) => [entry.criterionId, entry.score]));
  let weighted = 0;
  let weights = 0;
  for (const criterion of criteria) {
    const given = byCriterion.get(criterion.id);
    if (given === undefined) return null;
    weighted += given * criterion.weight;
    weights += criterion.weight;
  }
  return weights === 0 ? null : weighted / weights;
}
