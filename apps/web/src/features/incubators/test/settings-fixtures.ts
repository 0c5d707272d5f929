import type { Incubator, IncubatorDetailResponse, IncubatorPermissions, Plan } from "@hatchery/shared";

/** An incubator and its plans as the shared contract describes them, for the create and edit pages. */
export function incubatorFixture(overrides: Partial<Incubator> = {}): Incubator {
  return {
    id: "inc-1",
    slug: "acme-labs",
    name: "Acme Labs",
    tagline: "Where founders meet.",
    description: "We **build** things.",
    logoUrl: null,
    status: "active",
    accepting: true,
    ownerId: "user-1",
    createdAt: "2026-11-01T09:00:00.000Z",
    updatedAt: "2026-11-20T09:00:00.000Z",
    ...overrides,
  };
}

export function sharedPlanFixture(overrides: Partial<Plan> = {}): Plan {
  return {
    id: "plan-1",
    incubatorId: "inc-1",
    name: "Builder",
    description: "Lead a team and pitch for funding.",
    priceMonthly: 1999,
    trialPeriodDays: 14,
    isActive: true,
    isRecommended: false,
    features: ["Lead a team", "Pitch nights"],
    ...overrides,
  };
}

export function settingsFixture({
  incubator = incubatorFixture(),
  permissions = { edit: true, managePlans: true },
}: {
  incubator?: Incubator;
  permissions?: IncubatorPermissions;
} = {}): IncubatorDetailResponse {
  return {
    incubator: { ...incubator, descriptionHtml: "" },
    stats: { guestCount: 0, subscriberCount: 0, totalMembers: 0 },
    plans: [],
    viewer: { membership: null, subscription: null, permissions },
  };
}
