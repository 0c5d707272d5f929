import { z } from "zod";
import {
  ADMIN_AUDIT_PAGE_SIZE,
  ADMIN_INCUBATORS_PAGE_SIZE,
  ADMIN_JOB_STATES,
  ADMIN_JOBS_PAGE_SIZE,
  ADMIN_OPERATIONS_MESSAGES,
  ADMIN_SEARCH_MAX_LENGTH,
  ADMIN_SUBSCRIPTIONS_PAGE_SIZE,
} from "./admin-operations-rules";
import { INCUBATOR_STATUSES, SUBSCRIPTION_STATUSES } from "./incubator-rules";
import { incubatorStatusSchema } from "./incubators";
import { searchFilterSchema, slugFilterSchema } from "./list-filters";
import { pageQuerySchema, pageSchema } from "./pagination";
import { emailSchema } from "./validation/email";

/**
 * The administration's Incubators, Subscriptions, Jobs and Audit log sections
 * (docs/decisions/054-admin-operations.md): their queries, answers and messages.
 */

const personSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type AdminPerson = z.infer<typeof personSchema>;

// Incubators ------------------------------------------------------------------------------------------

export const adminIncubatorsQuerySchema = pageQuerySchema(ADMIN_INCUBATORS_PAGE_SIZE).extend({
  search: searchFilterSchema(ADMIN_SEARCH_MAX_LENGTH),
  status: incubatorStatusSchema.optional(),
});
export type AdminIncubatorsQuery = z.input<typeof adminIncubatorsQuerySchema>;

/** A plan in the overview: its price in cents and how many subscriptions hold it now (trial or active). */
export const adminPlanSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  priceMonthly: z.number().int(),
  trialPeriodDays: z.number().int(),
  isActive: z.boolean(),
  subscriberCount: z.number().int(),
});
export type AdminPlanSummary = z.infer<typeof adminPlanSummarySchema>;

export const adminIncubatorSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  status: z.enum(INCUBATOR_STATUSES),
  /** Null for an incubator no account owns (the demo ones, or an owner whose account was deleted). */
  owner: personSchema.nullable(),
  /** Active members, and those of them on the subscriber tier. */
  memberCount: z.number().int(),
  subscriberCount: z.number().int(),
  /** Every plan, cheapest first, active or not. */
  plans: z.array(adminPlanSummarySchema),
  createdAt: z.string(),
});
export type AdminIncubator = z.infer<typeof adminIncubatorSchema>;

export const adminIncubatorsResponseSchema = pageSchema(adminIncubatorSchema);
export type AdminIncubatorsResponse = z.infer<typeof adminIncubatorsResponseSchema>;

export const adminIncubatorResponseSchema = z.object({ incubator: adminIncubatorSchema });
export type AdminIncubatorResponse = z.infer<typeof adminIncubatorResponseSchema>;

export const adminIncubatorStatusSchema = z.object({ status: incubatorStatusSchema });
export type AdminIncubatorStatusInput = z.input<typeof adminIncubatorStatusSchema>;

/** The new owner, found by the email address of their account. */
export const adminIncubatorTransferSchema = z.object({ email: emailSchema });
export type AdminIncubatorTransferInput = z.input<typeof adminIncubatorTransferSchema>;

// Subscriptions ---------------------------------------------------------------------------------------

export const adminSubscriptionsQuerySchema = pageQuerySchema(ADMIN_SUBSCRIPTIONS_PAGE_SIZE).extend({
  status: z.enum(SUBSCRIPTION_STATUSES, { error: "Unknown subscription status" }).optional(),
  incubator: slugFilterSchema("incubator"),
  /** A person's whole history: the email address of their account. */
  person: emailSchema.optional(),
});
export type AdminSubscriptionsQuery = z.input<typeof adminSubscriptionsQuerySchema>;

export const adminSubscriptionSchema = z.object({
  id: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  cancelAtPeriodEnd: z.boolean(),
  provider: z.string(),
  person: personSchema,
  incubator: z.object({ slug: z.string(), name: z.string() }),
  plan: z.object({ id: z.string(), name: z.string(), priceMonthly: z.number().int() }),
  trialEndsAt: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  canceledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminSubscription = z.infer<typeof adminSubscriptionSchema>;

export const adminSubscriptionsResponseSchema = pageSchema(adminSubscriptionSchema);
export type AdminSubscriptionsResponse = z.infer<typeof adminSubscriptionsResponseSchema>;

/**
 * Monthly recurring revenue: the monthly price of every paying (`active`) subscription, in cents.
 * Trials pay nothing yet: their count and the revenue they would add are shown beside it.
 */
const revenueFiguresSchema = z.object({
  mrrCents: z.number().int(),
  activeCount: z.number().int(),
  trialCount: z.number().int(),
  trialValueCents: z.number().int(),
});
export const adminRevenueResponseSchema = z.object({
  total: revenueFiguresSchema,
  incubators: z.array(revenueFiguresSchema.extend({ slug: z.string(), name: z.string() })),
});
export type AdminRevenueResponse = z.infer<typeof adminRevenueResponseSchema>;

// Jobs ------------------------------------------------------------------------------------------------

export const adminJobsQuerySchema = pageQuerySchema(ADMIN_JOBS_PAGE_SIZE).extend({
  state: z.enum(ADMIN_JOB_STATES, { error: "State must be failed or dead" }).optional(),
});
export type AdminJobsQuery = z.input<typeof adminJobsQuerySchema>;

export const adminJobSchema = z.object({
  id: z.string(),
  name: z.string(),
  state: z.enum(ADMIN_JOB_STATES),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  lastError: z.string().nullable(),
  payload: z.unknown(),
  createdAt: z.string(),
  /** When the next attempt is due (a failed job). */
  runAt: z.string(),
  /** When the worker gave up (a dead job). */
  finishedAt: z.string().nullable(),
  /** An attempt is running now: it can be neither retried nor discarded until it ends. */
  running: z.boolean(),
});
export type AdminJob = z.infer<typeof adminJobSchema>;

export const adminJobsResponseSchema = pageSchema(adminJobSchema);
export type AdminJobsResponse = z.infer<typeof adminJobsResponseSchema>;

// Audit log -------------------------------------------------------------------------------------------

const dateSchema = z.iso.date({ error: "Give a date as YYYY-MM-DD" });
const shortText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .optional()
    .transform((value) => (value === "" ? undefined : value));

export const adminAuditQuerySchema = pageQuerySchema(ADMIN_AUDIT_PAGE_SIZE)
  .extend({
    /** Part of the actor's email address or name. */
    actor: shortText("Actor", ADMIN_SEARCH_MAX_LENGTH),
    action: shortText("Action", ADMIN_SEARCH_MAX_LENGTH),
    targetType: shortText("Target type", ADMIN_SEARCH_MAX_LENGTH),
    targetId: shortText("Target id", 200),
    /** Days in UTC, both included. */
    from: dateSchema.optional(),
    to: dateSchema.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: ADMIN_OPERATIONS_MESSAGES.dateRange,
    path: ["to"],
  });
export type AdminAuditQuery = z.input<typeof adminAuditQuerySchema>;

export const adminAuditEntrySchema = z.object({
  id: z.string(),
  action: z.string(),
  /** The person who acted; null for the system (see `reason`) or an account since deleted. */
  actor: personSchema.nullable(),
  actorUserId: z.string().nullable(),
  reason: z.string().nullable(),
  target: z.object({ type: z.string(), id: z.string() }),
  summary: z.object({ before: z.record(z.string(), z.unknown()), after: z.record(z.string(), z.unknown()) }),
  requestId: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

export const adminAuditResponseSchema = pageSchema(adminAuditEntrySchema);
export type AdminAuditResponse = z.infer<typeof adminAuditResponseSchema>;
