import type {
  Milestone,
  Project,
  ProjectDetailResponse,
  ProjectSummary,
  ProjectUpdate,
  TeamCard,
  TeamListResponse,
} from "@hatchery/shared";

const CREATED_AT = "2026-01-05T10:00:00.000Z";

export function projectFixture(overrides: Partial<Project> = {}): Project {
  return {
    id: "project-1",
    slug: "solar-kit",
    name: "Solar Kit",
    summary: "Off-grid power for field clinics.",
    description: "We **build** solar kits.\n\n- Modular panels\n- [Our blog](https://solar.example/blog)",
    status: "in_progress",
    repositoryUrl: "https://github.com/acme/solar-kit",
    demoUrl: "https://solar.example",
    tags: ["energy", "hardware"],
    coverUrl: null,
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
    ...overrides,
  };
}

export function milestoneFixture(overrides: Partial<Milestone> = {}): Milestone {
  return {
    id: "milestone-1",
    title: "Prototype",
    dueOn: "2026-03-01",
    doneAt: null,
    createdAt: CREATED_AT,
    ...overrides,
  };
}

export function projectUpdateFixture(overrides: Partial<ProjectUpdate> = {}): ProjectUpdate {
  return {
    id: "update-1",
    kind: "created",
    actor: { id: "user-ada", name: "Ada Lovelace", image: null, handle: "ada-lovelace" },
    changedFields: [],
    status: null,
    milestoneTitle: null,
    createdAt: CREATED_AT,
    ...overrides,
  };
}

/** The server's HTML of projectFixture's description. */
export const PROJECT_DESCRIPTION_HTML =
  '<p>We <strong>build</strong> solar kits.</p>\n<ul>\n<li>Modular panels</li>\n<li><a href="https://solar.example/blog" target="_blank" rel="noopener noreferrer nofollow ugc">Our blog</a></li>\n</ul>';

export function projectDetailFixture(
  overrides: Omit<Partial<ProjectDetailResponse>, "project"> & {
    project?: Project & { descriptionHtml?: string };
    canEdit?: boolean;
  } = {},
): ProjectDetailResponse {
  const { canEdit, project, ...rest } = overrides;
  return {
    project: { descriptionHtml: PROJECT_DESCRIPTION_HTML, ...(project ?? projectFixture()) },
    team: {
      slug: "sun-team",
      name: "Sun Team",
      incubator: { slug: "acme-labs", name: "Acme Labs" },
    },
    milestones: [
      milestoneFixture({
        id: "m-1",
        title: "Prototype",
        dueOn: "2026-03-01",
        doneAt: "2026-02-20T09:00:00.000Z",
      }),
      milestoneFixture({ id: "m-2", title: "Field test", dueOn: "2026-06-01" }),
      milestoneFixture({ id: "m-3", title: "Write the handbook", dueOn: null }),
    ],
    recentUpdates: [
      projectUpdateFixture({
        id: "update-3",
        kind: "milestone_done",
        milestoneTitle: "Prototype",
        createdAt: "2026-02-20T09:00:00.000Z",
      }),
      projectUpdateFixture({
        id: "update-2",
        kind: "updated",
        actor: { id: "user-grace", name: "Grace Hopper", image: null, handle: "grace-hopper" },
        changedFields: ["summary", "tags"],
        status: "in_progress",
        createdAt: "2026-01-12T15:30:00.000Z",
      }),
      projectUpdateFixture({ id: "update-1" }),
    ],
    funding: null,
    viewer: canEdit === undefined ? null : { permissions: { edit: canEdit } },
    ...rest,
  };
}

export function projectSummaryFixture(overrides: Partial<ProjectSummary> = {}): ProjectSummary {
  return {
    id: "project-1",
    slug: "solar-kit",
    name: "Solar Kit",
    summary: "Off-grid power for field clinics.",
    status: "in_progress",
    tags: ["energy", "hardware"],
    coverUrl: null,
    team: { slug: "sun-team", name: "Sun Team" },
    updatedAt: CREATED_AT,
    ...overrides,
  };
}

export function teamCardFixture(overrides: Partial<TeamCard> = {}): TeamCard {
  return {
    id: "team-1",
    slug: "sun-team",
    name: "Sun Team",
    tagline: "Power for everyone.",
    logoUrl: null,
    stage: "building",
    visibility: "public",
    incubator: { slug: "acme-labs", name: "Acme Labs" },
    memberCount: 3,
    coverage: { ceo: "filled", cto: "filled", cco: "open", cgo: "hiring" },
    openPositionCount: 1,
    ...overrides,
  };
}

export function teamChoicesFixture(teams: TeamCard[] = [teamCardFixture()]): TeamListResponse {
  return { items: teams, nextCursor: null };
}
