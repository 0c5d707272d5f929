import {
  INCUBATOR_STATUSES,
  MEMBERSHIP_STATUSES,
  MEMBERSHIP_TIERS,
  PAYMENT_PROVIDERS,
  SUBSCRIPTION_STATUSES,
} from "@hatchery/shared";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { inList } from "./sql-lists";

/** Incubators, their plans, memberships and subscriptions (docs/decisions/003-incubators-and-subscriptions.md). */

const createdAt = timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = timestamp("updated_at", { withTimezone: true })
  .notNull()
  .defaultNow()
  .$onUpdate(() => new Date());

export const incubators = pgTable(
  "incubators",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    slug: text("slug").notNull().unique("incubators_slug_unique"),
    name: text("name").notNull(),
    tagline: text("tagline").notNull().default(""),
    /** Markdown, sanitised before it is stored. */
    description: text("description").notNull().default(""),
    logoUrl: text("logo_url"),
    /** `active` accepts members; `paused` and `archived` refuse joins. */
    status: text("status", { enum: INCUBATOR_STATUSES }).notNull().default("active"),
    /** Null for incubators owned by no account (the demo seed's); admins manage those. */
    ownerId: text("owner_id").references(() => users.id, { onDelete: "set null" }),
    /**
     * Active members by tier, kept by the trigger `incubator_members_counts` in the transaction of each
     * membership change, so the list reads them instead of counting (decision 058). Never written here.
     */
    guestCount: integer("guest_count").notNull().default(0),
    subscriberCount: integer("subscriber_count").notNull().default(0),
    createdAt,
    updatedAt,
  },
  (table) => [
    check("incubators_status_check", inList("status", INCUBATOR_STATUSES)),
    check("incubators_member_counts_check", sql`${table.guestCount} >= 0 and ${table.subscriberCount} >= 0`),
    check("incubators_slug_format_check", sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    // The list's order and cursor.
    index("incubators_name_id_idx").on(table.name, table.id),
    // The public list's: live incubators only, so its first page does not walk the archived ones
    // that sort before it (decision 058). The list's condition is written as this predicate is.
    index("incubators_live_name_id_idx").on(table.name, table.id).where(sql`${table.status} <> 'archived'`),
    // The list's search (`ilike '%…%'` on name or tagline): trigram indexes (pg_trgm) instead of a scan.
    index("incubators_name_trgm_idx").using("gin", table.name.op("gin_trgm_ops")),
    index("incubators_tagline_trgm_idx").using("gin", table.tagline.op("gin_trgm_ops")),
  ],
);

export const subscriptionPlans = pgTable(
  "subscription_plans",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    incubatorId: uuid("incubator_id")
      .notNull()
      .references(() => incubators.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    /** Cents. */
    priceMonthly: integer("price_monthly").notNull(),
    trialPeriodDays: integer("trial_period_days").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    isRecommended: boolean("is_recommended").notNull().default(false),
    features: jsonb("features").$type<string[]>().notNull().default([]),
    createdAt,
    updatedAt,
  },
  (table) => [
    check("subscription_plans_price_check", sql`${table.priceMonthly} >= 0`),
    check("subscription_plans_trial_check", sql`${table.trialPeriodDays} >= 0`),
    check("subscription_plans_features_check", sql`jsonb_typeof(${table.features}) = 'array'`),
    // Lets a subscription's (plan, incubator) pair be checked by a foreign key.
    unique("subscription_plans_id_incubator_unique").on(table.id, table.incubatorId),
    // SPEC §7: read by incubator and is_active, ordered by price ascending.
    index("subscription_plans_incubator_active_price_idx").on(
      table.incubatorId,
      table.isActive,
      table.priceMonthly,
    ),
  ],
);

export const incubatorMembers = pgTable(
  "incubator_members",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    incubatorId: uuid("incubator_id")
      .notNull()
      .references(() => incubators.id, { onDelete: "cascade" }),
    membershipTier: text("membership_tier", { enum: MEMBERSHIP_TIERS }).notNull().default("guest"),
    status: text("status", { enum: MEMBERSHIP_STATUSES }).notNull().default("active"),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
    lastActiveAt: timestamp("last_active_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt,
  },
  (table) => [
    // SPEC §3: unique per user and incubator; joining again is an upsert on this key.
    primaryKey({ name: "incubator_members_pkey", columns: [table.userId, table.incubatorId] }),
    check("incubator_members_tier_check", inList("membership_tier", MEMBERSHIP_TIERS)),
    check("incubator_members_status_check", inList("status", MEMBERSHIP_STATUSES)),
    index("incubator_members_incubator_status_idx").on(table.incubatorId, table.status),
  ],
);

export const subscriptions = pgTable(
  "subscriptions",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    incubatorId: uuid("incubator_id")
      .notNull()
      .references(() => incubators.id, { onDelete: "cascade" }),
    planId: uuid("plan_id").notNull(),
    status: text("status", { enum: SUBSCRIPTION_STATUSES }).notNull().default("pending_payment"),
    provider: text("provider", { enum: PAYMENT_PROVIDERS }).notNull(),
    /** The provider's id for this subscription (Stripe's Checkout Session, then its subscription). */
    providerRef: text("provider_ref"),
    trialEndsAt: timestamp("trial_ends_at", { withTimezone: true }),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
    canceledAt: timestamp("canceled_at", { withTimezone: true }),
    /**
     * The person canceled, but keeps access until `current_period_end` (the end of the trial or paid
     * period); the status stays trial or active until then (docs/decisions/010-subscription-lifecycle.md).
     */
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    /**
     * When the provider created the newest event applied to this row (Stripe's event.created): an
     * event older than this arrived late and must not overwrite newer state.
     */
    providerUpdatedAt: timestamp("provider_updated_at", { withTimezone: true }),
    createdAt,
    updatedAt,
  },
  (table) => [
    check("subscriptions_status_check", inList("status", SUBSCRIPTION_STATUSES)),
    check("subscriptions_provider_check", inList("provider", PAYMENT_PROVIDERS)),
    // Only a running subscription can end at its period's end, and it needs that end to be known.
    check(
      "subscriptions_cancel_at_period_end_check",
      sql`not ${table.cancelAtPeriodEnd} or (${table.status} in ('trial', 'active') and ${table.currentPeriodEnd} is not null)`,
    ),
    // The plan must belong to the subscription's incubator.
    foreignKey({
      name: "subscriptions_plan_incubator_fk",
      columns: [table.planId, table.incubatorId],
      foreignColumns: [subscriptionPlans.id, subscriptionPlans.incubatorId],
    }).onDelete("restrict"),
    // SPEC §5, §6: one active (trial or active) subscription per person, across all incubators.
    uniqueIndex("subscriptions_one_active_per_user_idx")
      .on(table.userId)
      .where(sql`${table.status} in ('trial', 'active')`),
    uniqueIndex("subscriptions_provider_ref_idx")
      .on(table.provider, table.providerRef)
      .where(sql`${table.providerRef} is not null`),
    index("subscriptions_user_created_idx").on(table.userId, table.createdAt),
    index("subscriptions_incubator_status_idx").on(table.incubatorId, table.status),
  ],
);

/** Provider events already applied; written in the transaction of their effect, so a redelivery changes nothing. */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: text("id").primaryKey(),
    provider: text("provider", { enum: PAYMENT_PROVIDERS }).notNull(),
    type: text("type").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  () => [check("payment_events_provider_check", inList("provider", PAYMENT_PROVIDERS))],
);
