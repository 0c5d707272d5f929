/**
 * The words and limits of business funding (docs/decisions/059-business-funding.md): an incubator's
 * owner opens a call, team leaders who hold a subscriber tier apply, invited reviewers score on the call's
 * rubric, the owner decides, and an award is released in tranches as the team's milestones are done. No
 * money moves through Hatchery: it records commitments and their release. The database checks the same
 * lists and limits, so a value the forms accept is one the tables accept.
 */

/** ISO 4217 codes a call's pool may be counted in, each with cents; amounts are kept in cents. */
export const FUNDING_CURRENCIES = ["USD", "EUR", "GBP", "CAD", "AUD", "INR", "SGD"] as const;
export type FundingCurrency = (typeof FUNDING_CURRENCIES)[number];

/** The largest pool a call may hold, in minor units: 1,000,000,000.00 of its currency. */
export const FUNDING_POOL_MAX_CENTS = 100_000_000_000;

export const FUNDING_CALL_TITLE_MAX = 120;
/** Markdown, sanitised before it is stored. */
export const FUNDING_CALL_DESCRIPTION_MAX = 20_000;
export const FUNDING_CALL_QUESTIONS_MAX = 10;
export const FUNDING_QUESTION_PROMPT_MAX = 300;
export const FUNDING_ANSWER_MAX_DEFAULT = 2_000;
export const FUNDING_ANSWER_MAX_LIMIT = 10_000;
export const FUNDING_RUBRIC_CRITERIA_MAX = 8;
export const FUNDING_CRITERION_NAME_MAX = 80;
export const FUNDING_CRITERION_DESCRIPTION_MAX = 500;
/** A criterion's weight; a score's weighted average divides by the weights' sum. */
export const FUNDING_CRITERION_WEIGHT_MIN = 1;
export const FUNDING_CRITERION_WEIGHT_MAX = 100;
/** Each criterion is scored on a whole number from 1 to 5. */
export const FUNDING_SCORE_MIN = 1;
export const FUNDING_SCORE_MAX = 5;
export const FUNDING_USE_OF_FUNDS_MAX = 5_000;
export const FUNDING_COMMENT_MAX = 2_000;
export const FUNDING_FEEDBACK_MAX = 5_000;
export const FUNDING_PAYMENT_REFERENCE_MAX = 200;
export const FUNDING_TRANCHES_MAX = 10;

/**
 * Where an application stands. `draft` is the team's own (its core members read and comment);
 * `submitted` is with the reviewers, still editable until the call closes; `withdrawn` may be taken up
 * again as a draft while the call is open; `awarded`, `declined` and `waitlisted` are the owner's
 * decisions, final unless the owner reopens one (back to `submitted`).
 */
export const FUNDING_APPLICATION_STATUSES = [
  "draft",
  "submitted",
  "withdrawn",
  "awarded",
  "declined",
  "waitlisted",
] as const;
export type FundingApplicationStatus = (typeof FUNDING_APPLICATION_STATUSES)[number];
export const FUNDING_APPLICATION_STATUS_LABELS: Record<FundingApplicationStatus, string> = {
  draft: "Draft",
  submitted: "Submitted",
  withdrawn: "Withdrawn",
  awarded: "Awarded",
  declined: "Declined",
  waitlisted: "Waitlisted",
};

/** A reviewer's review is theirs alone (`draft`) until they submit it; only then do they see the others'. */
export const FUNDING_REVIEW_STATUSES = ["draft", "submitted"] as const;
export type FundingReviewStatus = (typeof FUNDING_REVIEW_STATUSES)[number];

/**
 * A tranche is `pending` until its milestone is done, then `due` (the owner is asked to confirm), then
 * `released` when the owner records the payment made outside Hatchery.
 */
export const FUNDING_TRANCHE_STATUSES = ["pending", "due", "released"] as const;
export type FundingTrancheStatus = (typeof FUNDING_TRANCHE_STATUSES)[number];
export const FUNDING_TRANCHE_STATUS_LABELS: Record<FundingTrancheStatus, string> = {
  pending: "Pending",
  due: "Milestone done: awaiting release",
  released: "Released",
};

/** `$1,234.56` style, in the call's currency, from minor units. */
export function formatFundingAmount(cents: number, currency: FundingCurrency): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency }).format(cents / 100);
}

/**
 * Where a call stands for the people who see it. Here, free of schemas, because a call's card shows it on
 * every incubator's page: from funding-calls.ts it brought zod and the call schemas into that first view
 * (decision 071).
 */
export const FUNDING_CALL_PHASES = ["draft", "upcoming", "open", "closed"] as const;
export type FundingCallPhase = (typeof FUNDING_CALL_PHASES)[number];
export const FUNDING_CALL_PHASE_LABELS: Record<FundingCallPhase, string> = {
  draft: "Draft",
  upcoming: "Opens soon",
  open: "Open",
  closed: "Closed",
};

/** The phase of a call at `now`: a draft until published, closed once closed early or past its closing. */
export function fundingCallPhase(
  call: {
    publishedAt: string | Date | null;
    closedAt: string | Date | null;
    opensAt: string | Date;
    closesAt: string | Date;
  },
  now: Date,
): FundingCallPhase {
  if (call.publishedAt === null) return "draft";
  if (call.closedAt !== null || new Date(call.closesAt) <= now) return "closed";
  return new Date(call.opensAt) > now ? "upcoming" : "open";
}
