import type {
  Application,
  ApplicationDetailResponse,
  Invite,
  OpenApplicationRef,
  Position,
  PositionDetailResponse,
  PositionInviteResponse,
  TeamDetailResponse,
  TeamPermissions,
} from "@hatchery/shared";

/** Answers of the positions API for the tests of the position screens. */

const CREATED_AT = "2026-01-05T10:00:00.000Z";
const team = { id: "team-1", slug: "rocket", name: "Rocket", logoUrl: null };

export function positionFixture(overrides: Partial<Position> = {}): Position {
  return {
    id: "pos-1",
    teamId: "team-1",
    incubatorId: "inc-1",
    title: "Founding engineer",
    coreRole: "cto",
    description: "Build the first version with us.",
    hoursPerWeek: 20,
    location: "Berlin",
    isRemote: true,
    offers: "Equity and a say in the product.",
    status: "open",
    seats: 1,
    filledSeats: 0,
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
    ...overrides,
  };
}

export function positionDetailFixture(
  position: Position = positionFixture(),
  viewer: PositionDetailResponse["viewer"] = null,
): PositionDetailResponse {
  return {
    position,
    team: { ...team, tagline: "Rockets for everyone", incubator: { slug: "acme-labs", name: "Acme Labs" } },
    viewer,
  };
}

const NO_PERMISSIONS: TeamPermissions = {
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

export type ViewerKind =
  | "signed-out"
  | "outsider"
  | "incubator-member"
  | "member"
  | "leader"
  | "guest-leader";

/**
 * The team page's answer as each kind of viewer receives it from the team policy, with the viewer's
 * open applications by position id.
 */
export function teamDetailFixture(
  kind: ViewerKind,
  positions: Position[] = [
    positionFixture(),
    positionFixture({ id: "pos-2", title: "Designer", coreRole: null }),
  ],
  openApplications: Record<string, OpenApplicationRef> = {},
): TeamDetailResponse {
  const leads = kind === "leader" || kind === "guest-leader";
  const permissions: TeamPermissions = {
    ...NO_PERMISSIONS,
    requestToJoin: kind === "incubator-member",
    leave: kind === "member",
    edit: leads,
    manageMembers: leads,
    reviewApplications: leads,
    managePositions: kind === "leader",
    invite: kind === "leader",
  };
  return {
    team: {
      ...team,
      tagline: "Rockets for everyone",
      description: "",
      descriptionHtml: "",
      stage: "building",
      visibility: "public",
      createdAt: CREATED_AT,
      updatedAt: CREATED_AT,
    },
    incubator: { slug: "acme-labs", name: "Acme Labs" },
    members: [],
    coverage: { ceo: "filled", cto: "hiring", cco: "open", cgo: "open" },
    projects: [],
    openPositions: positions.map((position) => ({
      position,
      viewer: kind === "signed-out" ? null : { openApplication: openApplications[position.id] ?? null },
    })),
    leaderIsSubscriber: kind !== "guest-leader",
    funding: null,
    viewer:
      kind === "signed-out"
        ? null
        : { permissions, isMember: kind === "member" || leads, isLeader: leads, openRequest: null },
  };
}

export function applicationFixture(overrides: Partial<Application> = {}): Application {
  return {
    id: "app-1",
    status: "pending",
    message: "I have shipped two products.",
    wantedRole: null,
    trialEndsOn: null,
    declineReason: null,
    viaInvite: false,
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
    applicant: { id: "user-2", name: "Grace Hopper", image: null, handle: "grace-hopper" },
    team,
    position: { id: "pos-1", title: "Founding engineer", coreRole: "cto" },
    ...overrides,
  };
}

export function applicationDetailFixture(
  application: Application = applicationFixture(),
): ApplicationDetailResponse {
  return {
    application,
    steps: [
      {
        status: "pending",
        actor: { id: "user-2", name: "Grace Hopper", image: null, handle: "grace-hopper" },
        note: null,
        at: CREATED_AT,
      },
    ],
    viewer: { isApplicant: false, canReview: true },
    applicantRoleFit: null,
  };
}

export function inviteFixture(overrides: Partial<Invite> = {}): Invite {
  return {
    id: "inv-1",
    positionId: "pos-1",
    expiresAt: "2099-01-19T10:00:00.000Z",
    maxUses: 1,
    useCount: 0,
    requiresApproval: true,
    revokedAt: null,
    createdAt: CREATED_AT,
    state: "active",
    invitedUser: null,
    ...overrides,
  };
}

export function positionInviteFixture(
  viewer: PositionInviteResponse["viewer"] = null,
  overrides: Partial<Position> = {},
): PositionInviteResponse {
  return {
    invite: { expiresAt: "2099-01-19T10:00:00.000Z", requiresApproval: true },
    position: positionFixture(overrides),
    team: { ...team, tagline: "Rockets for everyone", incubator: { slug: "acme-labs", name: "Acme Labs" } },
    viewer,
  };
}

export const page = <Item>(items: Item[], nextCursor: string | null = null) => ({ items, nextCursor });
