import { z } from "zod";
import { coreTeamRoleSchema } from "./core-team-role";
import { MEMBERSHIP_TIERS } from "./enums";
import { searchFilterSchema } from "./list-filters";
import { pageQuerySchema, pageSchema } from "./pagination";
import { personRefSchema } from "./people";
import { ROLE_PREFERENCE_STRICTNESS } from "./team-model";

/**
 * A team's candidates with why they are suggested, inviting one of them to apply, and an incubator's
 * members as its community shows them (docs/decisions/065-candidates-and-community.md).
 */

/**
 * Why a member is suggested to a team, from what they told on their profile: the open core roles they
 * want (and whether they want only those), their skills found in an open position's words, and the
 * hours they offer when they cover an open position's.
 */
export const candidateReasonSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("roles"),
    roles: z.array(coreTeamRoleSchema),
    strictness: z.enum(ROLE_PREFERENCE_STRICTNESS),
  }),
  z.object({ kind: z.literal("skills"), skills: z.array(z.string()) }),
  z.object({ kind: z.literal("hours"), hoursPerWeek: z.number().int(), positionHours: z.number().int() }),
]);
export type CandidateReason = z.infer<typeof candidateReasonSchema>;

/** Where a candidate stands with one of the team's open positions: invited, or already applied. */
export const CANDIDATE_POSITION_STANDINGS = ["invited", "applied"] as const;
export type CandidatePositionStanding = (typeof CANDIDATE_POSITION_STANDINGS)[number];
export const candidatePositionStandingSchema = z.object({
  positionId: z.string(),
  standing: z.enum(CANDIDATE_POSITION_STANDINGS),
});

/** How many days a personal invitation to apply stays usable. */
export const POSITION_INVITATION_LIFETIME_DAYS = 14;

export const POSITION_INVITATION_MESSAGES = {
  notIncubatorMember: "Only members of the team's incubator can be invited to apply",
  alreadyTeamMember: "They are already a member of this team",
  alreadyApplied: "They have already applied to this position",
  alreadyInvited: "They are already invited to this position",
  notForYou: "This invite was sent to someone else",
} as const;

/** `POST /api/positions/:id/invitations`: invites one member of the incubator to apply. */
export const createPositionInvitationSchema = z.object({
  userId: z.string({ error: "Choose who to invite" }).trim().min(1, { error: "Choose who to invite" }),
});
export type CreatePositionInvitationInput = z.infer<typeof createPositionInvitationSchema>;

export const positionInvitationResponseSchema = z.object({
  invitation: z.object({
    id: z.string(),
    positionId: z.string(),
    invitedUserId: z.string(),
    expiresAt: z.string(),
  }),
});
export type PositionInvitationResponse = z.infer<typeof positionInvitationResponseSchema>;

export const INCUBATOR_MEMBERS_PAGE_SIZE = 24;
export const INCUBATOR_MEMBERS_SEARCH_MAX_LENGTH = 100;

/** `GET /api/incubators/:slug/members?search=&cursor=&limit=`, for those inside the incubator. */
export const incubatorMembersQuerySchema = pageQuerySchema(INCUBATOR_MEMBERS_PAGE_SIZE).extend({
  search: searchFilterSchema(INCUBATOR_MEMBERS_SEARCH_MAX_LENGTH),
});
export type IncubatorMembersQuery = z.input<typeof incubatorMembersQuerySchema>;

/** A member with their tier, the roles they want and the teams of the incubator they are in. */
export const incubatorMemberSchema = z.object({
  person: personRefSchema,
  tier: z.enum(MEMBERSHIP_TIERS),
  joinedAt: z.string(),
  headline: z.string().nullable(),
  preferredRoles: z.array(coreTeamRoleSchema),
  teams: z.array(
    z.object({
      slug: z.string(),
      name: z.string(),
      coreRole: coreTeamRoleSchema.nullable(),
      isLeader: z.boolean(),
    }),
  ),
});
export type IncubatorMember = z.infer<typeof incubatorMemberSchema>;
export const incubatorMembersResponseSchema = pageSchema(incubatorMemberSchema);
export type IncubatorMembersResponse = z.infer<typeof incubatorMembersResponseSchema>;
