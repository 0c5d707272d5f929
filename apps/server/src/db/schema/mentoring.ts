import {
  MENTOR_BIO_MAX_LENGTH,
  MENTOR_EXPERTISE_MAX_COUNT,
  MENTOR_HEADLINE_MAX_LENGTH,
  MENTOR_HELP_ROLES,
  MENTOR_KINDS,
  MENTOR_LANGUAGES_MAX_COUNT,
  MENTOR_MEETING_LINK_MAX_LENGTH,
  MENTOR_SLUG_MAX_LENGTH,
} from "@hatchery/shared";
import { sql } from "drizzle-orm";
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { incubators } from "./incubators";
import { inList } from "./sql-lists";

/*
 * Mentoring (docs/decisions/051-mentoring.md): an advisor's or coach's public profile. Availability,
 * sessions, notes and reviews hang off the mentor's user id, so a profile can be unpublished without
 * losing its history.
 */

export const mentorProfiles = pgTable(
  "mentor_profiles",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Which address the profile lives at; the person must hold this role to publish. */
    kind: text("kind", { enum: MENTOR_KINDS }).notNull(),
    slug: text("slug").notNull().unique("mentor_profiles_slug_unique"),
    headline: text("headline").notNull().default(""),
    /** Markdown, sanitised before it is stored. */
    bio: text("bio").notNull().default(""),
    /** An uploaded photo's address; the person's avatar is shown when there is none. */
    photoUrl: text("photo_url"),
    expertise: text("expertise").array().notNull().default(sql`'{}'::text[]`),
    helpRoles: text("help_roles", { enum: MENTOR_HELP_ROLES }).array().notNull().default(sql`'{}'::text[]`),
    /** BCP 47 language tags ("en", "de", "pt-BR"). */
    languages: text("languages").array().notNull().default(sql`'{}'::text[]`),
    /** The IANA zone the mentor's weekly availability is written in. */
    timeZone: text("time_zone").notNull(),
    meetingLink: text("meeting_link"),
    /** Null while a draft: an unpublished profile is not found by anyone but its owner. */
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    check("mentor_profiles_kind_check", inList("kind", MENTOR_KINDS)),
    check(
      "mentor_profiles_slug_format_check",
      sql.raw(`"slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length("slug") <= ${MENTOR_SLUG_MAX_LENGTH}`),
    ),
    check(
      "mentor_profiles_headline_length_check",
      sql.raw(`char_length("headline") <= ${MENTOR_HEADLINE_MAX_LENGTH}`),
    ),
    check("mentor_profiles_bio_length_check", sql.raw(`char_length("bio") <= ${MENTOR_BIO_MAX_LENGTH}`)),
    check(
      "mentor_profiles_expertise_count_check",
      sql.raw(`cardinality("expertise") <= ${MENTOR_EXPERTISE_MAX_COUNT}`),
    ),
    check(
      "mentor_profiles_help_roles_check",
      sql.raw(`"help_roles" <@ array[${MENTOR_HELP_ROLES.map((role) => `'${role}'`).join(", ")}]::text[]`),
    ),
    check(
      "mentor_profiles_languages_count_check",
      sql.raw(`cardinality("languages") <= ${MENTOR_LANGUAGES_MAX_COUNT}`),
    ),
    check("mentor_profiles_time_zone_check", sql`btrim(${table.timeZone}) <> ''`),
    check(
      "mentor_profiles_meeting_link_check",
      sql.raw(
        `"meeting_link" is null or ("meeting_link" ~ '^https://' and char_length("meeting_link") <= ${MENTOR_MEETING_LINK_MAX_LENGTH})`,
      ),
    ),
    // The directory walks published profiles in slug order.
    index("mentor_profiles_published_idx").on(table.kind, table.slug).where(sql`published_at is not null`),
    // The directory without a kind filter walks every listed profile in slug order.
    index("mentor_profiles_listed_slug_idx").on(table.slug).where(sql`published_at is not null`),
    index("mentor_profiles_expertise_idx").using("gin", table.expertise),
    index("mentor_profiles_help_roles_idx").using("gin", table.helpRoles),
    index("mentor_profiles_languages_idx").using("gin", table.languages),
  ],
);

/** The incubators a mentor mentors in; a mentor who lists none mentors in any (the premium rule). */
export const mentorIncubators = pgTable(
  "mentor_incubators",
  {
    mentorId: text("mentor_id")
      .notNull()
      .references(() => mentorProfiles.userId, { onDelete: "cascade" }),
    incubatorId: uuid("incubator_id")
      .notNull()
      .references(() => incubators.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ name: "mentor_incubators_pkey", columns: [table.mentorId, table.incubatorId] }),
    index("mentor_incubators_incubator_idx").on(table.incubatorId, table.mentorId),
  ],
);
