import {
  CONTENT_NOT_FOUND_MESSAGE,
  type ContentKind,
  type ContentLevel,
  type ContentSource,
  type Page,
} from "@hatchery/shared";
import { and, asc, eq, isNull, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { contentItems, courses, incubators } from "../../db/schema";
import type { Actor } from "../../lib/context";
import { AppError } from "../../lib/errors";
import { decodeCursor, pageOf } from "../../lib/pagination";
import { isUuid } from "../../lib/uuid";
import * as contentPolicy from "./content.policy";

/*
 * Reading written content, wherever it came from (decision 031): one piece by its place, a collection in
 * its order, and full-text search over everything the reader may read, best matches first, with the
 * matching words marked.
 */

export interface ContentPiece {
  id: string;
  source: ContentSource;
  incubatorId: string | null;
  kind: ContentKind;
  collection: string;
  slug: string;
  title: string;
  summary: string;
  tags: string[];
  roles: string[];
  level: ContentLevel | null;
  order: number;
  /** The kind's own front matter (questions, options, choices, match). */
  details: Record<string, unknown>;
  bodyHtml: string;
  updatedAt: Date;
}

/**
 * One piece by its collection and slug: the repository's, or with `incubatorId` the one that
 * incubator's owner wrote. 404 'Content not found' when there is none the actor may read.
 */
export async function readContent(
  db: Database,
  actor: Actor,
  input: { collection: string; slug: string; incubatorId?: string },
): Promise<ContentPiece> {
  const [row] = await db
    .select()
    .from(contentItems)
    .where(
      and(
        eq(contentItems.collection, input.collection),
        eq(contentItems.slug, input.slug),
        sourceFilter(input.incubatorId),
      ),
    )
    .limit(1);
  if (!row) throw new AppError("not_found", CONTENT_NOT_FOUND_MESSAGE);
  contentPolicy.assertCan(actor, "read", { ...row, course: await courseOfPiece(db, actor, row) });
  return {
    id: row.id,
    source: row.source,
    incubatorId: row.incubatorId,
    kind: row.kind,
    collection: row.collection,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    tags: row.tags,
    roles: row.roles,
    level: row.level,
    order: row.position,
    details: row.details,
    bodyHtml: row.bodyHtml,
    updatedAt: row.updatedAt,
  };
}

/**
 * For a course's lesson (collection `courses/<id>`, decision 039): the course's visibility and status
 * and how the actor stands to it, which the content policy decides on.
 */
async function courseOfPiece(
  db: Database,
  actor: Actor,
  row: { source: ContentSource; incubatorId: string | null; collection: string },
): Promise<contentPolicy.ContentResource["course"]> {
  const courseId = row.collection.startsWith("courses/") ? row.collection.slice("courses/".length) : "";
  if (row.source !== "incubator" || row.incubatorId === null || !isUuid(courseId)) return null;
  const user = actor.kind === "user" ? actor.userId : null;
  const [course] = await db
    .select({
      visibility: courses.visibility,
      status: courses.status,
      manages: sql<boolean>`(${incubators.ownerId} = ${user}
        or exists (select 1 from course_authors a where a.course_id = ${courses.id} and a.user_id = ${user})
        or exists (select 1 from user_roles r where r.user_id = ${user} and r.role = 'admin')) is true`,
      tier: sql<"guest" | "subscriber" | null>`(select m.membership_tier from incubator_members m
        where m.incubator_id = ${courses.incubatorId} and m.user_id = ${user} and m.status = 'active')`,
    })
    .from(courses)
    .innerJoin(incubators, eq(incubators.id, courses.incubatorId))
    .where(and(eq(courses.id, courseId), eq(courses.incubatorId, row.incubatorId)))
    .limit(1);
  if (!course) return null;
  const { visibility, status, manages, tier } = course;
  return { visibility, status, viewer: { manages: Boolean(manages), tier } };
}

/** Whose pieces: the repository's (no incubator), or those one incubator's owner wrote. */
function sourceFilter(incubatorId: string | undefined): SQL | undefined {
  return incubatorId === undefined
    ? and(eq(contentItems.source, "repository"), isNull(contentItems.incubatorId))
    : and(eq(contentItems.source, "incubator"), eq(contentItems.incubatorId, incubatorId));
}

export type ContentListItem = Omit<ContentPiece, "details" | "bodyHtml" | "updatedAt">;

/** A collection is listed by its pieces' order, then slug: unique within one source's collection. */
const listCursorSchema = z.tuple([z.number().int(), z.string().min(1)]);

/**
 * The pieces of one collection the actor may read, in their order (a library section's articles, a
 * course's lessons), paged by (order, slug) (decision 013).
 */
export async function listContent(
  db: Database,
  actor: Actor,
  input: { collection: string; incubatorId?: string; kind?: ContentKind; cursor?: string; limit: number },
): Promise<Page<ContentListItem>> {
  const after = input.cursor === undefined ? undefined : decodeCursor(input.cursor, listCursorSchema);
  const rows = await db
    .select({
      id: contentItems.id,
      source: contentItems.source,
      incubatorId: contentItems.incubatorId,
      kind: contentItems.kind,
      collection: contentItems.collection,
      slug: contentItems.slug,
      title: contentItems.title,
      summary: contentItems.summary,
      tags: contentItems.tags,
      roles: contentItems.roles,
      level: contentItems.level,
      order: contentItems.position,
    })
    .from(contentItems)
    .where(
      and(
        eq(contentItems.collection, input.collection),
        sourceFilter(input.incubatorId),
        contentPolicy.readableBy(actor),
        input.kind === undefined ? undefined : eq(contentItems.kind, input.kind),
        after
          ? sql`(${contentItems.position}, ${contentItems.slug}) > (${after[0]}, ${after[1]})`
          : undefined,
      ),
    )
    .orderBy(asc(contentItems.position), asc(contentItems.slug))
    .limit(input.limit + 1);
  return pageOf(rows, input.limit, (row) => [row.order, row.slug]);
}

export {
  BODY_MATCHES_RANKED,
  type ContentSearchHit,
  type ContentSearchInput,
  highlightSegments,
  searchContent,
} from "./content-search";
