import {
  APPLICATION_STATUSES,
  CORE_TEAM_ROLES,
  INVITE_MAX_USES_LIMIT,
  POSITION_HOURS_MAX,
  POSITION_HOURS_MIN,
  POSITION_SEATS_MAX,
  POSITION_STATUSES,
  PROJECT_STATUSES,
  PROJECT_UPDATE_FIELDS,
  PROJECT_UPDATE_KINDS,
  TEAM_STAGES,
  TEAM_VISIBILITIES,
} from "@hatchery/shared";
import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { incubators } from "./incubators";
import { inList } from "./sql-lists";

/**
 * Teams, their members, projects with milestones, positions, invite links and applications
 * (docs/decisions/018-teams-projects-positions.md). Every rule that one row or one index can hold is
 * held here: one holder per core role, one leader, one open application per person and position, a
 * position's seats and an invite's uses never exceeded.
 */

const createdAt = timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = timestamp("updated_at", { withTimezone: true })
  .notNull()
  .defaultNow()
  .$onUpdate(() => new Date());

const SLUG_FORMAT = sql.raw(`'^[a-z0-9]+(-[a-z0-9]+)*$'`);

export const teams = pgTable(
  "teams",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    incubatorId: uuid("incubator_id")
      .notNull()
      .references(() => incubators.id, { onDelete: "cascade" }),
    slug: text("slug").notNull().unique("teams_slug_unique"),
    name: text("name").notNull(),
    tagline: text("tagline").notNull().default(""),
    /** Markdown, sanitised before it is stored. */
    description: text("description").notNull().default(""),
    logoUrl: text("logo_url"),
    stage: text("stage", { enum: TEAM_STAGES }).notNull().default("idea"),
    visibility: text("visibility", { enum: TEAM_VISIBILITIES }).notNull().default("public"),
    /** Who created it; the team outlives the account. */
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt,
    updatedAt,
  },
  (table) => [
    check("teams_stage_check", inList("stage", TEAM_STAGES)),
    check("teams_visibility_check", inList("visibility", TEAM_VISIBILITIES)),
    check("teams_slug_format_check", sql`${table.slug} ~ ${SLUG_FORMAT}`),
    // Lets a project or position name its team and incubator together (see positions).
    unique("teams_id_incubator_unique").on(table.id, table.incubatorId),
    index("teams_name_id_idx").on(table.name, table.id),
    index("teams_incubator_name_idx").on(table.incubatorId, table.name, table.id),
    index("teams_name_trgm_idx").using("gin", table.name.op("gin_trgm_ops")),
    index("teams_tagline_trgm_idx").using("gin", table.tagline.op("gin_trgm_ops")),
    // Serving a logo finds its team, to ask who may see it (decision 024).
    index("teams_logo_url_idx").on(table.logoUrl).where(sql`${table.logoUrl} is not null`),
  ],
);

export const teamMembers = pgTable(
  "team_members",
  {
    teamId: uuid("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** One of the four core roles, or none (then `title` says what the member does). */
    coreRole: text("core_role", { enum: CORE_TEAM_ROLES }),
    title: text("title").notNull().default(""),
    isLeader: boolean("is_leader").notNull().default(false),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt,
  },
  (table) => [
    primaryKey({ name: "team_members_pkey", columns: [table.teamId, table.userId] }),
    check(
      "team_members_core_role_check",
      sql`${table.coreRole} is null or ${inList("core_role", CORE_TEAM_ROLES)}`,
    ),
    // Each core role is held by at most one member of a team.
    uniqueIndex("team_members_core_role_unique")
      .on(table.teamId, table.coreRole)
      .where(sql`${table.coreRole} is not null`),
    // One leader per team.
    uniqueIndex("team_members_leader_unique").on(table.teamId).where(sql`${table.isLeader}`),
    index("team_members_user_idx").on(table.userId),
  ],
);

export const projects = pgTable(
  "projects",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    teamId: uuid("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    slug: text("slug").notNull().unique("projects_slug_unique"),
    name: text("name").notNull(),
    summary: text("summary").notNull().default(""),
    /** Markdown, sanitised before it is stored. */
    description: text("description").notNull().default(""),
    status: text("status", { enum: PROJECT_STATUSES }).notNull().default("idea"),
    repositoryUrl: text("repository_url"),
    demoUrl: text("demo_url"),
    /** Lowercase, trimmed, unique within the project. */
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    coverUrl: text("cover_url"),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt,
    updatedAt,
  },
  (table) => [
    check("projects_status_check", inList("status", PROJECT_STATUSES)),
    check("projects_slug_format_check", sql`${table.slug} ~ ${SLUG_FORMAT}`),
    index("projects_team_idx").on(table.teamId),
    // Lets a funding application name its project and team together (see funding).
    unique("projects_id_team_unique").on(table.id, table.teamId),
    // The list's order (recently updated first) and cursor.
    index("projects_updated_id_idx").on(table.updatedAt, table.id),
    index("projects_tags_idx").using("gin", table.tags),
    index("projects_name_trgm_idx").using("gin", table.name.op("gin_trgm_ops")),
    index("projects_summary_trgm_idx").using("gin", table.summary.op("gin_trgm_ops")),
    // Serving a cover finds its project's team, to ask who may see it (decision 024).
    index("projects_cover_url_idx").on(table.coverUrl).where(sql`${table.coverUrl} is not null`),
  ],
);

export const projectMilestones = pgTable(
  "project_milestones",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    dueOn: date("due_on", { mode: "string" }),
    doneAt: timestamp("done_at", { withTimezone: true }),
    createdAt,
  },
  (table) => [index("project_milestones_project_idx").on(table.projectId, table.dueOn, table.createdAt)],
);

/**
 * A project's recent updates, for its page's timeline. Kept here rather than read from the event log,
 * which the realtime stream prunes after hours; written in the transaction of the change it records.
 */
export const projectUpdates = pgTable(
  "project_updates",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: PROJECT_UPDATE_KINDS }).notNull(),
    /** Who made it; null once their account is gone (or for a change made by the platform). */
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** The fields an edit changed (besides the status). */
    changedFields: text("changed_fields", { enum: PROJECT_UPDATE_FIELDS })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The status the project moved to, when the update changed it. */
    status: text("status", { enum: PROJECT_STATUSES }),
    milestoneTitle: text("milestone_title"),
    createdAt,
  },
  (table) => [
    check("project_updates_kind_check", inList("kind", PROJECT_UPDATE_KINDS)),
    check(
      "project_updates_changed_fields_check",
      sql.raw(
        `changed_fields <@ array[${PROJECT_UPDATE_FIELDS.map((field) => `'${field}'`).join(", ")}]::text[]`,
      ),
    ),
    check(
      "project_updates_status_check",
      sql`${table.status} is null or ${inList("status", PROJECT_STATUSES)}`,
    ),
    check(
      "project_updates_milestone_check",
      sql`(${table.kind} = 'milestone_done') = (${table.milestoneTitle} is not null)`,
    ),
    index("project_updates_project_idx").on(table.projectId, table.id),
  ],
);

export const positions = pgTable(
  "positions",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    teamId: uuid("team_id").notNull(),
    /** The team's incubator, kept here (and checked by the foreign key) for the incubator's positions page. */
    incubatorId: uuid("incubator_id").notNull(),
    title: text("title").notNull(),
    /** The core role the position fills, or none (then the title says what it is). */
    coreRole: text("core_role", { enum: CORE_TEAM_ROLES }),
    description: text("description").notNull().default(""),
    hoursPerWeek: integer("hours_per_week").notNull(),
    /** A place, or null; `isRemote` says whether it can be done from anywhere. */
    location: text("location"),
    isRemote: boolean("is_remote").notNull().default(true),
    offers: text("offers").notNull().default(""),
    status: text("status", { enum: POSITION_STATUSES }).notNull().default("open"),
    seats: integer("seats").notNull().default(1),
    filledSeats: integer("filled_seats").notNull().default(0),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt,
    updatedAt,
  },
  (table) => [
    foreignKey({
      name: "positions_team_incubator_fk",
      columns: [table.teamId, table.incubatorId],
      foreignColumns: [teams.id, teams.incubatorId],
    }).onDelete("cascade"),
    check("positions_status_check", inList("status", POSITION_STATUSES)),
    check(
      "positions_core_role_check",
      sql`${table.coreRole} is null or ${inList("core_role", CORE_TEAM_ROLES)}`,
    ),
    check(
      "positions_hours_check",
      sql.raw(`"hours_per_week" between ${POSITION_HOURS_MIN} and ${POSITION_HOURS_MAX}`),
    ),
    check("positions_seats_check", sql.raw(`"seats" between 1 and ${POSITION_SEATS_MAX}`)),
    // A seat is never given twice: the last accept that finds no free seat fails here.
    check("positions_filled_seats_check", sql`${table.filledSeats} between 0 and ${table.seats}`),
    // `filled` exactly when every seat is taken; an open position has a free seat.
    check(
      "positions_status_seats_check",
      sql`(${table.status} <> 'filled' or ${table.filledSeats} = ${table.seats}) and (${table.status} <> 'open' or ${table.filledSeats} < ${table.seats})`,
    ),
    index("positions_team_status_idx").on(table.teamId, table.status),
    index("positions_incubator_status_created_idx").on(
      table.incubatorId,
      table.status,
      table.createdAt,
      table.id,
    ),
  ],
);

export const positionInvites = pgTable(
  "position_invites",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    positionId: uuid("position_id")
      .notNull()
      .references(() => positions.id, { onDelete: "cascade" }),
    /** SHA-256 of the link's token (hex); the token itself is shown once, when the link is made. */
    tokenHash: text("token_hash").notNull().unique("position_invites_token_hash_unique"),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    /**
     * The one person a leader invited to apply (decision 065): only they may use it. Null for a link
     * the leader shares as they like.
     */
    invitedUserId: text("invited_user_id").references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    maxUses: integer("max_uses").notNull().default(1),
    useCount: integer("use_count").notNull().default(0),
    /** Whether accepting makes an application for the leader to decide, or a member at once. */
    requiresApproval: boolean("requires_approval").notNull().default(true),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt,
  },
  (table) => [
    check("position_invites_max_uses_check", sql.raw(`"max_uses" between 1 and ${INVITE_MAX_USES_LIMIT}`)),
    // An invite is never used more often than it allows: the use past the last fails here.
    check("position_invites_use_count_check", sql`${table.useCount} between 0 and ${table.maxUses}`),
    index("position_invites_position_idx").on(table.positionId, table.createdAt),
    // A person holds one usable invitation to a position at a time: inviting them again is refused.
    uniqueIndex("position_invites_invited_user_unique")
      .on(table.positionId, table.invitedUserId)
      .where(
        sql`${table.invitedUserId} is not null and ${table.revokedAt} is null and ${table.useCount} < ${table.maxUses}`,
      ),
  ],
);

/**
 * A person's wish to join a team: for a position (from the positions page or an invite link), or a
 * request to join the team without one (`positionId` null, with the wanted role).
 */
export const teamApplications = pgTable(
  "team_applications",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    teamId: uuid("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    positionId: uuid("position_id").references(() => positions.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    inviteId: uuid("invite_id").references(() => positionInvites.id, { onDelete: "set null" }),
    /** For a request without a position: the core role wished for, if any. */
    wantedRole: text("wanted_role", { enum: CORE_TEAM_ROLES }),
    message: text("message").notNull().default(""),
    status: text("status", { enum: APPLICATION_STATUSES }).notNull().default("pending"),
    trialEndsOn: date("trial_ends_on", { mode: "string" }),
    declineReason: text("decline_reason"),
    createdAt,
    updatedAt,
  },
  (table) => [
    check("team_applications_status_check", inList("status", APPLICATION_STATUSES)),
    check(
      "team_applications_wanted_role_check",
      sql`${table.wantedRole} is null or ${inList("wanted_role", CORE_TEAM_ROLES)}`,
    ),
    check(
      "team_applications_trial_check",
      sql`${table.status} <> 'trial' or ${table.trialEndsOn} is not null`,
    ),
    // One open application per person and position, and per team for requests without a position.
    uniqueIndex("team_applications_open_position_unique")
      .on(table.positionId, table.userId)
      .where(sql`${table.status} in ('pending', 'trial') and ${table.positionId} is not null`),
    uniqueIndex("team_applications_open_request_unique")
      .on(table.teamId, table.userId)
      .where(sql`${table.status} in ('pending', 'trial') and ${table.positionId} is null`),
    index("team_applications_team_status_idx").on(table.teamId, table.status, table.createdAt),
    index("team_applications_user_idx").on(table.userId, table.createdAt),
  ],
);

/** Every step of an application, kept for the applicant and the team's leader to read. */
export const teamApplicationSteps = pgTable(
  "team_application_steps",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => teamApplications.id, { onDelete: "cascade" }),
    status: text("status", { enum: APPLICATION_STATUSES }).notNull(),
    /** Who took the step; null once their account is gone. */
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    note: text("note"),
    createdAt,
  },
  (table) => [
    check("team_application_steps_status_check", inList("status", APPLICATION_STATUSES)),
    index("team_application_steps_application_idx").on(table.applicationId, table.id),
  ],
);
