import { sql } from "drizzle-orm";

/*
 * What every read of mentor profiles agrees on (docs/decisions/051-mentoring.md): a profile is listed
 * (directory, public page, sitemaps) while it is published and its owner still holds the role it is
 * listed as, so withdrawing a role takes the profile down without touching it.
 */

/** Written with the table's name: it is used in selects that join `users`, whose columns share names. */
export const LISTED_MENTOR = sql<boolean>`("mentor_profiles"."published_at" is not null and exists (
  select 1 from "user_roles" as held
  where held.user_id = "mentor_profiles"."user_id" and held.role = "mentor_profiles"."kind"
))`;

/** The person's photo on their profile: the one uploaded for it, else their avatar, else none. */
export const MENTOR_PHOTO = sql<string | null>`coalesce("mentor_profiles"."photo_url", "users"."image")`;
