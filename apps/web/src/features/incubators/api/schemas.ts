import { z } from "zod";

/*
 * The answers of decision 003, read at the boundary. They follow the decision's field names; the
 * shared package's schemas replace them once the server publishes its own.
 */

export const memberStatsSchema = z.object({
  guestCount: z.number().int(),
  subscriberCount: z.number().int(),
  totalMembers: z.number().int(),
});
export type MemberStats = z.infer<typeof memberStatsSchema>;

export const incubatorSummarySchema = z.object({
  slug: z.string(),
  name: z.string(),
  tagline: z.string().nullable(),
  logoUrl: z.string().nullable(),
  status: z.string(),
  accepting: z.boolean(),
  stats: memberStatsSchema,
  lowestPriceMonthly: z.number().int().nullable(),
});
export type IncubatorSummary = z.infer<typeof incubatorSummarySchema>;

export const incubatorListSchema = z.object({
  items: z.array(incubatorSummarySchema),
  nextCursor: z.string().nullable(),
});
export type IncubatorList = z.infer<typeof incubatorListSchema>;

export const subscriptionPlanSchema = z.object({
  id: z.string(),
  incubatorId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  priceMonthly: z.number().int(),
  trialPeriodDays: z.number().int(),
  isActive: z.boolean(),
  isRecommended: z.boolean(),
  features: z.array(z.string()),
});
export type SubscriptionPlan = z.infer<typeof subscriptionPlanSchema>;

export const membershipSchema = z.object({
  tier: z.enum(["guest", "subscriber"]),
  status: z.enum(["active", "inactive"]),
  joinedAt: z.string().nullish(),
});
export type Membership = z.infer<typeof membershipSchema>;

export const viewerSubscriptionSchema = z.object({
  id: z.string(),
  planId: z.string(),
  incubatorId: z.string(),
  status: z.string(),
});
export type ViewerSubscription = z.infer<typeof viewerSubscriptionSchema>;

export const incubatorSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  tagline: z.string().nullable(),
  description: z.string().nullable(),
  logoUrl: z.string().nullable(),
  status: z.string(),
  accepting: z.boolean(),
});
export type Incubator = z.infer<typeof incubatorSchema>;

export const incubatorDetailSchema = z.object({
  incubator: incubatorSchema,
  stats: memberStatsSchema,
  plans: z.array(subscriptionPlanSchema),
  viewer: z
    .object({
      membership: membershipSchema.nullable(),
      subscription: viewerSubscriptionSchema.nullable(),
      canEdit: z.boolean(),
    })
    .nullable(),
});
export type IncubatorDetail = z.infer<typeof incubatorDetailSchema>;

export const createSubscriptionResponseSchema = z.object({ url: z.string() });
