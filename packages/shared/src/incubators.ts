import { z } from "zod";
import { MEMBERSHIP_STATUSES, MEMBERSHIP_TIERS } from "./enums";
import {
  formatDollars,
  INCUBATOR_DESCRIPTION_MAX_LENGTH,
  INCUBATOR_LIST_PAGE_SIZE,
  INCUBATOR_NAME_MAX_LENGTH,
  INCUBATOR_SEARCH_MAX_LENGTH,
  INCUBATOR_SLUG_MAX_LENGTH,
  INCUBATOR_SLUG_MIN_LENGTH,
  INCUBATOR_STATUSES,
  INCUBATOR_TAGLINE_MAX_LENGTH,
  PAYMENT_PROVIDERS,
  PLAN_DESCRIPTION_MAX_LENGTH,
  PLAN_FEATURE_MAX_LENGTH,
  PLAN_FEATURES_MAX_COUNT,
  PLAN_NAME_MAX_LENGTH,
  PLAN_PRICE_MAX_CENTS,
  PLAN_TRIAL_MAX_DAYS,
  RESERVED_INCUBATOR_SLUGS,
  SLUG_FORMAT_MESSAGE,
  SLUG_LENGTH_MESSAGE,
  SLUG_PATTERN,
  SLUG_RESERVED_MESSAGE,
  SUBSCRIPTION_STATUSES,
  SUPPORT_MESSAGE_MAX_LENGTH,
  SUPPORT_SUBJECT_MAX_LENGTH,
} from "./incubator-rules";
import { pageQuerySchema, pageSchema } from "./pagination";
import { incubatorPermissionsSchema } from "./permissions";
import { emailSchema } from "./validation/email";
import { codePointCount } from "./validation/text";
import { optionalText, requiredLine } from "./validation/text-fields";

export * from "./incubator-rules";

/**
 * Incubators, plans, memberships, subscriptions, checkout and support
 * (docs/decisions/003-incubators-and-subscriptions.md). Dates travel as ISO 8601 strings, prices as
 * integer cents.
 */

/**
 * A slug of an address (`/incubators/{slug}`, `/teams/{slug}`, `/projects/{slug}`): lowercase letters,
 * digits and single hyphens, of the incubator slug's length, and none of the paths that are pages.
 */
export function addressSlugSchema(reserved: readonly string[]) {
  return z
    .string({ error: SLUG_FORMAT_MESSAGE })
    .trim()
    .min(INCUBATOR_SLUG_MIN_LENGTH, { error: SLUG_LENGTH_MESSAGE })
    .max(INCUBATOR_SLUG_MAX_LENGTH, { error: SLUG_LENGTH_MESSAGE })
    .regex(SLUG_PATTERN, { error: SLUG_FORMAT_MESSAGE })
    .refine((slug) => !reserved.includes(slug), { error: SLUG_RESERVED_MESSAGE });
}

export const incubatorSlugSchema = addressSlugSchema(RESERVED_INCUBATOR_SLUGS);

export const incubatorStatusSchema = z.enum(INCUBATOR_STATUSES, {
  error: "Status must be active, paused or archived",
});

/** `POST /api/incubators`. Without a slug the server generates one from the name. */
export const createIncubatorSchema = z.object({
  name: requiredLine("Name", INCUBATOR_NAME_MAX_LENGTH),
  slug: incubatorSlugSchema.optional(),
  tagline: optionalText("Tagline", INCUBATOR_TAGLINE_MAX_LENGTH, { multiline: false }).default(""),
  description: optionalText("Description", INCUBATOR_DESCRIPTION_MAX_LENGTH, { multiline: true }).default(""),
  status: incubatorStatusSchema.default("active"),
});
export type CreateIncubatorInput = z.input<typeof createIncubatorSchema>;
export type CreateIncubatorData = z.output<typeof createIncubatorSchema>;

/** `PATCH /api/incubators/:slug`: only the fields sent change. */
export const updateIncubatorSchema = z.object({
  name: requiredLine("Name", INCUBATOR_NAME_MAX_LENGTH).optional(),
  slug: incubatorSlugSchema.optional(),
  tagline: optionalText("Tagline", INCUBATOR_TAGLINE_MAX_LENGTH, { multiline: false }).optional(),
  description: optionalText("Description", INCUBATOR_DESCRIPTION_MAX_LENGTH, { multiline: true }).optional(),
  status: incubatorStatusSchema.optional(),
});
export type UpdateIncubatorInput = z.input<typeof updateIncubatorSchema>;
export type UpdateIncubatorData = z.output<typeof updateIncubatorSchema>;

/** `GET /api/incubators?search=&accepting=true|false&cursor=&limit=`. */
export const incubatorListQuerySchema = pageQuerySchema(INCUBATOR_LIST_PAGE_SIZE).extend({
  search: z
    .string()
    .trim()
    .max(INCUBATOR_SEARCH_MAX_LENGTH, {
      error: `Search must be at most ${INCUBATOR_SEARCH_MAX_LENGTH} characters`,
    })
    .optional(),
  accepting: z
    .enum(["true", "false"], { error: "accepting must be true or false" })
    .transform((value) => value === "true")
    .optional(),
});
export type IncubatorListQuery = z.input<typeof incubatorListQuerySchema>;

/** Active members only (SPEC §7). */
export const incubatorStatsSchema = z.object({
  guestCount: z.number().int(),
  subscriberCount: z.number().int(),
  totalMembers: z.number().int(),
});
export type IncubatorStats = z.infer<typeof incubatorStatsSchema>;

export const incubatorSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  tagline: z.string(),
  logoUrl: z.string().nullable(),
  status: incubatorStatusSchema,
  accepting: z.boolean(),
  stats: incubatorStatsSchema,
  /** The cheapest active plan in cents; null when the incubator has no active plan. */
  lowestPriceMonthly: z.number().int().nullable(),
});
export type IncubatorSummary = z.infer<typeof incubatorSummarySchema>;

export const incubatorListResponseSchema = pageSchema(incubatorSummarySchema);
export type IncubatorListResponse = z.infer<typeof incubatorListResponseSchema>;

export const incubatorSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  tagline: z.string(),
  /** Markdown, sanitised by the server (SPEC §5 markdown variant). */
  description: z.string(),
  logoUrl: z.string().nullable(),
  status: incubatorStatusSchema,
  accepting: z.boolean(),
  ownerId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Incubator = z.infer<typeof incubatorSchema>;

export const planSchema = z.object({
  id: z.string(),
  incubatorId: z.string(),
  name: z.string(),
  description: z.string(),
  priceMonthly: z.number().int(),
  trialPeriodDays: z.number().int(),
  isActive: z.boolean(),
  isRecommended: z.boolean(),
  features: z.array(z.string()),
});
export type Plan = z.infer<typeof planSchema>;

export const membershipSchema = z.object({
  incubatorId: z.string(),
  membershipTier: z.enum(MEMBERSHIP_TIERS),
  status: z.enum(MEMBERSHIP_STATUSES),
  joinedAt: z.string(),
  lastActiveAt: z.string(),
  updatedAt: z.string(),
});
export type Membership = z.infer<typeof membershipSchema>;

export const subscriptionSchema = z.object({
  id: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  provider: z.enum(PAYMENT_PROVIDERS),
  trialEndsAt: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  canceledAt: z.string().nullable(),
  /** Trial or active, but ends (becomes canceled) at `currentPeriodEnd` unless resumed before. */
  cancelAtPeriodEnd: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  plan: z.object({
    id: z.string(),
    name: z.string(),
    priceMonthly: z.number().int(),
    incubatorId: z.string(),
  }),
  incubator: z.object({ id: z.string(), slug: z.string(), name: z.string() }),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/**
 * `GET /api/incubators/:slug`. `plans` are the active plans, cheapest first. `viewer` is null when
 * signed out; `viewer.subscription` is the person's active (trial or active) subscription in any
 * incubator, so the page can tell 'Current Plan' from 'subscribed elsewhere'; `viewer.permissions` says
 * which of the incubator's actions the person may take (decision 012).
 */
export const incubatorDetailResponseSchema = z.object({
  /** `descriptionHtml`: the description rendered by the server to safe HTML, what the page shows. */
  incubator: incubatorSchema.extend({ descriptionHtml: z.string() }),
  stats: incubatorStatsSchema,
  plans: z.array(planSchema),
  viewer: z
    .object({
      membership: membershipSchema.nullable(),
      subscription: subscriptionSchema.nullable(),
      permissions: incubatorPermissionsSchema,
    })
    .nullable(),
});
export type IncubatorDetailResponse = z.infer<typeof incubatorDetailResponseSchema>;

/** `POST /api/incubators` and `PATCH /api/incubators/:slug`. */
export const incubatorResponseSchema = z.object({ incubator: incubatorSchema });
export type IncubatorResponse = z.infer<typeof incubatorResponseSchema>;

/** `POST /api/incubators/:slug/logo` (multipart field `file`, images only). */
export const incubatorLogoResponseSchema = z.object({ logoUrl: z.string() });
export type IncubatorLogoResponse = z.infer<typeof incubatorLogoResponseSchema>;

const priceSchema = z
  .number({ error: "Price must be a whole number of cents" })
  .int({ error: "Price must be a whole number of cents" })
  .min(0, { error: "Price cannot be negative" })
  .max(PLAN_PRICE_MAX_CENTS, { error: `Price must be at most $${formatDollars(PLAN_PRICE_MAX_CENTS)}` });
const trialDaysSchema = z
  .number({ error: "Trial days must be a whole number" })
  .int({ error: "Trial days must be a whole number" })
  .min(0, { error: "Trial days cannot be negative" })
  .max(PLAN_TRIAL_MAX_DAYS, { error: `Trial days must be at most ${PLAN_TRIAL_MAX_DAYS}` });
const featuresSchema = z
  .array(requiredLine("Feature", PLAN_FEATURE_MAX_LENGTH), { error: "Features must be a list of texts" })
  .max(PLAN_FEATURES_MAX_COUNT, { error: `At most ${PLAN_FEATURES_MAX_COUNT} features` });

/** `POST /api/incubators/:slug/plans`. */
export const createPlanSchema = z.object({
  name: requiredLine("Plan name", PLAN_NAME_MAX_LENGTH),
  description: optionalText("Plan description", PLAN_DESCRIPTION_MAX_LENGTH, { multiline: true }).default(""),
  priceMonthly: priceSchema,
  trialPeriodDays: trialDaysSchema.default(0),
  isActive: z.boolean({ error: "isActive must be true or false" }).default(true),
  isRecommended: z.boolean({ error: "isRecommended must be true or false" }).default(false),
  features: featuresSchema.default([]),
});
export type CreatePlanInput = z.input<typeof createPlanSchema>;
export type CreatePlanData = z.output<typeof createPlanSchema>;

/** `PATCH /api/plans/:id`: only the fields sent change. */
export const updatePlanSchema = z.object({
  name: requiredLine("Plan name", PLAN_NAME_MAX_LENGTH).optional(),
  description: optionalText("Plan description", PLAN_DESCRIPTION_MAX_LENGTH, { multiline: true }).optional(),
  priceMonthly: priceSchema.optional(),
  trialPeriodDays: trialDaysSchema.optional(),
  isActive: z.boolean({ error: "isActive must be true or false" }).optional(),
  isRecommended: z.boolean({ error: "isRecommended must be true or false" }).optional(),
  features: featuresSchema.optional(),
});
export type UpdatePlanInput = z.input<typeof updatePlanSchema>;
export type UpdatePlanData = z.output<typeof updatePlanSchema>;

/** `GET /api/incubators/:slug/plans` (owner or admin: inactive plans too), `POST`/`PATCH` answers. */
export const planListResponseSchema = z.object({ plans: z.array(planSchema) });
export type PlanListResponse = z.infer<typeof planListResponseSchema>;
export const planResponseSchema = z.object({ plan: planSchema });
export type PlanResponse = z.infer<typeof planResponseSchema>;

/** `POST` and `DELETE /api/incubators/:slug/membership`. */
export const membershipResponseSchema = z.object({ membership: membershipSchema });
export type MembershipResponse = z.infer<typeof membershipResponseSchema>;

/** `GET /api/memberships`: the incubators the signed-in person is an active member of, by name. */
export const ownMembershipsResponseSchema = z.object({
  items: z.array(
    z.object({
      incubator: z.object({ slug: z.string(), name: z.string() }),
      membershipTier: z.enum(MEMBERSHIP_TIERS),
    }),
  ),
});
export type OwnMembershipsResponse = z.infer<typeof ownMembershipsResponseSchema>;

/** `POST /api/subscriptions` (SPEC §7 create-subscription): `url` is the payment page. */
export const createSubscriptionSchema = z.object({
  planId: z.uuid({ error: "Choose a subscription plan" }),
});
export type CreateSubscriptionInput = z.input<typeof createSubscriptionSchema>;
export const createSubscriptionResponseSchema = z.object({ url: z.string() });
export type CreateSubscriptionResponse = z.infer<typeof createSubscriptionResponseSchema>;

/** `GET /api/subscriptions?cursor=&limit=`: the person's subscriptions, every status, newest first. */
export const SUBSCRIPTION_HISTORY_PAGE_SIZE = 20;
export const subscriptionHistoryQuerySchema = pageQuerySchema(SUBSCRIPTION_HISTORY_PAGE_SIZE);
export type SubscriptionHistoryQuery = z.input<typeof subscriptionHistoryQuerySchema>;
export const subscriptionHistoryResponseSchema = pageSchema(subscriptionSchema);
export type SubscriptionHistoryResponse = z.infer<typeof subscriptionHistoryResponseSchema>;

/**
 * `GET /api/subscriptions/current`: the active (trial or active) one, and every past due one, newest
 * first: still billed, so each needs a payment or a cancel.
 */
export const currentSubscriptionResponseSchema = z.object({
  current: subscriptionSchema.nullable(),
  needsAttention: z.array(subscriptionSchema),
});
export type CurrentSubscriptionResponse = z.infer<typeof currentSubscriptionResponseSchema>;

/** `POST /api/subscriptions/:id/change-plan`: another plan of the subscription's incubator. */
export const changePlanSchema = z.object({
  planId: z.uuid({ error: "Choose a subscription plan" }),
});
export type ChangePlanInput = z.input<typeof changePlanSchema>;

/**
 * `POST /api/subscriptions/:id/cancel`, `…/resume`, `…/change-plan` and `POST /api/checkout/:id/confirm`.
 */
export const subscriptionResponseSchema = z.object({ subscription: subscriptionSchema });
export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;

/** `GET /api/checkout/:id`: the built-in checkout, always test mode (no money moves). */
export const checkoutResponseSchema = z.object({
  testMode: z.literal(true),
  subscription: subscriptionSchema,
  trialPeriodDays: z.number().int(),
});
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/** `POST /api/support`: mailed to the administrators. */
export const supportRequestSchema = z.object({
  name: requiredLine("Name", INCUBATOR_NAME_MAX_LENGTH),
  email: emailSchema,
  subject: requiredLine("Subject", SUPPORT_SUBJECT_MAX_LENGTH),
  message: z
    .string({ error: "Message is required" })
    .trim()
    .min(1, { error: "Message is required" })
    .refine((value) => codePointCount(value, SUPPORT_MESSAGE_MAX_LENGTH) <= SUPPORT_MESSAGE_MAX_LENGTH, {
      error: `Message must be at most ${SUPPORT_MESSAGE_MAX_LENGTH} characters`,
    }),
});
export type SupportRequestInput = z.input<typeof supportRequestSchema>;
export const SUPPORT_SENT_MESSAGE = "Thank you — your message has been sent to the team.";
export const supportResponseSchema = z.object({ message: z.string() });
export type SupportResponse = z.infer<typeof supportResponseSchema>;

/** `GET /api/plans/:id`: an active plan of an incubator that is not archived, for subscribe links. */
export const publicPlanResponseSchema = z.object({
  plan: planSchema,
  incubator: z.object({ id: z.string(), slug: z.string(), name: z.string() }),
});
export type PublicPlanResponse = z.infer<typeof publicPlanResponseSchema>;
