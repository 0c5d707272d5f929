/**
 * The words and limits of the team chain: incubator → team → project → position → application
 * (docs/decisions/018-teams-projects-positions.md). The database checks the same lists and limits, so
 * a value the forms accept is one the tables accept.
 */

/** Where a team stands. */
export const TEAM_STAGES = ["idea", "building", "launched"] as const;
export type TeamStage = (typeof TEAM_STAGES)[number];
export const TEAM_STAGE_LABELS: Record<TeamStage, string> = {
  idea: "Idea",
  building: "Building",
  launched: "Launched",
};

/**
 * Who sees a team: anyone (`public`), or only the people inside its incubator (`incubator`: its
 * active members and its owner), the team's members and administrators; to everyone else an
 * incubator-only team does not exist (404, never 403). Decision 024 records why.
 */
export const TEAM_VISIBILITIES = ["public", "incubator"] as const;
export type TeamVisibility = (typeof TEAM_VISIBILITIES)[number];
export const TEAM_VISIBILITY_LABELS: Record<TeamVisibility, string> = {
  public: "Public",
  incubator: "Members of the incubator only",
};

/** The four core roles (SPEC §9 names a sound for each); each is held by at most one member of a team. */
export const CORE_TEAM_ROLES = ["ceo", "cto", "cco", "cgo"] as const;
export type CoreTeamRole = (typeof CORE_TEAM_ROLES)[number];
export const CORE_TEAM_ROLE_LABELS: Record<CoreTeamRole, string> = {
  ceo: "CEO",
  cto: "CTO",
  cco: "CCO",
  cgo: "CGO",
};
export const CORE_TEAM_ROLE_TITLES: Record<CoreTeamRole, string> = {
  ceo: "Chief Executive Officer",
  cto: "Chief Technology Officer",
  cco: "Chief Commercial Officer",
  cgo: "Chief Growth Officer",
};

/** The positions list's `?role=`: a core role, or `other` for positions without one. */
export const POSITION_ROLE_FILTERS = [...CORE_TEAM_ROLES, "other"] as const;
export type PositionRoleFilter = (typeof POSITION_ROLE_FILTERS)[number];

export const PROJECT_STATUSES = ["idea", "in_progress", "launched", "paused"] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  idea: "Idea",
  in_progress: "In progress",
  launched: "Launched",
  paused: "Paused",
};

/**
 * What a project's "recent updates" timeline records: its creation, an edit (which fields changed, and
 * the new status when that changed), its launch and a milestone done. Several edits by one person in a
 * short while are one update, so the timeline says what happened rather than how often someone saved.
 */
export const PROJECT_UPDATE_KINDS = ["created", "updated", "launched", "milestone_done"] as const;
export type ProjectUpdateKind = (typeof PROJECT_UPDATE_KINDS)[number];

/** The fields an edit can change, named as the timeline names them (the status has its own column). */
export const PROJECT_UPDATE_FIELDS = [
  "name",
  "slug",
  "summary",
  "description",
  "repositoryUrl",
  "demoUrl",
  "tags",
  "cover",
] as const;
export type ProjectUpdateField = (typeof PROJECT_UPDATE_FIELDS)[number];
export const PROJECT_UPDATE_FIELD_LABELS: Record<ProjectUpdateField, string> = {
  name: "name",
  slug: "address",
  summary: "summary",
  description: "description",
  repositoryUrl: "repository link",
  demoUrl: "demo link",
  tags: "tags",
  cover: "cover",
};

/** How many updates a project's page shows, newest first. */
export const PROJECT_RECENT_UPDATES_COUNT = 10;
/** Edits by the same person within this many minutes of their last one join that update. */
export const PROJECT_UPDATE_MERGE_MINUTES = 15;

/** `filled` once every seat is taken; `closed` by the team. Only an open position takes applications. */
export const POSITION_STATUSES = ["open", "filled", "closed"] as const;
export type PositionStatus = (typeof POSITION_STATUSES)[number];

/**
 * An application's life: pending → (trial →) accepted or declined; the applicant may withdraw while it
 * is pending or on trial. `pending` and `trial` are the open states: one open application per person
 * per position (or per team, for a request to join without a position).
 */
export const APPLICATION_STATUSES = ["pending", "trial", "accepted", "declined", "withdrawn"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const OPEN_APPLICATION_STATUSES = ["pending", "trial"] as const satisfies readonly ApplicationStatus[];

/** How firmly a person holds to their preferred roles when teams are suggested to them. */
export const ROLE_PREFERENCE_STRICTNESS = ["must_have", "flexible"] as const;
export type RolePreferenceStrictness = (typeof ROLE_PREFERENCE_STRICTNESS)[number];

export const TEAM_NAME_MAX_LENGTH = 100;
export const TEAM_TAGLINE_MAX_LENGTH = 160;
export const TEAM_DESCRIPTION_MAX_LENGTH = 20_000;
export const TEAM_MEMBER_TITLE_MAX_LENGTH = 80;
/**
 * Paths under /teams and /projects that are pages (or, for teams, the API's `/api/teams/suggestions`),
 * so no team or project may take them as its slug.
 */
export const RESERVED_TEAM_SLUGS = ["create", "suggestions"] as const;
export const RESERVED_PROJECT_SLUGS = ["create"] as const;
export const TEAM_LIST_PAGE_SIZE = 24;
export const TEAM_SEARCH_MAX_LENGTH = 100;
/** "For you": a handful of teams, never a directory. */
export const TEAM_SUGGESTIONS_MAX_COUNT = 6;
export const TEAM_CANDIDATE_PAGE_SIZE = 24;

/**
 * Where a team stands on one core role: a member holds it (`filled`), nobody does but an open position
 * seeks it (`hiring`), or nobody does and nobody is sought (`open`).
 */
export const CORE_ROLE_COVERAGE = ["filled", "hiring", "open"] as const;
export type CoreRoleCoverage = (typeof CORE_ROLE_COVERAGE)[number];

export const PROJECT_NAME_MAX_LENGTH = 100;
export const PROJECT_SUMMARY_MAX_LENGTH = 280;
export const PROJECT_DESCRIPTION_MAX_LENGTH = 20_000;
export const PROJECT_URL_MAX_LENGTH = 2048;
export const PROJECT_TAGS_MAX_COUNT = 10;
export const PROJECT_TAG_MAX_LENGTH = 30;
export const PROJECT_MILESTONES_MAX_COUNT = 50;
export const MILESTONE_TITLE_MAX_LENGTH = 140;
export const PROJECT_LIST_PAGE_SIZE = 24;
export const PROJECT_SEARCH_MAX_LENGTH = 100;

export const POSITION_TITLE_MAX_LENGTH = 100;
export const POSITION_DESCRIPTION_MAX_LENGTH = 5000;
export const POSITION_OFFERS_MAX_LENGTH = 1000;
export const POSITION_LOCATION_MAX_LENGTH = 100;
export const POSITION_HOURS_MIN = 1;
export const POSITION_HOURS_MAX = 80;
export const POSITION_SEATS_MAX = 20;
export const POSITION_LIST_PAGE_SIZE = 24;

export const APPLICATION_MESSAGE_MAX_LENGTH = 2000;
export const APPLICATION_DECLINE_REASON_MAX_LENGTH = 1000;

/** An invite token carries 256 random bits (base64url); only its SHA-256 is stored. */
export const INVITE_TOKEN_BYTES = 32;
export const INVITE_MAX_USES_LIMIT = 1000;
export const INVITE_MAX_LIFETIME_DAYS = 90;
export const INVITE_DEFAULT_LIFETIME_DAYS = 14;
/**
 * Positions opened and invite links made per team in one hour: each new position reaches every reader
 * of the incubator's positions (docs/decisions/025-fan-out-limits.md).
 */
export const POSITIONS_PER_TEAM_PER_HOUR = 20;
export const INVITES_PER_TEAM_PER_HOUR = 30;

export const PROFILE_SKILLS_MAX_COUNT = 30;
export const PROFILE_SKILL_MAX_LENGTH = 40;

/** The server's words for refused or impossible team actions (the web shows them as they come). */
export const TEAM_ERROR_MESSAGES = {
  teamNotFound: "Team not found",
  projectNotFound: "Project not found",
  positionNotFound: "Position not found",
  applicationNotFound: "Application not found",
  memberNotFound: "This person is not a member of the team",
  teamSlugTaken: "A team with this slug already exists",
  projectSlugTaken: "A project with this slug already exists",
  notIncubatorMember: "Join this incubator to take part in its teams",
  leaderOnly: "Only the team's leader can do this",
  memberOnly: "Only the team's members can do this",
  alreadyMember: "You are already a member of this team",
  leaderCannotLeave: "Hand over leadership to another member before you leave the team",
  positionNotOpen: "This position is no longer open",
  openApplicationExists: "You already have an open application for this",
  applicationNotOpen: "This application has already been decided",
  milestoneNotFound: "Milestone not found",
  milestoneLimitReached: `A project has at most ${PROJECT_MILESTONES_MAX_COUNT} milestones`,
  leaderCannotBeRemoved: "The team's leader cannot be removed; hand over leadership to another member first",
  alreadyLeader: "This member already leads the team",
  applicantOnly: "Only the applicant can withdraw this application",
  noFreeSeat: "Every seat of this position is taken; add a seat to reopen it",
  seatsBelowFilled: "A position cannot have fewer seats than it has filled",
  trialMustEndAfterToday: "The trial must end after today",
  inviteUnknown: "This invite link is not valid",
  inviteExpired: "This invite link has expired",
  inviteUsedUp: "This invite link has already been used as often as it allows",
  inviteRevoked: "This invite link has been revoked",
  inviteNotFound: "Invite link not found",
  positionsTooFast: `A team can open at most ${POSITIONS_PER_TEAM_PER_HOUR} positions an hour. Please try again later.`,
  invitesTooFast: `A team can make at most ${INVITES_PER_TEAM_PER_HOUR} invite links an hour. Please try again later.`,
} as const;

/**
 * Leading a team, opening positions and sending invites need an active subscriber tier in the team's
 * incubator (SPEC §6: "Subscribers get team leadership"). The web adds a link to the incubator's plans.
 */
export function leadershipNeedsSubscriptionMessage(incubatorName: string): string {
  return `Leading a team needs an active subscription to ${incubatorName}. Choose a plan to lead a team.`;
}

/** A core role another member already holds cannot be taken (the database holds one holder per role). */
export function coreRoleTakenMessage(role: CoreTeamRole): string {
  return `The ${CORE_TEAM_ROLE_LABELS[role]} role is already taken in this team`;
}

/** What a person may do with one team, as the server's team policy decides it. */
export const TEAM_ACTIONS = [
  "edit",
  "delete",
  "manageMembers",
  "managePositions",
  "invite",
  "reviewApplications",
  "requestToJoin",
  "leave",
  "manageProjects",
] as const;
export type TeamAction = (typeof TEAM_ACTIONS)[number];
export type TeamPermissions = Record<TeamAction, boolean>;
