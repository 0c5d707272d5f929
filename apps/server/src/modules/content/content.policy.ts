import {
  CONTENT_NOT_FOUND_MESSAGE,
  type ContentSource,
  type CourseStatus,
  type CourseViewer,
  type CourseVisibility,
  courseReach,
} from "@hatchery/shared";
import { type SQL, sql } from "drizzle-orm";
import { contentItems } from "../../db/schema";
import type { Actor } from "../../lib/context";
import { AppError } from "../../lib/errors";
import { definePolicy } from "../../lib/policy";

export type ContentAction = "read";

/**
 * What the content policy decides on: where a piece came from, who wrote it and, for a course's
 * lesson, the course's visibility and status with how the reader stands to it.
 */
export type ContentResource = {
  source: ContentSource;
  authorId: string | null;
  course?: { visibility: CourseVisibility; status: CourseStatus; viewer: CourseViewer } | null;
};

/**
 * The repository's content is public, as the library's routes are (SPEC §2). What an incubator's
 * people write is read by its author, and a course's lesson by whoever the course opens to
 * (`courseReach`, decision 039). A piece the actor may not read is 404, so its address reveals nothing.
 */
function refusal(actor: Actor, _action: ContentAction, resource: ContentResource): AppError | null {
  if (resource.source === "repository") return null;
  if (actor.kind === "user" && resource.authorId === actor.userId) return null;
  if (resource.course && courseReach(resource.course.viewer, resource.course) === "open") return null;
  return new AppError("not_found", CONTENT_NOT_FOUND_MESSAGE);
}

export const { can, assertCan } = definePolicy(refusal);

/** The course a content item belongs to, inside a subquery over `courses c`. */
const courseOfPiece = sql`${contentItems.source} = 'incubator' and c.incubator_id = ${contentItems.incubatorId} and ${contentItems.collection} = 'courses/' || c.id::text`;

/**
 * The same rule as a condition on content_items, for lists and search, which cannot ask row by row:
 * the course of a lesson is the one whose collection (`courses/<id>`) holds it.
 */
export function readableBy(actor: Actor): SQL {
  const published = sql`c.status = 'published'`;
  if (actor.kind !== "user") {
    return sql`(${contentItems.source} = 'repository' or exists (select 1 from courses c where ${courseOfPiece} and ${published} and c.visibility = 'everyone'))`;
  }
  const user = actor.userId;
  const member = (tiers: string) =>
    sql.raw(
      `exists (select 1 from incubator_members m where m.incubator_id = c.incubator_id and m.status = 'active' and m.membership_tier in (${tiers}) and m.user_id = `,
    );
  return sql`(${contentItems.source} = 'repository' or ${contentItems.authorId} = ${user} or exists (
    select 1 from courses c join incubators i on i.id = c.incubator_id
    where ${courseOfPiece} and (
      i.owner_id = ${user}
      or exists (select 1 from course_authors a where a.course_id = c.id and a.user_id = ${user})
      or exists (select 1 from user_roles r where r.user_id = ${user} and r.role = 'admin')
      or (${published} and (
        c.visibility = 'everyone'
        or (c.visibility = 'members' and ${member("'guest', 'subscriber'")}${user}))
        or (c.visibility = 'subscribers' and ${member("'subscriber'")}${user}))
      ))
    )))`;
}
