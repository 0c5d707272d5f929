import {
  CORE_TEAM_ROLES,
  POSITION_HOURS_MAX,
  POSITION_HOURS_MIN,
  PROFILE_AUDIENCES,
  PROFILE_HEADLINE_MAX_LENGTH,
  PROFILE_LOCATION_MAX_LENGTH,
  PROFILE_SKILLS_MAX_COUNT,
  ROLE_PREFERENCE_STRICTNESS,
} from "@hatchery/shared";
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";

/**
 * What a person tells about themselves beyond their name and photo (which live on `users`, where
 * Better Auth keeps them). At most one row per person, created on the first profile change.
 */
export const userProfiles = pgTable(
  "user_profiles",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    headline: text("headline"),
    /** Markdown, sanitised before it is stored. */
    bio: text("bio"),
    location: text("location"),
    linkedinUrl: text("linkedin_url"),
    /**
     * What team suggestions match on (docs/decisions/018-teams-projects-positions.md): the core roles the
     * person wants, their skills, the hours a week they have, and whether the roles are a must.
     * Explicit profile data only.
     */
    preferredRoles: text("preferred_roles", { enum: CORE_TEAM_ROLES })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    skills: text("skills").array().notNull().default(sql`'{}'::text[]`),
    hoursPerWeek: integer("hours_per_week"),
    rolePreference: text("role_preference", { enum: ROLE_PREFERENCE_STRICTNESS })
      .notNull()
      .default("flexible"),
    /**
     * Who sees the profile at /people/{handle} (decision 063): the people who share an incubator with the
     * person, or everyone (then it is indexed too). The role-fit summary and the skills profile stay off
     * it until the person shows them.
     */
    profileAudience: text("profile_audience", { enum: PROFILE_AUDIENCES }).notNull().default("incubator"),
    showRoleFit: boolean("show_role_fit").notNull().default(false),
    showSkills: boolean("show_skills").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    check(
      "user_profiles_headline_length_check",
      sql.raw(`char_length("headline") <= ${PROFILE_HEADLINE_MAX_LENGTH}`),
    ),
    check(
      "user_profiles_location_length_check",
      sql.raw(`char_length("location") <= ${PROFILE_LOCATION_MAX_LENGTH}`),
    ),
    check(
      "user_profiles_preferred_roles_check",
      sql.raw(`"preferred_roles" <@ array[${CORE_TEAM_ROLES.map((role) => `'${role}'`).join(", ")}]::text[]`),
    ),
    check(
      "user_profiles_hours_check",
      sql.raw(
        `"hours_per_week" is null or "hours_per_week" between ${POSITION_HOURS_MIN} and ${POSITION_HOURS_MAX}`,
      ),
    ),
    check(
      "user_profiles_role_preference_check",
      sql.raw(`"role_preference" in (${ROLE_PREFERENCE_STRICTNESS.map((value) => `'${value}'`).join(", ")})`),
    ),
    check(
      "user_profiles_skills_count_check",
      sql.raw(`cardinality("skills") <= ${PROFILE_SKILLS_MAX_COUNT}`),
    ),
    // Must-have roles need a role to hold to.
    check(
      "user_profiles_must_have_roles_check",
      sql.raw(`"role_preference" <> 'must_have' or cardinality("preferred_roles") > 0`),
    ),
    check(
      "user_profiles_profile_audience_check",
      sql.raw(`"profile_audience" in (${PROFILE_AUDIENCES.map((value) => `'${value}'`).join(", ")})`),
    ),
    // A team leader's "members who want our open roles".
    index("user_profiles_preferred_roles_idx").using("gin", table.preferredRoles),
  ],
);
