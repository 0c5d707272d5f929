import type { IncubatorDetail, IncubatorSummary, SubscriptionPlan } from "../api/schemas";

export function planFixture(overrides: Partial<SubscriptionPlan> = {}): SubscriptionPlan {
  return {
    id: "plan-1",
    incubatorId: "inc-1",
    name: "Builder",
    description: "Lead a team and pitch for funding.",
    priceMonthly: 2900,
    trialPeriodDays: 14,
    isActive: true,
    isRecommended: false,
    features: ["Lead a team"],
    ...overrides,
  };
}

export function detailFixture(overrides: Partial<IncubatorDetail> = {}): IncubatorDetail {
  return {
    incubator: {
      id: "inc-1",
      slug: "acme-labs",
      name: "Acme Labs",
      tagline: "Where founders meet.",
      description: "We **build** things.\n\n- Weekly demos\n- [Our site](https://acme.example)",
      logoUrl: null,
      status: "active",
      accepting: true,
    },
    stats: { guestCount: 7, subscriberCount: 3, totalMembers: 10 },
    plans: [planFixture()],
    viewer: null,
    ...overrides,
  };
}

export function summaryFixture(overrides: Partial<IncubatorSummary> = {}): IncubatorSummary {
  return {
    slug: "acme-labs",
    name: "Acme Labs",
    tagline: "Where founders meet.",
    logoUrl: null,
    status: "active",
    accepting: true,
    stats: { guestCount: 7, subscriberCount: 3, totalMembers: 10 },
    lowestPriceMonthly: 1999,
    ...overrides,
  };
}

/** Public pages ask for the session only when this browser last had one. */
export function rememberSignedIn(): void {
  window.localStorage.setItem("hatchery.session", "1");
}
