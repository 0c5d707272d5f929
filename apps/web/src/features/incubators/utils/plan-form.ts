import { formatDollars, type Plan, type UpdatePlanInput } from "@hatchery/shared";
import type { z } from "zod";
import type { planFormSchema } from "../incubator-form-schemas";

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
