/** Roles come from user_roles (SPEC §6). Advisor-only areas also accept coaches. */
export const ROLES = ["admin", "advisor", "coach", "member"] as const;
export type Role = (typeof ROLES)[number];
export const ADVISOR_EQUIVALENT_ROLES: readonly Role[] = ["advisor", "coach"];

/** Incubator membership (SPEC §3). */
export const MEMBERSHIP_TIERS = ["guest", "subscriber"] as const;
export type MembershipTier = (typeof MEMBERSHIP_TIERS)[number];
export const MEMBERSHIP_STATUSES = ["active", "inactive"] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

/** A subscription counts as active when its status is trial or active (SPEC §4). */
export const ACTIVE_SUBSCRIPTION_STATUSES = ["trial", "active"] as const;

/** Where the subscription plans dialog was opened from (SPEC §3 subscription intent). */
export const SUBSCRIPTION_SOURCES = ["auth", "charter", "upgrade"] as const;
export type SubscriptionSource = (typeof SUBSCRIPTION_SOURCES)[number];
