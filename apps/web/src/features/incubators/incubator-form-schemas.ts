import { createIncubatorSchema, createPlanSchema, incubatorSlugSchema } from "@hatchery/shared";
import { z } from "zod";
import { parseDollarsToCents } from "./utils/dollars";

/*
 * The schemas of the incubator and plan forms, in a module of their own: each form loads it through
 * `lazyZodResolver` when first focused or submitted, so its page paints without the schema library.
 */

/**
 * The create schema with the slug required: the form always shows the slug it will use (filled in from
 * the name), so the person sees the address before saving instead of learning it afterwards.
 */
export const incubatorFormSchema = createIncubatorSchema.extend({ slug: incubatorSlugSchema });

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
