import { PROFILE_HEADLINE_MAX_LENGTH, PROFILE_LOCATION_MAX_LENGTH } from "@hatchery/shared";
import { sql } from "drizzle-orm";
import { check, pgTable, text, timestamp } from "drizzle-orm/pg-core";
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
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  () => [
    check(
      "user_profiles_headline_length_check",
      sql.raw(`char_length("headline") <= ${PROFILE_HEADLINE_MAX_LENGTH}`),
    ),
    check(
      "user_profiles_location_length_check",
      sql.raw(`char_length("location") <= ${PROFILE_LOCATION_MAX_LENGTH}`),
    ),
  ],
);
