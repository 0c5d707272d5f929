import { z } from "zod";
import { sharedRoleFitSchema } from "./assessment";
import { coreTeamRoleSchema } from "./core-team-role";
import { pageQuerySchema, pageSchema } from "./pagination";
import { personRefSchema } from "./people";
import {
  APPLICATION_DECLINE_REASON_MAX_LENGTH,
  APPLICATION_MESSAGE_MAX_LENGTH,
  APPLICATION_STATUSES,
  INVITE_DEFAULT_LIFETIME_DAYS,
  INVITE_MAX_LIFETIME_DAYS,
  INVITE_MAX_USES_LIMIT,
  POSITION_DESCRIPTION_MAX_LENGTH,
  POSITION_HOURS_MAX,
  POSITION_HOURS_MIN,
  POSITION_LIST_PAGE_SIZE,
  POSITION_LOCATION_MAX_LENGTH,
  POSITION_OFFERS_MAX_LENGTH,
  POSITION_ROLE_FILTERS,
  POSITION_SEATS_MAX,
  POSITION_STATUSES,
  POSITION_TITLE_MAX_LENGTH,
} from "./team-model";
import { optionalText, requiredLine } from "./validation/text-fields";

/**
 * Positions, applications and invite links: the end of the team chain
 * (docs/decisions/018-teams-projects-positions.md). Timestamps travel as ISO 8601 strings, days (a
 * trial's end) as YYYY-MM-DD.
 */

const hoursPerWeekSchema = z
  .number({ error: "Hours per week must be a whole number" })
  .int({ error: "Hours per week must be a whole number" })
  .min(POSITION_HOURS_MIN, { error: `Hours per week must be at least ${POSITION_HOURS_MIN}` })
  .max(POSITION_HOURS_MAX, { error: `Hours per week must be at most ${POSITION_HOURS_MAX}` });
const seatsSchema = z
  .number({ error: "Seats must be a whole number" })
  .int({ error: "Seats must be a whole number" })
  .min(1, { error: "A position has at least 1 seat" })
  .max(POSITION_SEATS_MAX, { error: `A position has at most ${POSITION_SEATS_MAX} seats` });
const locationSchema = optionalText("Location", POSITION_LOCATION_MAX_LENGTH, { multiline: false })
  .transform((value) => (value === "" ? null : value))
  .nullable();
const isRemoteSchema = z.boolean({ error: "isRemote must be true or false" });

/** `POST /api/teams/:slug/positions`. Without a core role, the title says what the position is. */
export const createPositionSchema = z.object({
  title: requiredLine("Title", POSITION_TITLE_MAX_LENGTH),
  coreRole: coreTeamRoleSchema.nullable().default(null),
  description: optionalText("Description", POSITION_DESCRIPTION_MAX_LENGTH, { multiline: true }),
  hoursPerWeek: hoursPerWeekSchema,
  location: locationSchema.default(null),
  isRemote: isRemoteSchema,
  offers: optionalText("Offers", POSITION_OFFERS_MAX_LENGTH, { multiline: true }),
  seats: seatsSchema.default(1),
});
export type CreatePositionInput = z.input<typeof createPositionSchema>;
export type CreatePositionData = z.output<typeof createPositionSchema>;

/**
 * `PATCH /api/positions/:id`: only the fields sent change. `status` closes (`closed`) or reopens
 * (`open`, only with a free seat) the position; `filled` is the server's to set.
 */
export const updatePositionSchema = z.object({
  title: requiredLine("Title", POSITION_TITLE_MAX_LENGTH).optional(),
  coreRole: coreTeamRoleSchema.nullable().optional(),
  description: optionalText("Description", POSITION_DESCRIPTION_MAX_LENGTH, { multiline: true }).optional(),
  hoursPerWeek: hoursPerWeekSchema.optional(),
  location: locationSchema.optional(),
  isRemote: isRemoteSchema.optional(),
  offers: optionalText("Offers", POSITION_OFFERS_MAX_LENGTH, { multiline: true }).optional(),
  seats: seatsSchema.optional(),
  status: z.enum(["open", "closed"], { error: "Status must be open or closed" }).optional(),
});
export type UpdatePositionInput = z.input<typeof updatePositionSchema>;
export type UpdatePositionData = z.output<typeof updatePositionSchema>;

export const positionSchema = z.object({
  id: z.string(),
  teamId: z.string(),
  incubatorId: z.string(),
  title: z.string(),
  coreRole: coreTeamRoleSchema.nullable(),
  description: z.string(),
  hoursPerWeek: z.number().int(),
  location: z.string().nullable(),
  isRemote: z.boolean(),
  offers: z.string(),
  status: z.enum(POSITION_STATUSES),
  seats: z.number().int(),
  filledSeats: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Position = z.infer<typeof positionSchema>;

/** The team as a position card shows it. */
export const positionTeamSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
});
export type PositionTeam = z.infer<typeof positionTeamSchema>;

/** The viewer's open (pending or trial) application, so a page can show "Applied". */
export const openApplicationRefSchema = z.object({
  id: z.string(),
  status: z.enum(["pending", "trial"]),
});
export type OpenApplicationRef = z.infer<typeof openApplicationRefSchema>;

/**
 * `GET /api/positions/:id`, and the answer of `POST`/`PATCH`. `viewer` is null when signed out:
 * `isMember` (of the team), `openApplication`, and whether the viewer may edit the position and send
 * invites (`canManage`) or review its applications (`canReview`).
 */
export const positionDetailResponseSchema = z.object({
  position: positionSchema,
  team: positionTeamSchema.extend({
    tagline: z.string(),
    incubator: z.object({ slug: z.string(), name: z.string() }),
  }),
  viewer: z
    .object({
      isMember: z.boolean(),
      openApplication: openApplicationRefSchema.nullable(),
      canManage: z.boolean(),
      canReview: z.boolean(),
    })
    .nullable(),
});
export type PositionDetailResponse = z.infer<typeof positionDetailResponseSchema>;

/**
 * `GET /api/incubators/:slug/positions?role=&commitment=&cursor=&limit=`: the open positions of the
 * incubator's teams, newest first; `commitment` keeps those asking at most that many hours a week.
 */
export const incubatorPositionsQuerySchema = pageQuerySchema(POSITION_LIST_PAGE_SIZE).extend({
  role: z.enum(POSITION_ROLE_FILTERS, { error: "role must be ceo, cto, cco, cgo or other" }).optional(),
  commitment: z
    .string()
    .regex(/^\d{1,3}$/, { error: `commitment must be a whole number of hours from ${POSITION_HOURS_MIN}` })
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(POSITION_HOURS_MIN, { error: `commitment must be at least ${POSITION_HOURS_MIN} hours` }),
    )
    .optional(),
});
export type IncubatorPositionsQuery = z.input<typeof incubatorPositionsQuerySchema>;

export const positionListItemSchema = z.object({
  position: positionSchema,
  team: positionTeamSchema,
  viewer: z.object({
    openApplication: openApplicationRefSchema.nullable(),
    /**
     * Whether the viewer may apply (the team policy's `requestToJoin`): not for a position of their
     * own team, nor for the incubator's owner or an administrator who see the page without a membership.
     */
    canApply: z.boolean(),
  }),
});
export type PositionListItem = z.infer<typeof positionListItemSchema>;
export const incubatorPositionsResponseSchema = pageSchema(positionListItemSchema);
export type IncubatorPositionsResponse = z.infer<typeof incubatorPositionsResponseSchema>;

// Applications

const applicationMessageSchema = optionalText("Message", APPLICATION_MESSAGE_MAX_LENGTH, { multiline: true });

/** `POST /api/positions/:id/applications`. */
export const applyToPositionSchema = z.object({ message: applicationMessageSchema.default("") });
export type ApplyToPositionInput = z.input<typeof applyToPositionSchema>;

/** `POST /api/teams/:slug/join-requests`: asking to join a team without a position. */
export const joinRequestSchema = z.object({
  message: applicationMessageSchema.default(""),
  wantedRole: coreTeamRoleSchema.nullable().default(null),
});
export type JoinRequestInput = z.input<typeof joinRequestSchema>;

/** `POST /api/applications/:id/trial`: a day after today (the server's today, UTC). */
export const applicationTrialSchema = z.object({
  trialEndsOn: z.iso.date({ error: "trialEndsOn must be a date (YYYY-MM-DD)" }),
});
export type ApplicationTrialInput = z.input<typeof applicationTrialSchema>;

/** `POST /api/applications/:id/decline`. */
export const declineApplicationSchema = z.object({
  reason: optionalText("Reason", APPLICATION_DECLINE_REASON_MAX_LENGTH, { multiline: true })
    .transform((value) => (value === "" ? null : value))
    .nullable()
    .default(null),
});
export type DeclineApplicationInput = z.input<typeof declineApplicationSchema>;

export const applicationStatusSchema = z.enum(APPLICATION_STATUSES);

export const applicationSchema = z.object({
  id: z.string(),
  status: applicationStatusSchema,
  message: z.string(),
  /** For a request to join without a position: the core role wished for, if any. */
  wantedRole: coreTeamRoleSchema.nullable(),
  trialEndsOn: z.string().nullable(),
  declineReason: z.string().nullable(),
  /** Whether it came through an invite link. */
  viaInvite: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  applicant: personRefSchema,
  team: positionTeamSchema,
  /** Null for a request to join the team without a position. */
  position: z
    .object({ id: z.string(), title: z.string(), coreRole: coreTeamRoleSchema.nullable() })
    .nullable(),
});
export type Application = z.infer<typeof applicationSchema>;

/** One step of an application's history; `actor` is null once their account is gone. */
export const applicationStepSchema = z.object({
  status: applicationStatusSchema,
  actor: personRefSchema.nullable(),
  note: z.string().nullable(),
  at: z.string(),
});
export type ApplicationStep = z.infer<typeof applicationStepSchema>;

/** Every step's answer: the application as it now stands. */
export const applicationResponseSchema = z.object({ application: applicationSchema });
export type ApplicationResponse = z.infer<typeof applicationResponseSchema>;

/** `GET /api/applications/:id`: the applicant or the team's leader (or an administrator). */
export const applicationDetailResponseSchema = z.object({
  application: applicationSchema,
  steps: z.array(applicationStepSchema),
  viewer: z.object({ isApplicant: z.boolean(), canReview: z.boolean() }),
  /**
   * The applicant's latest role-fit summary, for the people who review the team's applications, when
   * the applicant chose to show it to teams (read at each view: turning it off hides it at once).
   */
  applicantRoleFit: sharedRoleFitSchema.nullable(),
});
export type ApplicationDetailResponse = z.infer<typeof applicationDetailResponseSchema>;

export const APPLICATION_LIST_PAGE_SIZE = 20;

/** `GET /api/teams/:slug/applications?status=&cursor=&limit=`, newest first. */
export const teamApplicationsQuerySchema = pageQuerySchema(APPLICATION_LIST_PAGE_SIZE).extend({
  status: z
    .enum(APPLICATION_STATUSES, {
      error: "status must be pending, trial, accepted, declined or withdrawn",
    })
    .optional(),
});
export type TeamApplicationsQuery = z.input<typeof teamApplicationsQuerySchema>;

/** `GET /api/applications/mine?cursor=&limit=`, newest first. */
export const myApplicationsQuerySchema = pageQuerySchema(APPLICATION_LIST_PAGE_SIZE);
export type MyApplicationsQuery = z.input<typeof myApplicationsQuerySchema>;

export const applicationListResponseSchema = pageSchema(applicationSchema);
export type ApplicationListResponse = z.infer<typeof applicationListResponseSchema>;

// Invite links

/** `POST /api/positions/:id/invites`. */
export const createInviteSchema = z.object({
  expiresInDays: z
    .number({ error: "expiresInDays must be a whole number of days" })
    .int({ error: "expiresInDays must be a whole number of days" })
    .min(1, { error: "An invite link lasts at least 1 day" })
    .max(INVITE_MAX_LIFETIME_DAYS, { error: `An invite link lasts at most ${INVITE_MAX_LIFETIME_DAYS} days` })
    .default(INVITE_DEFAULT_LIFETIME_DAYS),
  maxUses: z
    .number({ error: "maxUses must be a whole number" })
    .int({ error: "maxUses must be a whole number" })
    .min(1, { error: "An invite link allows at least 1 use" })
    .max(INVITE_MAX_USES_LIMIT, { error: `An invite link allows at most ${INVITE_MAX_USES_LIMIT} uses` })
    .default(1),
  requiresApproval: z.boolean({ error: "requiresApproval must be true or false" }).default(true),
});
export type CreateInviteInput = z.input<typeof createInviteSchema>;

/** Whether a link can still be used, and if not, why. */
export const INVITE_STATES = ["active", "expired", "used_up", "revoked"] as const;
export type InviteState = (typeof INVITE_STATES)[number];

export const inviteSchema = z.object({
  id: z.string(),
  positionId: z.string(),
  expiresAt: z.string(),
  maxUses: z.number().int(),
  useCount: z.number().int(),
  requiresApproval: z.boolean(),
  revokedAt: z.string().nullable(),
  createdAt: z.string(),
  state: z.enum(INVITE_STATES),
  /** The candidate a personal invitation was made for (decision 065); null for a link anyone may use. */
  invitedUser: personRefSchema.nullable(),
});
export type Invite = z.infer<typeof inviteSchema>;

/** `POST /api/positions/:id/invites`: `url` is the path to share (`/position-invite/{token}`). */
export const createInviteResponseSchema = z.object({ invite: inviteSchema, url: z.string() });
export type CreateInviteResponse = z.infer<typeof createInviteResponseSchema>;

export const INVITE_LIST_PAGE_SIZE = 50;
/** `GET /api/positions/:id/invites?cursor=&limit=`, newest first. */
export const inviteListQuerySchema = pageQuerySchema(INVITE_LIST_PAGE_SIZE);
export type InviteListQuery = z.input<typeof inviteListQuerySchema>;
export const inviteListResponseSchema = pageSchema(inviteSchema);
export type InviteListResponse = z.infer<typeof inviteListResponseSchema>;

/** `DELETE /api/invites/:id`: revoked (again, harmlessly, if it already was). */
export const inviteResponseSchema = z.object({ invite: inviteSchema });
export type InviteResponse = z.infer<typeof inviteResponseSchema>;

/**
 * `GET /api/position-invites/:token`, public: the position card for anyone holding a usable link, even
 * of a team for its incubator's members only. An unknown link answers 404, an expired, used up or
 * revoked one 410, each with its own message. `viewer` is null when signed out.
 */
export const positionInviteResponseSchema = z.object({
  invite: z.object({ expiresAt: z.string(), requiresApproval: z.boolean() }),
  position: positionSchema,
  team: positionTeamSchema.extend({
    tagline: z.string(),
    incubator: z.object({ slug: z.string(), name: z.string() }),
  }),
  viewer: z
    .object({
      isMember: z.boolean(),
      isIncubatorMember: z.boolean(),
      openApplication: openApplicationRefSchema.nullable(),
    })
    .nullable(),
});
export type PositionInviteResponse = z.infer<typeof positionInviteResponseSchema>;

/** `POST /api/position-invites/:token/accept`. */
export const acceptInviteSchema = z.object({ message: applicationMessageSchema.default("") });
export type AcceptInviteInput = z.input<typeof acceptInviteSchema>;

/**
 * The application the link made: `pending` when the team approves, `accepted` (already a member) when
 * the link needs no approval. `joinedIncubator` says the person became a guest of the incubator now.
 */
export const acceptInviteResponseSchema = z.object({
  application: applicationSchema,
  joinedIncubator: z.boolean(),
});
export type AcceptInviteResponse = z.infer<typeof acceptInviteResponseSchema>;
