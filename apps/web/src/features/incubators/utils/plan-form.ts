import { createPlanSchema, formatDollars, type Plan, type UpdatePlanInput } from "@hatchery/shared";
import { z } from "zod";
import { parseDollarsToCents } from "./dollars";

/*
 * The plan dialog's fields are text where people type numbers: the price in dollars, the trial in days.
 * Each is read into the number the API takes and then checked by the shared schema's own rule, so the
 * browser and the server word every range error the same.
 */

const shared = createPlanSchema.shape;

const priceField = z
  .string()
  .transform((text, ctx) => {
    const parsed = parseDollarsToCents(text);
    if (parsed.ok) return parsed.cents;
    ctx.issues.push({ code: "custom", message: parsed.message, input: text });
    return z.NEVER;
  })
  .pipe(shared.priceMonthly);

const WHOLE_OR_DECIMAL = /^-?\d+(\.\d+)?$/;
/** Empty means no trial; text that is no number becomes NaN, which the shared rule refuses in its words. */
const trialDaysField = z
  .string()
  .transform((text) => {
    const trimmed = text.trim();
    if (trimmed === "") return 0;
    return WHOLE_OR_DECIMAL.test(trimmed) ? Number(trimmed) : Number.NaN;
  })
  .pipe(shared.trialPeriodDays.unwrap());

export const planFormSchema = z
  .object({
    name: shared.name,
    description: shared.description,
    price: priceField,
    trialPeriodDays: trialDaysField,
    isActive: z.boolean(),
    isRecommended: z.boolean(),
    // Objects, not strings, because react-hook-form's field arrays key their rows by object.
    features: z.array(z.object({ value: shared.features.unwrap().element })),
  })
  .transform(({ price, features, ...plan }) => ({
    ...plan,
    priceMonthly: price,
    features: features.map((feature) => feature.value),
  }));

export type PlanFormInput = z.input<typeof planFormSchema>;
export type PlanFormData = z.output<typeof planFormSchema>;

export function planFormValues(plan?: Plan): PlanFormInput {
  if (!plan) {
    return {
      name: "",
      description: "",
      price: "",
      trialPeriodDays: "0",
      isActive: true,
      isRecommended: false,
      features: [],
    };
  }
  return {
    name: plan.name,
    description: plan.description,
    price: formatDollars(plan.priceMonthly),
    trialPeriodDays: String(plan.trialPeriodDays),
    isActive: plan.isActive,
    isRecommended: plan.isRecommended,
    features: plan.features.map((value) => ({ value })),
  };
}

/** Only what differs from the saved plan, so an edit never overwrites a field nobody touched. */
export function changedPlanFields(data: PlanFormData, plan: Plan): UpdatePlanInput {
  const changes: UpdatePlanInput = {};
  if (data.name !== plan.name) changes.name = data.name;
  if (data.description !== plan.description) changes.description = data.description;
  if (data.priceMonthly !== plan.priceMonthly) changes.priceMonthly = data.priceMonthly;
  if (data.trialPeriodDays !== plan.trialPeriodDays) changes.trialPeriodDays = data.trialPeriodDays;
  if (data.isActive !== plan.isActive) changes.isActive = data.isActive;
  if (data.isRecommended !== plan.isRecommended) changes.isRecommended = data.isRecommended;
  const sameFeatures =
    data.features.length === plan.features.length &&
    data.features.every((feature, index) => feature === plan.features[index]);
  if (!sameFeatures) changes.features = data.features;
  return changes;
}

type PlanFormField =
  | "name"
  | "description"
  | "price"
  | "trialPeriodDays"
  | "isActive"
  | "isRecommended"
  | `features.${number}.value`;

/** The dialog field a request issue names: the API's `priceMonthly` is the dollars field here. */
export function planFieldFor(path: readonly (string | number)[]): PlanFormField | undefined {
  const [field, index] = path;
  switch (field) {
    case "priceMonthly":
      return "price";
    case "features":
      return typeof index === "number" ? `features.${index}.value` : undefined;
    case "name":
    case "description":
    case "trialPeriodDays":
    case "isActive":
    case "isRecommended":
      return field;
    default:
      return undefined;
  }
}
