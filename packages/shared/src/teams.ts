import { z } from "zod";
import { candidatePositionStandingSchema, candidateReasonSchema } from "./community";
import { coreTeamRoleSchema } from "./core-team-role";
import { addressSlugSchema } from "./incubators";
import { searchFilterSchema, slugFilterSchema } from "./list-filters";
import { pageQuerySchema, pageSchema } from "./pagination";
import { personRefSchema } from "./people";
import { teamPermissionsSchema } from "./permissions";
import { openApplicationRefSchema, positionSchema } from "./positions";
import { projectSummarySchema } from "./projects";
import { teamFundingSchema } from "./team-funding";
import {
  APPLICATION_STATUSES,
  CORE_ROLE_COVERAGE,
  RESERVED_TEAM_SLUGS,
  ROLE_PREFERENCE_STRICTNESS,
  TEAM_CANDIDATE_PAGE_SIZE,
  TEAM_DESCRIPTION_MAX_LENGTH,
  TEAM_LIST_PAGE_SIZE,
  TEAM_MEMBER_TITLE_MAX_LENGTH,
  TEAM_NAME_MAX_LENGTH,
  TEAM_SEARCH_MAX_LENGTH,
  TEAM_STAGES,
  TEAM_TAGLINE_MAX_LENGTH,
  TEAM_VISIBILITIES,
} from "./team-model";
import { optionalText, requiredLine } from "./validation/text-fields";

/**
 * Teams and their members (docs/decisions/018-teams-projects-positions.md): the forms' inputs with the
 * messages a person reads, and the answers of the team endpoints. Dates travel as ISO 8601 strings.
 */

export const teamSlugSchema = addressSlugSchema(RESERVED_TEAM_SLUGS);

export const teamStageSchema = z.enum(TEAM_STAGES, { error: "Stage must be idea, building or launched" });
export const teamVisibilitySchema = z.enum(TEAM_VISIBILITIES, {
  error: "Visibility must be public or incubator (members of the incubator only)",
});

const memberTitleSchema = optionalText("Title", TEAM_MEMBER_TITLE_MAX_LENGTH, { multiline: false });

/**
 * `POST /api/teams`. The creator becomes its leader (and holds `coreRole`, if given); without a slug the
 * server makes one from the name.
 */
export const createTeamSchema = z.object({
  incubator: z
    .string({ error: "Choose the incubator the team belongs to" })
    .trim()
    .min(1, { error: "Choose the incubator the team belongs to" }),
  name: requiredLine("Name", TEAM_NAME_MAX_LENGTH),
  slug: teamSlugSchema.optional(),
  tagline: optionalText("Tagline", TEAM_TAGLINE_MAX_LENGTH, { multiline: false }).default(""),
  description: optionalText("Description", TEAM_DESCRIPTION_MAX_LENGTH, { multiline: true }).default(""),
  stage: teamStageSchema.default("idea"),
  visibility: teamVisibilitySchema.default("public"),
  coreRole: coreTeamRoleSchema.nullable().default(null),
  title: memberTitleSchema.default(""),
});
export type CreateTeamInput = z.input<typeof createTeamSchema>;
export type CreateTeamData = z.output<typeof createTeamSchema>;

/** `PATCH /api/teams/:slug`: only the fields sent change. */
export const updateTeamSchema = z.object({
  name: requiredLine("Name", TEAM_NAME_MAX_LENGTH).optional(),
  slug: teamSlugSchema.optional(),
  tagline: optionalText("Tagline", TEAM_TAGLINE_MAX_LENGTH, { multiline: false }).optional(),
  description: optionalText("Description", TEAM_DESCRIPTION_MAX_LENGTH, { multiline: true }).optional(),
  stage: teamStageSchema.optional(),
  visibility: teamVisibilitySchema.optional(),
});
export type UpdateTeamInput = z.input<typeof updateTeamSchema>;
export type UpdateTeamData = z.output<typeof updateTeamSchema>;

/** `GET /api/teams?search=&incubator=&role=&stage=&cursor=&limit=`: `role` keeps teams where nobody holds it. */
export const teamListQuerySchema = pageQuerySchema(TEAM_LIST_PAGE_SIZE).extend({
  search: searchFilterSchema(TEAM_SEARCH_MAX_LENGTH),
  incubator: slugFilterSchema("incubator"),
  role: coreTeamRoleSchema.optional(),
  stage: teamStageSchema.optional(),
  /** `true`: only the teams the signed-in person is a member of (for choosing a team in a form). */
  mine: z
    .enum(["true", "false"], { error: "mine must be true or false" })
    .transform((value) => value === "true")
    .optional(),
});
export type TeamListQuery = z.input<typeof teamListQuerySchema>;

/** `PATCH /api/teams/:slug/members/:userId`: a core role (null gives it up) and a title. */
export const updateTeamMemberSchema = z.object({
  coreRole: coreTeamRoleSchema.nullable().optional(),
  title: memberTitleSchema.optional(),
});
export type UpdateTeamMemberInput = z.input<typeof updateTeamMemberSchema>;
export type UpdateTeamMemberData = z.output<typeof updateTeamMemberSchema>;

/** `POST /api/teams/:slug/leadership`: the member who leads the team from now on. */
export const handOverLeadershipSchema = z.object({
  userId: z
    .string({ error: "Choose the member who takes over" })
    .min(1, { error: "Choose the member who takes over" }),
});
export type HandOverLeadershipInput = z.input<typeof handOverLeadershipSchema>;

/** `GET /api/teams/:slug/candidates?cursor=&limit=`. */
export const teamCandidatesQuerySchema = pageQuerySchema(TEAM_CANDIDATE_PAGE_SIZE);
export type TeamCandidatesQuery = z.input<typeof teamCandidatesQuerySchema>;

/** For each core role: held by a member, sought by an open position, or neither. */
export const teamCoverageSchema = z.object({
  ceo: z.enum(CORE_ROLE_COVERAGE),
  cto: z.enum(CORE_ROLE_COVERAGE),
  cco: z.enum(CORE_ROLE_COVERAGE),
  cgo: z.enum(CORE_ROLE_COVERAGE),
});
export type TeamCoverage = z.infer<typeof teamCoverageSchema>;

const incubatorRefSchema = z.object({ slug: z.string(), name: z.string() });

/** A team in lists and suggestions. */
export const teamCardSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  tagline: z.string(),
  logoUrl: z.string().nullable(),
  stage: teamStageSchema,
  visibility: teamVisibilitySchema,
  incubator: incubatorRefSchema,
  memberCount: z.number().int(),
  coverage: teamCoverageSchema,
  openPositionCount: z.number().int(),
});
export type TeamCard = z.infer<typeof teamCardSchema>;

export const teamListResponseSchema = pageSchema(teamCardSchema);
export type TeamListResponse = z.infer<typeof teamListResponseSchema>;

/** `GET /api/teams/suggestions`: best matches first, with why each is suggested ("Needs a CTO · 10 h/week"). */
export const teamSuggestionSchema = teamCardSchema.extend({ reason: z.string() });
export type TeamSuggestion = z.infer<typeof teamSuggestionSchema>;
export const teamSuggestionsResponseSchema = z.object({ items: z.array(teamSuggestionSchema) });
export type TeamSuggestionsResponse = z.infer<typeof teamSuggestionsResponseSchema>;

export const teamSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  tagline: z.string(),
  /** Markdown, sanitised by the server. */
  description: z.string(),
  logoUrl: z.string().nullable(),
  stage: teamStageSchema,
  visibility: teamVisibilitySchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Team = z.infer<typeof teamSchema>;

/** A person as others see them on team pages: name and photo only. */
export const teamPersonSchema = personRefSchema;
export type TeamPerson = z.infer<typeof teamPersonSchema>;

export const teamMemberSchema = z.object({
  user: teamPersonSchema,
  coreRole: coreTeamRoleSchema.nullable(),
  title: z.string(),
  isLeader: z.boolean(),
  joinedAt: z.string(),
  /**
   * Whether the member may take over the team's leadership (an active subscriber of its incubator, as
   * the handover checks). Told only to those who manage the members (its leader, an administrator); null
   * for everyone else, since it reveals the member's tier.
   */
  canLead: z.boolean().nullable(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/**
 * An open position as the team page shows it: the whole position, as `GET /api/positions/:id` answers
 * it, so the page needs no request per position. `viewer` is null when signed out, and otherwise holds
 * the viewer's open application to it, as the incubator's positions list does.
 */
export const teamOpenPositionSchema = z.object({
  position: positionSchema,
  viewer: z.object({ openApplication: openApplicationRefSchema.nullable() }).nullable(),
});
export type TeamOpenPosition = z.infer<typeof teamOpenPositionSchema>;

/**
 * `GET /api/teams/:slug`. Members leader first, then by joining; `leaderIsSubscriber` tells whether the
 * team may open positions now. `viewer` is null when signed out; `openRequest` is the viewer's open
 * request to join the team (without a position), if any.
 */
export const teamDetailResponseSchema = z.object({
  /** `descriptionHtml`: the description rendered by the server to safe HTML, what the page shows. */
  team: teamSchema.extend({ descriptionHtml: z.string() }),
  incubator: incubatorRefSchema,
  members: z.array(teamMemberSchema),
  coverage: teamCoverageSchema,
  projects: z.array(projectSummarySchema),
  openPositions: z.array(teamOpenPositionSchema),
  leaderIsSubscriber: z.boolean(),
  /** Its awards, null when it has none (decision 059). */
  funding: teamFundingSchema,
  viewer: z
    .object({
      permissions: teamPermissionsSchema,
      isMember: z.boolean(),
      isLeader: z.boolean(),
      openRequest: z.object({ id: z.string(), status: z.enum(APPLICATION_STATUSES) }).nullable(),
    })
    .nullable(),
});
export type TeamDetailResponse = z.infer<typeof teamDetailResponseSchema>;

/** `POST /api/teams` and `PATCH /api/teams/:slug`. */
export const teamResponseSchema = z.object({ team: teamSchema });
export type TeamResponse = z.infer<typeof teamResponseSchema>;

/** `POST /api/teams/:slug/logo` (multipart field `file`, images only). */
export const teamLogoResponseSchema = z.object({ logoUrl: z.string() });
export type TeamLogoResponse = z.infer<typeof teamLogoResponseSchema>;

/** `PATCH /api/teams/:slug/members/:userId`. */
export const teamMemberResponseSchema = z.object({ member: teamMemberSchema });
export type TeamMemberResponse = z.infer<typeof teamMemberResponseSchema>;

/** `POST /api/teams/:slug/leadership`: the members after the handover, leader first. */
export const teamMembersResponseSchema = z.object({ members: z.array(teamMemberSchema) });
export type TeamMembersResponse = z.infer<typeof teamMembersResponseSchema>;

/**
 * `GET /api/teams/:slug/candidates`: active members of the team's incubator, not in the team, who
 * want one of its open core roles. What they told on their profile only.
 */
export const teamCandidateSchema = z.object({
  user: personRefSchema,
  headline: z.string().nullable(),
  preferredRoles: z.array(coreTeamRoleSchema),
  rolePreference: z.enum(ROLE_PREFERENCE_STRICTNESS),
  skills: z.array(z.string()),
  hoursPerWeek: z.number().int().nullable(),
  /** Why they are suggested (decision 065), roles first. */
  reasons: z.array(candidateReasonSchema),
  /** The open position they fit best, offered first when inviting them; null when none is open. */
  suggestedPositionId: z.string().nullable(),
  /** The team's open positions they are already invited to or applied to. */
  positions: z.array(candidatePositionStandingSchema),
});
export type TeamCandidate = z.infer<typeof teamCandidateSchema>;
export const teamCandidatesResponseSchema = pageSchema(teamCandidateSchema);
export type TeamCandidatesResponse = z.infer<typeof teamCandidatesResponseSchema>;
