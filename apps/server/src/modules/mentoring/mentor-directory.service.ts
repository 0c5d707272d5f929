import type { MentorDirectoryFilters, MentorDirectoryResponse } from "@hatchery/shared";
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { mentorProfiles, users } from "../../db/schema";
import { escapeLike } from "../../lib/like-pattern";
import { decodeCursor, pageOf } from "../../lib/pagination";
import { LISTED_MENTOR, MENTOR_PHOTO } from "./mentor-profile-records";

/*
 * The advisors directory (docs/decisions/051-mentoring.md): listed advisors and coaches in slug order
 * (slugs are made from names, so this reads as name order), a page at a time. The array filters use the
 * profiles' GIN indexes; the walk in slug order uses the partial index of listed profiles.
 *
 * "Available this week" and each card's next free time come from the availability module's free-slot
 * engine, which joins this list later: neither is a filter or field here yet.
 */

const directoryCursorSchema = z.tuple([z.string()]);

/** The profile mentors in the incubator, or lists none (a mentor who lists none mentors in any). */
function mentorsIn(incubatorSlug: string): SQL {
  return sql`(
    exists (
      select 1 from "mentor_incubators" as mi join "incubators" as i on i.id = mi.incubator_id
      where mi.mentor_id = "mentor_profiles"."user_id" and i.slug = ${incubatorSlug}
    )
    or not exists (select 1 from "mentor_incubators" as mi where mi.mentor_id = "mentor_profiles"."user_id")
  )`;
}

export async function listMentors(
  db: Database,
  filters: MentorDirectoryFilters,
): Promise<MentorDirectoryResponse> {
  const conditions: SQL[] = [LISTED_MENTOR];
  if (filters.search) {
    const pattern = `%${escapeLike(filters.search)}%`;
    conditions.push(sql`(
      ${users.name} ilike ${pattern}
      or ${mentorProfiles.headline} ilike ${pattern}
      or array_to_string(${mentorProfiles.expertise}, ' ') ilike ${pattern}
    )`);
  }
  if (filters.expertise) {
    conditions.push(sql`${mentorProfiles.expertise} @> array[${filters.expertise}]::text[]`);
  }
  if (filters.role) conditions.push(sql`${mentorProfiles.helpRoles} @> array[${filters.role}]::text[]`);
  if (filters.language) {
    conditions.push(sql`${mentorProfiles.languages} @> array[${filters.language}]::text[]`);
  }
  if (filters.incubator) conditions.push(mentorsIn(filters.incubator));
  if (filters.kind) conditions.push(eq(mentorProfiles.kind, filters.kind));
  if (filters.cursor !== undefined) {
    const [slug] = decodeCursor(filters.cursor, directoryCursorSchema);
    conditions.push(sql`${mentorProfiles.slug} > ${slug}`);
  }
  const rows = await db
    .select({
      kind: mentorProfiles.kind,
      slug: mentorProfiles.slug,
      name: users.name,
      photoUrl: MENTOR_PHOTO,
      headline: mentorProfiles.headline,
      expertise: mentorProfiles.expertise,
      helpRoles: mentorProfiles.helpRoles,
      languages: mentorProfiles.languages,
    })
    .from(mentorProfiles)
    .innerJoin(users, eq(users.id, mentorProfiles.userId))
    .where(and(...conditions))
    .orderBy(asc(mentorProfiles.slug))
    .limit(filters.limit + 1);
  return pageOf(rows, filters.limit, (row) => [row.slug]);
}
