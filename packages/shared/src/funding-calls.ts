import { z } from "zod";
import {
  FUNDING_ANSWER_MAX_DEFAULT,
  FUNDING_ANSWER_MAX_LIMIT,
  FUNDING_APPLICATION_STATUSES,
  FUNDING_CALL_DESCRIPTION_MAX,
  FUNDING_CALL_PHASES,
  FUNDING_CALL_QUESTIONS_MAX,
  FUNDING_CALL_TITLE_MAX,
  FUNDING_COMMENT_MAX,
  FUNDING_CRITERION_DESCRIPTION_MAX,
  FUNDING_CRITERION_NAME_MAX,
  FUNDING_CRITERION_WEIGHT_MAX,
  FUNDING_CRITERION_WEIGHT_MIN,
  FUNDING_CURRENCIES,
  FUNDING_POOL_MAX_CENTS,
  FUNDING_QUESTION_PROMPT_MAX,
  FUNDING_RUBRIC_CRITERIA_MAX,
  FUNDING_USE_OF_FUNDS_MAX,
  type FundingCurrency,
  formatFundingAmount,
} from "./funding-model";
import { personRefSchema } from "./people";
import { TEAM_STAGE_LABELS, TEAM_STAGES, type TeamStage } from "./team-model";
import { optionalText, requiredLine } from "./validation/text-fields";

/**
 * Funding calls and applications (docs/decisions/059-business-funding.md, "Calls and applications"):
 * what the owner's editor sends, what a team's leader fills in, and every refusal's words. Amounts
 * travel in cents (whole numbers); moments as ISO 8601 strings.
 */

function stageList(stages: readonly TeamStage[]): string {
  const labels = stages.map((stage) => TEAM_STAGE_LABELS[stage].toLowerCase());
  return labels.length <= 1 ? (labels[0] ?? "") : `${labels.slice(0, -1).join(", ")} or ${labels.at(-1)}`;
}

export const FUNDING_CALL_MESSAGES = {
  callNotFound: "Funding call not found",
  applicationNotFound: "Funding application not found",
  ownerOnly: "Only the incubator's owner or an administrator can manage its funding calls",
  maxAwardAbovePool: "The largest award must not be more than the pool",
  closesBeforeOpens: "The closing time must be after the opening time",
  stagesRequired: "Choose at least one team stage",
  questionsRequired: `Add between 1 and ${FUNDING_CALL_QUESTIONS_MAX} questions`,
  criteriaRequired: `Add between 1 and ${FUNDING_RUBRIC_CRITERIA_MAX} rubric criteria`,
  formLocked:
    "The questions, rubric and currency cannot change once an application was submitted: applicants answered those questions and reviewers score on that rubric",
  poolBelowCommitted: "The pool cannot be less than what its awards already commit",
  alreadyPublished: "This call is already published",
  notPublished: "This call is not published yet",
  closingPassed: "The closing time has passed: move it later before publishing",
  alreadyClosed: "This call is already closed",
  closedEarly: "A call closed early stays closed",
  extendLater: "The new closing time must be later than the current one",
  reviewerNotMember: "A reviewer must be an active member of the incubator",
  reviewerIsOwner: "The incubator's owner reads every application already",
  reviewerAlreadyInvited: "This person already reviews this call",
  reviewerNotFound: "This person does not review this call",
  reviewerHasReviewed: "This reviewer has submitted a review and can no longer be removed",
  leaderOnly: "Only the team's leader can apply for funding",
  teamNotFound: "Team not found",
  teamNotInIncubator: "The team is not in this call's incubator",
  callNotOpen: "This call is not open for applications",
  coreMembersOnly: "Only the team's leader and core members can see its draft",
  notEditable: "This application can no longer be changed",
  alreadySubmitted: "This application is already submitted",
  notSubmittable: "Only a draft can be submitted",
  notWithdrawable: "Only a draft or a submitted application can be withdrawn while the call is open",
  withdrawnFirst: "Take the application up again before changing it",
  projectRequired: "Choose the project the funding is for",
  projectNotOfTeam: "Choose one of your team's projects",
  askRequired: "Enter the amount you ask for",
  unknownQuestion: "An answer names a question this call does not ask",
  projectHasApplication:
    "This project has a funding application and cannot be deleted: it is the project the application's funding follows",
} as const;

export function fundingStageNotEligibleMessage(stages: readonly TeamStage[]): string {
  return `This call is for teams at the ${stageList(stages)} stage`;
}

/** SPEC §6: business funding is a subscriber benefit. */
export function fundingNeedsSubscriptionMessage(incubatorName: string): string {
  return `Business funding is a subscriber benefit: applying needs an active subscription to ${incubatorName}. Choose a plan to apply.`;
}

export function fundingAskTooLargeMessage(maxAwardCents: number, currency: FundingCurrency): string {
  return `The ask must not be more than the largest award, ${formatFundingAmount(maxAwardCents, currency)}`;
}

export function fundingAnswerRequiredMessage(prompt: string): string {
  return `Answer the question "${prompt}"`;
}

export function fundingAnswerTooLongMessage(prompt: string, maxLength: number): string {
  return `The answer to "${prompt}" must be at most ${maxLength} characters`;
}

/**
 * An amount as a person types it (`1234.56`, `1,234.5`, `1234`) in cents, or null when it is not
 * one. Forms take amounts this way; the API takes cents.
 */
export function parseFundingAmount(typed: string): number | null {
  const clean = typed.replaceAll(",", "").trim();
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(clean);
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? "0").padEnd(2, "0"));
  return whole * 100 + fraction;
}

/** Cents as a form shows them to edit again: `1234.56`. */
export function fundingAmountInput(cents: number): string {
  return (cents / 100).toFixed(2);
}

function centsSchema(label: string) {
  return z
    .number({ error: `${label} must be an amount in cents` })
    .int({ error: `${label} must be a whole number of cents` })
    .min(1, { error: `${label} must be more than 0` })
    .max(FUNDING_POOL_MAX_CENTS, {
      error: `${label} must be at most ${FUNDING_POOL_MAX_CENTS / 100} in the call's currency`,
    });
}

const instantSchema = (label: string) =>
  z.iso
    .datetime({ offset: true, error: `${label} must be an ISO date and time` })
    .transform((value) => new Date(value));

export const fundingCurrencySchema = z.enum(FUNDING_CURRENCIES, {
  error: `Currency must be one of ${FUNDING_CURRENCIES.join(", ")}`,
});

const stagesSchema = z
  .array(z.enum(TEAM_STAGES, { error: "Stage must be idea, building or launched" }), {
    error: FUNDING_CALL_MESSAGES.stagesRequired,
  })
  .min(1, { error: FUNDING_CALL_MESSAGES.stagesRequired })
  .transform((stages) => TEAM_STAGES.filter((stage) => stages.includes(stage)));

/** A question of the call; `id` keeps an existing question (and the answers already given to it). */
export const fundingQuestionInputSchema = z.object({
  id: z.uuid({ error: "A question's id is not one of this call's" }).optional(),
  prompt: requiredLine("Question", FUNDING_QUESTION_PROMPT_MAX),
  helpText: optionalText("Help text", 500, { multiline: true }).default(""),
  required: z.boolean({ error: "required must be true or false" }).default(true),
  maxLength: z
    .number({ error: "A question's length limit must be a whole number" })
    .int({ error: "A question's length limit must be a whole number" })
    .min(1, { error: "A question's length limit must be at least 1" })
    .max(FUNDING_ANSWER_MAX_LIMIT, {
      error: `A question's length limit must be at most ${FUNDING_ANSWER_MAX_LIMIT}`,
    })
    .default(FUNDING_ANSWER_MAX_DEFAULT),
});

export const fundingCriterionInputSchema = z.object({
  id: z.uuid({ error: "A criterion's id is not one of this call's" }).optional(),
  name: requiredLine("Criterion", FUNDING_CRITERION_NAME_MAX),
  description: optionalText("Criterion description", FUNDING_CRITERION_DESCRIPTION_MAX, {
    multiline: true,
  }).default(""),
  weight: z
    .number({ error: "A weight must be a whole number" })
    .int({ error: "A weight must be a whole number" })
    .min(FUNDING_CRITERION_WEIGHT_MIN, { error: `A weight must be at least ${FUNDING_CRITERION_WEIGHT_MIN}` })
    .max(FUNDING_CRITERION_WEIGHT_MAX, { error: `A weight must be at most ${FUNDING_CRITERION_WEIGHT_MAX}` }),
});

const questionsSchema = z
  .array(fundingQuestionInputSchema, { error: FUNDING_CALL_MESSAGES.questionsRequired })
  .min(1, { error: FUNDING_CALL_MESSAGES.questionsRequired })
  .max(FUNDING_CALL_QUESTIONS_MAX, { error: FUNDING_CALL_MESSAGES.questionsRequired });
const criteriaSchema = z
  .array(fundingCriterionInputSchema, { error: FUNDING_CALL_MESSAGES.criteriaRequired })
  .min(1, { error: FUNDING_CALL_MESSAGES.criteriaRequired })
  .max(FUNDING_RUBRIC_CRITERIA_MAX, { error: FUNDING_CALL_MESSAGES.criteriaRequired });

const callFields = {
  title: requiredLine("Title", FUNDING_CALL_TITLE_MAX),
  description: optionalText("Description", FUNDING_CALL_DESCRIPTION_MAX, { multiline: true }),
  currency: fundingCurrencySchema,
  poolCents: centsSchema("The pool"),
  maxAwardCents: centsSchema("The largest award"),
  opensAt: instantSchema("The opening time"),
  closesAt: instantSchema("The closing time"),
  eligibleStages: stagesSchema,
  questions: questionsSchema,
  criteria: criteriaSchema,
};

/** The rules across fields, for a whole call and for a change merged with the call it changes. */
export function fundingCallProblems(call: {
  poolCents: number;
  maxAwardCents: number;
  opensAt: Date;
  closesAt: Date;
}): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  if (call.maxAwardCents > call.poolCents) {
    problems.push({ path: "maxAwardCents", message: FUNDING_CALL_MESSAGES.maxAwardAbovePool });
  }
  if (call.closesAt <= call.opensAt) {
    problems.push({ path: "closesAt", message: FUNDING_CALL_MESSAGES.closesBeforeOpens });
  }
  return problems;
}

/** `POST /api/incubators/:slug/funding-calls`: a new call, a draft until published. */
export const createFundingCallSchema = z
  .object({ ...callFields, description: callFields.description.default("") })
  .superRefine((call, context) => {
    for (const problem of fundingCallProblems(call)) {
      context.addIssue({ code: "custom", path: [problem.path], message: problem.message });
    }
  });
export type CreateFundingCallInput = z.input<typeof createFundingCallSchema>;
export type CreateFundingCallData = z.output<typeof createFundingCallSchema>;

/**
 * `PATCH /api/funding-calls/:id`: only the fields sent change; `questions` and `criteria` replace the
 * lists (an item with its `id` keeps that row). The rules across fields are checked on the merged call.
 */
export const updateFundingCallSchema = z.object({
  title: callFields.title.optional(),
  description: callFields.description.optional(),
  currency: callFields.currency.optional(),
  poolCents: callFields.poolCents.optional(),
  maxAwardCents: callFields.maxAwardCents.optional(),
  opensAt: callFields.opensAt.optional(),
  closesAt: callFields.closesAt.optional(),
  eligibleStages: callFields.eligibleStages.optional(),
  questions: callFields.questions.optional(),
  criteria: callFields.criteria.optional(),
});
export type UpdateFundingCallInput = z.input<typeof updateFundingCallSchema>;
export type UpdateFundingCallData = z.output<typeof updateFundingCallSchema>;

/** `POST /api/funding-calls/:id/extend`. */
export const extendFundingCallSchema = z.object({ closesAt: instantSchema("The closing time") });
export type ExtendFundingCallInput = z.input<typeof extendFundingCallSchema>;

export const fundingQuestionSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  prompt: z.string(),
  helpText: z.string(),
  required: z.boolean(),
  maxLength: z.number().int(),
});
export type FundingQuestion = z.infer<typeof fundingQuestionSchema>;

export const fundingCriterionSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  name: z.string(),
  description: z.string(),
  weight: z.number().int(),
});
export type FundingCriterion = z.infer<typeof fundingCriterionSchema>;

const incubatorRefSchema = z.object({ id: z.string(), slug: z.string(), name: z.string() });

/** A call as lists show it. */
export const fundingCallSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  currency: fundingCurrencySchema,
  poolCents: z.number().int(),
  maxAwardCents: z.number().int(),
  committedCents: z.number().int(),
  opensAt: z.string(),
  closesAt: z.string(),
  publishedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  eligibleStages: z.array(z.enum(TEAM_STAGES)),
  phase: z.enum(FUNDING_CALL_PHASES),
  incubator: incubatorRefSchema,
});
export type FundingCallSummary = z.infer<typeof fundingCallSummarySchema>;

/** The viewer's own application to the call, for "Continue your application". */
export const fundingApplicationRefSchema = z.object({
  id: z.string(),
  status: z.enum(FUNDING_APPLICATION_STATUSES),
  team: z.object({ id: z.string(), slug: z.string(), name: z.string() }),
});
export type FundingApplicationRef = z.infer<typeof fundingApplicationRefSchema>;

/** A team the viewer leads in the call's incubator, with whether (and why not) it may apply. */
export const fundingEligibleTeamSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  stage: z.enum(TEAM_STAGES),
  /** Null when the team may apply; otherwise why not, in the words the server would answer. */
  refusal: z.string().nullable(),
  /** Whether the refusal is the missing subscription (the page offers the incubator's plans). */
  needsSubscription: z.boolean(),
});
export type FundingEligibleTeam = z.infer<typeof fundingEligibleTeamSchema>;

/** `GET /api/funding-calls/:id`, and the answer of every change to a call. */
export const fundingCallDetailResponseSchema = z.object({
  call: fundingCallSummarySchema.extend({
    description: z.string(),
    questions: z.array(fundingQuestionSchema),
    criteria: z.array(fundingCriterionSchema),
    /** Whether an application was submitted: the questions, rubric and currency are then fixed. */
    formLocked: z.boolean(),
  }),
  viewer: z
    .object({
      canManage: z.boolean(),
      isReviewer: z.boolean(),
      applications: z.array(fundingApplicationRefSchema),
      teams: z.array(fundingEligibleTeamSchema),
    })
    .nullable(),
});
export type FundingCallDetailResponse = z.infer<typeof fundingCallDetailResponseSchema>;

/** `GET /api/incubators/:slug/funding-calls`: newest closing last; drafts for those who manage them. */
export const fundingCallListResponseSchema = z.object({
  items: z.array(fundingCallSummarySchema),
  canManage: z.boolean(),
});
export type FundingCallListResponse = z.infer<typeof fundingCallListResponseSchema>;

/** `GET /api/funding-calls/:id/reviewers?search=`: the reviewers, and members matching the search. */
export const fundingReviewersQuerySchema = z.object({
  search: z.string().max(100, { error: "search must be at most 100 characters" }).optional(),
});

export const fundingReviewerSchema = z.object({
  userId: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  /** "Advisor", "Coach" or "Member": what the picker shows beside the name. */
  role: z.string(),
  hasSubmittedReview: z.boolean(),
});
export type FundingReviewer = z.infer<typeof fundingReviewerSchema>;

export const fundingReviewersResponseSchema = z.object({
  reviewers: z.array(fundingReviewerSchema),
  candidates: z.array(fundingReviewerSchema.omit({ hasSubmittedReview: true })),
});
export type FundingReviewersResponse = z.infer<typeof fundingReviewersResponseSchema>;

export const addFundingReviewerSchema = z.object({
  userId: z.string({ error: "Choose a member to invite" }).min(1, { error: "Choose a member to invite" }),
});

// Applications.

/** `POST /api/funding-calls/:id/applications`: the leader starts (or takes up again) the team's draft. */
export const startFundingApplicationSchema = z.object({
  teamId: z.uuid({ error: FUNDING_CALL_MESSAGES.teamNotFound }),
});

/** `PATCH /api/funding-applications/:id`: what the autosave sends; saving the same twice changes nothing. */
export const updateFundingApplicationSchema = z.object({
  askCents: z
    .number({ error: "The ask must be an amount in cents" })
    .int({ error: "The ask must be a whole number of cents" })
    .min(1, { error: "The ask must be more than 0" })
    .max(FUNDING_POOL_MAX_CENTS, { error: "The ask is too large" })
    .nullable()
    .optional(),
  useOfFunds: optionalText("Use of funds", FUNDING_USE_OF_FUNDS_MAX, { multiline: true }).optional(),
  projectId: z.uuid({ error: FUNDING_CALL_MESSAGES.projectNotOfTeam }).nullable().optional(),
  /** Answers by question id; a length limit is the question's, checked by the server. */
  answers: z
    .record(
      z.uuid({ error: FUNDING_CALL_MESSAGES.unknownQuestion }),
      z.string({ error: "An answer must be text" }).max(FUNDING_ANSWER_MAX_LIMIT, {
        error: `An answer must be at most ${FUNDING_ANSWER_MAX_LIMIT} characters`,
      }),
    )
    .optional(),
});
export type UpdateFundingApplicationInput = z.input<typeof updateFundingApplicationSchema>;
export type UpdateFundingApplicationData = z.output<typeof updateFundingApplicationSchema>;

const milestoneSchema = z.object({
  id: z.string(),
  title: z.string(),
  dueDate: z.string().nullable(),
  completed: z.boolean(),
});

export const fundingApplicationSchema = z.object({
  id: z.string(),
  status: z.enum(FUNDING_APPLICATION_STATUSES),
  askCents: z.number().int().nullable(),
  useOfFunds: z.string(),
  projectId: z.string().nullable(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  feedback: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  answers: z.record(z.string(), z.string()),
  team: z.object({ id: z.string(), slug: z.string(), name: z.string(), stage: z.enum(TEAM_STAGES) }),
});
export type FundingApplication = z.infer<typeof fundingApplicationSchema>;

/** `GET /api/funding-applications/:id`, and the answer of every change to it. */
export const fundingApplicationDetailResponseSchema = z.object({
  application: fundingApplicationSchema,
  call: fundingCallDetailResponseSchema.shape.call,
  /** The team's projects to choose from, with the chosen one's milestones. */
  projects: z.array(z.object({ id: z.string(), slug: z.string(), name: z.string() })),
  milestones: z.array(milestoneSchema),
  viewer: z.object({
    isCoreMember: z.boolean(),
    isLeader: z.boolean(),
    canEdit: z.boolean(),
    canSubmit: z.boolean(),
    canWithdraw: z.boolean(),
    canResume: z.boolean(),
    canComment: z.boolean(),
    isOwner: z.boolean(),
    isReviewer: z.boolean(),
  }),
});
export type FundingApplicationDetailResponse = z.infer<typeof fundingApplicationDetailResponseSchema>;

export const createFundingCommentSchema = z.object({
  body: optionalText("Comment", FUNDING_COMMENT_MAX, { multiline: true }).refine((body) => body !== "", {
    error: "Comment is required",
  }),
});

export const fundingCommentSchema = z.object({
  id: z.string(),
  body: z.string(),
  createdAt: z.string(),
  author: personRefSchema.nullable(),
});
export type FundingComment = z.infer<typeof fundingCommentSchema>;

export const fundingCommentsResponseSchema = z.object({ items: z.array(fundingCommentSchema) });
export type FundingCommentsResponse = z.infer<typeof fundingCommentsResponseSchema>;
export const fundingCommentResponseSchema = z.object({ comment: fundingCommentSchema });

/** A team's application as the hub lists it. */
export const fundingHubApplicationSchema = z.object({
  id: z.string(),
  status: z.enum(FUNDING_APPLICATION_STATUSES),
  askCents: z.number().int().nullable(),
  submittedAt: z.string().nullable(),
  updatedAt: z.string(),
  team: z.object({ id: z.string(), slug: z.string(), name: z.string() }),
  call: z.object({
    id: z.string(),
    title: z.string(),
    currency: fundingCurrencySchema,
    closesAt: z.string(),
    phase: z.enum(FUNDING_CALL_PHASES),
  }),
});
export type FundingHubApplication = z.infer<typeof fundingHubApplicationSchema>;

/** `GET /api/funding`: open calls in the viewer's incubators and their teams' applications. */
export const fundingHubResponseSchema = z.object({
  openCalls: z.array(fundingCallSummarySchema),
  applications: z.array(fundingHubApplicationSchema),
});
export type FundingHubResponse = z.infer<typeof fundingHubResponseSchema>;
