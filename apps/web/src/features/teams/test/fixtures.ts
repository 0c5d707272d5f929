import type {
  Application,
  ProjectSummary,
  Subscription,
  TeamCandidate,
  TeamCard,
  TeamDetailResponse,
  TeamMember,
  TeamPermissions,
  TeamSuggestion,
} from "@hatchery/shared";

const CREATED_AT = "2026-10-01T09:00:00.000Z";

export const NO_PERMISSIONS: TeamPermissions = {
  edit: false,
  delete: false,
  manageMembers: false,
  managePositions: false,
  invite: false,
  reviewApplications: false,
  requestToJoin: false,
  leave: false,
  manageProjects: false,
};

export const LEADER_PERMISSIONS: TeamPermissions = {
  edit: true,
  delete: true,
  manageMembers: true,
  managePositions: true,
  invite: true,
  reviewApplications: true,
  requestToJoin: false,
  leave: false,
  manageProjects: true,
};

export function teamCardFixture(overrides: Partial<TeamCard> = {}): TeamCard {
  return {
    id: "team-1",
    slug: "night-owls",
    name: "Night Owls",
    tagline: "Payroll for small shops.",
    logoUrl: null,
    stage: "building",
    visibility: "public",
    incubator: { slug: "acme-labs", name: "Acme Labs" },
    memberCount: 2,
    coverage: { ceo: "filled", cto: "hiring", cco: "open", cgo: "open" },
    openPositionCount: 1,
    ...overrides,
  };
}

export function suggestionFixture(overrides: Partial<TeamSuggestion> = {}): TeamSuggestion {
  return {
    ...teamCardFixture({ id: "team-2", slug: "sun-dogs", name: "Sun Dogs" }),
    reason: "Needs a CTO · 10 h/week",
    ...overrides,
  };
}

export function memberFixture(overrides: Partial<TeamMember> = {}): TeamMember {
  return {
    user: { id: "user-1", name: "Ada Lovelace", image: null, handle: "ada-lovelace" },
    coreRole: "ceo",
    title: "Founder",
    isLeader: true,
    joinedAt: CREATED_AT,
    canLead: null,
    ...overrides,
  };
}

export const GRACE = memberFixture({
  user: { id: "user-2", name: "Grace Hopper", image: null, handle: "grace-hopper" },
  coreRole: null,
  title: "Engineer",
  isLeader: false,
});

export function projectFixture(overrides: Partial<ProjectSummary> = {}): ProjectSummary {
  return {
    id: "project-1",
    slug: "ledger",
    name: "Ledger",
    summary: "Books that balance themselves.",
    status: "in_progress",
    tags: [],
    coverUrl: null,
    team: { slug: "night-owls", name: "Night Owls" },
    updatedAt: CREATED_AT,
    ...overrides,
  };
}

type Viewer = NonNullable<TeamDetailResponse["viewer"]>;

export function viewerFixture(overrides: Partial<Viewer> = {}): Viewer {
  return { permissions: NO_PERMISSIONS, isMember: false, isLeader: false, openRequest: null, ...overrides };
}

/** The team's leader, Ada (the session fixture's person). */
export const LEADER_VIEWER = viewerFixture({
  permissions: LEADER_PERMISSIONS,
  isMember: true,
  isLeader: true,
});

export function teamDetailFixture(overrides: Partial<TeamDetailResponse> = {}): TeamDetailResponse {
  return {
    team: {
      id: "team-1",
      slug: "night-owls",
      name: "Night Owls",
      tagline: "Payroll for small shops.",
      description: "We **build** payroll.",
      descriptionHtml: "<p>We <strong>build</strong> payroll.</p>",
      logoUrl: null,
      stage: "building",
      visibility: "public",
      createdAt: CREATED_AT,
      updatedAt: CREATED_AT,
    },
    incubator: { slug: "acme-labs", name: "Acme Labs" },
    members: [memberFixture(), GRACE],
    coverage: { ceo: "filled", cto: "hiring", cco: "open", cgo: "open" },
    projects: [projectFixture()],
    openPositions: [],
    leaderIsSubscriber: true,
    funding: null,
    viewer: null,
    ...overrides,
  };
}

export function candidateFixture(overrides: Partial<TeamCandidate> = {}): TeamCandidate {
  return {
    user: { id: "user-3", name: "Linus Torvalds", image: null, handle: "linus-torvalds" },
    headline: "Kernel hacker",
    preferredRoles: ["cto"],
    rolePreference: "flexible",
    skills: ["c", "git"],
    hoursPerWeek: 10,
    reasons: [{ kind: "roles", roles: ["cto"], strictness: "flexible" }],
    suggestedPositionId: null,
    positions: [],
    ...overrides,
  };
}

/** A request to join without a position, as the join-request endpoint answers it. */
export function joinRequestFixture(overrides: Partial<Application> = {}): Application {
  return {
    id: "application-1",
    status: "pending",
    message: "",
    wantedRole: null,
    trialEndsOn: null,
    declineReason: null,
    viaInvite: false,
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
    applicant: { id: "user-1", name: "Ada Lovelace", image: null, handle: "ada-lovelace" },
    team: { id: "team-1", slug: "night-owls", name: "Night Owls", logoUrl: null },
    position: null,
    ...overrides,
  };
}

/** The person's active subscription, which makes them a subscriber of Acme Labs. */
export function subscriptionFixture(): Subscription {
  return {
    id: "sub-1",
    status: "active",
    provider: "builtin",
    trialEndsAt: null,
    currentPeriodEnd: "2026-12-01T09:00:00.000Z",
    canceledAt: null,
    cancelAtPeriodEnd: false,
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
    plan: { id: "plan-1", name: "Builder", priceMonthly: 2900, incubatorId: "inc-1" },
    incubator: { id: "inc-1", slug: "acme-labs", name: "Acme Labs" },
  };
}
