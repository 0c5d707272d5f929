import { CENTS_PER_DOLLAR, CHARTER_PLAN_MARKER } from "./constants";

/**
 * The rules, limits and messages of incubators, plans, subscriptions and support, apart from their zod
 * schemas (../incubators.ts): pages that show an incubator and never validate one import these without
 * loading the schema library (the bundler puts a module into a chunk whole, schemas included).
 */

/** `active` means accepting members (SPEC §3); any other status refuses joins. */
export const INCUBATOR_STATUSES = ["active", "paused", "archived"] as const;
export type IncubatorStatus = (typeof INCUBATOR_STATUSES)[number];

/**
 * `not_completed`: a checkout that was opened and never paid (dropped, replaced by a later one, or
 * expired at the provider); it never granted anything, so it is no canceled subscription.
 */
export const SUBSCRIPTION_STATUSES = [
  "pending_payment",
  "trial",
  "active",
  "past_due",
  "canceled",
  "not_completed",
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const PAYMENT_PROVIDERS = ["builtin", "stripe"] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** SPEC §8 membership toasts and the reasons the server answers with when a join fails. */
export const MEMBERSHIP_MESSAGES = {
  joined: "Successfully joined as guest member!",
  upgradeFailed: "Failed to upgrade membership",
  left: "Left incubator successfully",
  leaveFailed: "Failed to leave incubator",
} as const;
export const JOIN_FAILURE_REASONS = {
  notFound: "Incubator not found",
  notAccepting: "This incubator is not currently accepting new members",
  databaseError: "Database error occurred while checking incubator",
  notVerified: "Membership creation could not be verified",
} as const;
/** 'Failed to join incubator: {reason}' (SPEC §8); the reason is the server's error message. */
export function joinFailedMessage(reason: string): string {
  return `Failed to join incubator: ${reason}`;
}

/** SPEC §8 subscription toasts; `alreadySubscribed` is also the server's 409 message. */
export const SUBSCRIPTION_MESSAGES = {
  loadPlansFailed: "Failed to load subscription plans",
  createFailed: "Failed to create subscription",
  signInRequired: "Please log in to subscribe",
  alreadySubscribed: "You already have an active subscription to another incubator. Please cancel it first.",
  redirecting: "Redirecting to payment...",
} as const;

/** Server messages for incubator, plan, subscription and checkout requests beyond SPEC §8. */
export const INCUBATOR_ERROR_MESSAGES = {
  slugTaken: "An incubator with this slug already exists",
  planNotFound: "Subscription plan not found",
  planInactive: "This subscription plan is not available",
  subscriptionNotFound: "Subscription not found",
  notCancelable: "Only a pending, trial, active or past due subscription can be canceled",
  notEndable: "Only a trial or active subscription can be ended now",
  notResumable: "Only a subscription set to cancel at the end of its period can be resumed",
  planNotChangeable: "Only a trial or active subscription can change plan",
  planOfOtherIncubator: "Choose a plan of the same incubator to change plan",
  checkoutNotPending: "This checkout is no longer waiting for payment",
  notMember: "You are not a member of this incubator",
  editForbidden: "Only the owner of this incubator or an administrator can change it",
  alreadySubscribedToPlan: "You are already subscribed to this plan",
} as const;

export const INCUBATOR_NAME_MAX_LENGTH = 100;
export const INCUBATOR_TAGLINE_MAX_LENGTH = 160;
export const INCUBATOR_DESCRIPTION_MAX_LENGTH = 20_000;
export const INCUBATOR_SLUG_MIN_LENGTH = 2;
export const INCUBATOR_SLUG_MAX_LENGTH = 60;
/** Paths under /incubators that are pages, so no incubator may take them as its slug. */
export const RESERVED_INCUBATOR_SLUGS = ["create"] as const;
export const INCUBATOR_LIST_PAGE_SIZE = 24;
export const INCUBATOR_SEARCH_MAX_LENGTH = 100;

export const PLAN_NAME_MAX_LENGTH = 100;
export const PLAN_DESCRIPTION_MAX_LENGTH = 1000;
/** $10,000.00 a month: far beyond any real plan, low enough that a typo of extra zeros is caught. */
export const PLAN_PRICE_MAX_CENTS = 1_000_000;
export const PLAN_TRIAL_MAX_DAYS = 730;
export const PLAN_FEATURES_MAX_COUNT = 20;
export const PLAN_FEATURE_MAX_LENGTH = 120;

export const SUPPORT_SUBJECT_MAX_LENGTH = 150;
export const SUPPORT_MESSAGE_MAX_LENGTH = 5000;

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_FORMAT_MESSAGE = "Slug may contain only lowercase letters, numbers and single hyphens";
export const SLUG_LENGTH_MESSAGE = `Slug must be between ${INCUBATOR_SLUG_MIN_LENGTH} and ${INCUBATOR_SLUG_MAX_LENGTH} characters`;
export const SLUG_RESERVED_MESSAGE = "This slug is reserved; choose another";

/**
 * The slug the server gives an incubator created without one: accents dropped, lowercase, every run of
 * other characters one hyphen, cut to the maximum length. Empty when the name has no letter or digit.
 */
export function slugFromName(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, INCUBATOR_SLUG_MAX_LENGTH)
    .replace(/-+$/, "");
}

/** A price in cents as dollars with 2 decimals (SPEC §9): 1999 → "19.99". */
export function formatDollars(cents: number): string {
  return (cents / CENTS_PER_DOLLAR).toFixed(2);
}

/** Whether a plan gets the 'Charter Member' badge (SPEC §2). */
export function isCharterPlan(plan: { name: string }): boolean {
  return plan.name.includes(CHARTER_PLAN_MARKER);
}

/**
 * Whether text can name an incubator at all (the slug's format and length). A path segment that cannot
 * names no incubator: it is answered as not found without reaching the database.
 */
export function isIncubatorSlug(value: string): boolean {
  return value.length <= INCUBATOR_SLUG_MAX_LENGTH && SLUG_PATTERN.test(value);
}
