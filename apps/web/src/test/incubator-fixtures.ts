import type {
  IncubatorDetailResponse,
  IncubatorSummary,
  Membership,
  Plan,
  Subscription,
} from "@hatchery/shared";

const CREATED_AT = "2026-01-05T10:00:00.000Z";

export function planFixture(overrides: Partial<Plan> = {}): Plan {
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

export function detailFixture(overrides: Partial<IncubatorDetailResponse> = {}): IncubatorDetailResponse {
  return {
    incubator: {
      id: "inc-1",
      slug: "acme-labs",
      name: "Acme Labs",
      tagline: "Where founders meet.",
      description: "We **build** things.\n\n- Weekly demos\n- [Our site](https://acme.example)",
      descriptionHtml:
        '<p>We <strong>build</strong> things.</p>\n<ul>\n<li>Weekly demos</li>\n<li><a href="https://acme.example" target="_blank" rel="noopener noreferrer nofollow ugc">Our site</a></li>\n</ul>',
      logoUrl: null,
      status: "active",
      accepting: true,
      ownerId: null,
      createdAt: CREATED_AT,
      updatedAt: CREATED_AT,
    },
    stats: { guestCount: 7, subscriberCount: 3, totalMembers: 10 },
    plans: [planFixture()],
    viewer: null,
    ...overrides,
  };
}

export function summaryFixture(overrides: Partial<IncubatorSummary> = {}): IncubatorSummary {
  return {
    id: "inc-1",
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

export function membershipFixture(overrides: Partial<Membership> = {}): Membership {
  return {
    incubatorId: "inc-1",
    membershipTier: "guest",
    status: "active",
    joinedAt: CREATED_AT,
    lastActiveAt: CREATED_AT,
    updatedAt: CREATED_AT,
    ...overrides,
  };
}

export function subscriptionFixture(overrides: Partial<Subscription> = {}): Subscription {
  return {
    id: "sub-1",
    status: "trial",
    provider: "builtin",
    trialEndsAt: "2026-07-04T10:00:00.000Z",
    currentPeriodEnd: "2026-07-04T10:00:00.000Z",
    canceledAt: null,
    cancelAtPeriodEnd: false,
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
    plan: { id: "plan-1", name: "Builder", priceMonthly: 2900, incubatorId: "inc-1" },
    incubator: { id: "inc-1", slug: "acme-labs", name: "Acme Labs" },
    ...overrides,
  };
}
