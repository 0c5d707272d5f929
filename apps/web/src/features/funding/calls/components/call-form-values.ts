import {
  type CreateFundingCallInput,
  FUNDING_ANSWER_MAX_DEFAULT,
  type FundingCallDetailResponse,
  type FundingCurrency,
  fundingAmountInput,
  parseFundingAmount,
  TEAM_STAGES,
  type TeamStage,
} from "@hatchery/shared";

/**
 * The call editor's values as typed (amounts as `1234.56`, moments in the reader's zone) and their
 * conversion to the request, where amounts are cents and moments ISO strings.
 */

export interface QuestionValues {
  id?: string;
  prompt: string;
  helpText: string;
  required: boolean;
  maxLength: string;
}

export interface CriterionValues {
  id?: string;
  name: string;
  description: string;
  weight: string;
}

export interface CallFormValues {
  title: string;
  description: string;
  currency: FundingCurrency;
  pool: string;
  maxAward: string;
  opensAt: string;
  closesAt: string;
  eligibleStages: TeamStage[];
  questions: QuestionValues[];
  criteria: CriterionValues[];
}

export const AMOUNT_FORMAT_MESSAGE = "Enter an amount such as 1234.56";
export const MOMENT_MESSAGE = "Enter a date and time";

/** An ISO moment as a `datetime-local` input shows it, in the reader's zone. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

export function emptyQuestion(): QuestionValues {
  return { prompt: "", helpText: "", required: true, maxLength: String(FUNDING_ANSWER_MAX_DEFAULT) };
}

export function emptyCriterion(): CriterionValues {
  return { name: "", description: "", weight: "1" };
}

export function callFormValues(call?: FundingCallDetailResponse["call"], now = new Date()): CallFormValues {
  if (!call) {
    const inAMonth = new Date(now.getTime() + 30 * 86_400_000);
    return {
      title: "",
      description: "",
      currency: "USD",
      pool: "",
      maxAward: "",
      opensAt: toLocalInput(now.toISOString()),
      closesAt: toLocalInput(inAMonth.toISOString()),
      eligibleStages: [...TEAM_STAGES],
      questions: [emptyQuestion()],
      criteria: [emptyCriterion()],
    };
  }
  return {
    title: call.title,
    description: call.description,
    currency: call.currency,
    pool: fundingAmountInput(call.poolCents),
    maxAward: fundingAmountInput(call.maxAwardCents),
    opensAt: toLocalInput(call.opensAt),
    closesAt: toLocalInput(call.closesAt),
    eligibleStages: call.eligibleStages,
    questions: call.questions.map((question) => ({
      id: question.id,
      prompt: question.prompt,
      helpText: question.helpText,
      required: question.required,
      maxLength: String(question.maxLength),
    })),
    criteria: call.criteria.map((criterion) => ({
      id: criterion.id,
      name: criterion.name,
      description: criterion.description,
      weight: String(criterion.weight),
    })),
  };
}

function moment(local: string): string | null {
  const date = new Date(local);
  return local === "" || Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/**
 * The request the values make, or the fields that cannot be read (an amount or a moment as typed):
 * everything else the shared schema and the server judge, in their own words.
 */
export function callRequest(
  values: CallFormValues,
):
  | { body: CreateFundingCallInput; errors?: undefined }
  | { body?: undefined; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const poolCents = parseFundingAmount(values.pool);
  const maxAwardCents = parseFundingAmount(values.maxAward);
  const opensAt = moment(values.opensAt);
  const closesAt = moment(values.closesAt);
  if (poolCents === null) errors.poolCents = AMOUNT_FORMAT_MESSAGE;
  if (maxAwardCents === null) errors.maxAwardCents = AMOUNT_FORMAT_MESSAGE;
  if (opensAt === null) errors.opensAt = MOMENT_MESSAGE;
  if (closesAt === null) errors.closesAt = MOMENT_MESSAGE;
  if (poolCents === null || maxAwardCents === null || opensAt === null || closesAt === null)
    return { errors };
  return {
    body: {
      title: values.title,
      description: values.description,
      currency: values.currency,
      poolCents,
      maxAwardCents,
      opensAt,
      closesAt,
      eligibleStages: values.eligibleStages,
      questions: values.questions.map((question) => ({
        ...(question.id ? { id: question.id } : {}),
        prompt: question.prompt,
        helpText: question.helpText,
        required: question.required,
        maxLength: Number(question.maxLength),
      })),
      criteria: values.criteria.map((criterion) => ({
        ...(criterion.id ? { id: criterion.id } : {}),
        name: criterion.name,
        description: criterion.description,
        weight: Number(criterion.weight),
      })),
    },
  };
}
