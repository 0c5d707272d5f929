import type { MentorDirectoryFilters, MentorDirectoryResponse } from "@hatchery/shared";
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { mentorProfiles, users } from "../../db/schema";
import { escapeLike } from "../../lib/like-pattern";
import { decodeCursor, encodeCursor } from "../../lib/pagination";
import { readNextFreeSlots } from "./free-slots.service";
import { LISTED_MENTOR, MENTOR_PHOTO } from "./mentor-profile-records";

/*
 * The advisors directory (docs/decisions/051-mentoring.md): listed advisors and coaches in slug order
 * (slugs are made from names, so this reads as name order), a page at a time. The array filters use the
 * profiles' GIN indexes; the walk in slug order uses the partial index of listed profiles.
 *
 * Each card's next free time comes from the free-slot engine (`readNextFreeSlots`, three queries a
 * batch). "Available this week" cannot be a WHERE clause, since free times are computed: the database
 * keeps the mentors who saved availability at all, and the engine then filters them a batch at a time
 * in slug order until the page is full. The cursor is the last slug looked at, so a page never skips
 * or repeats a mentor; a page may come back short (with a cursor) when a stretch of slugs has nobody
 * free, so that one request never walks the whole directory.
 */

const WEEK_MS = 7 * 24 * 60 * 60_000;
/** How many mentors a filtered page reads per batch, and at most how many batches. */
const AVAILABLE_BATCH = 100;
const AVAILABLE_MAX_BATCHES = 10;

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

function filterConditions(filters: MentorDirectoryFilters): SQL[] {
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
  if (filters.available) {
    // Only someone who saved availability can be free: the rest are left out in the database.
    conditions.push(
      sql`exists (select 1 from "mentor_availability" as saved where saved.user_id = "mentor_profiles"."user_id")`,
    );
  }
  return conditions;
}

/** Listed mentors after `afterSlug` in slug order, at most `limit`. */
function readMentors(db: Database, conditions: readonly SQL[], afterSlug: string | undefined, limit: number) {
  return db
    .select({
      userId: mentorProfiles.userId,
      timeZone: mentorProfiles.timeZone,
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
    .where(
      and(...conditions, afterSlug === undefined ? undefined : sql`${mentorProfiles.slug} > ${afterSlug}`),
    )
    .orderBy(asc(mentorProfiles.slug))
    .limit(limit);
}

type MentorRow = Awaited<ReturnType<typeof readMentors>>[number];

function toCard({ userId: _userId, timeZone: _timeZone, ...card }: MentorRow, nextFreeAt: number | null) {
  return { ...card, nextFreeAt: nextFreeAt === null ? null : new Date(nextFreeAt).toISOString() };
}

export async function listMentors(
  db: Database,
  filters: MentorDirectoryFilters,
  now: Date,
): Promise<MentorDirectoryResponse> {
  const conditions = filterConditions(filters);
  let afterSlug =
    filters.cursor === undefined ? undefined : decodeCursor(filters.cursor, directoryCursorSchema)[0];
  if (!filters.available) {
    const rows = await readMentors(db, conditions, afterSlug, filters.limit + 1);
    const page = rows.slice(0, filters.limit);
    const next = await readNextFreeSlots(db, page, now);
    const last = page.at(-1);
    return {
      items: page.map((row) => toCard(row, next.get(row.userId)?.startsAt ?? null)),
      nextCursor: rows.length > filters.limit && last ? encodeCursor([last.slug]) : null,
    };
  }
  const weekEnds = now.getTime() + WEEK_MS;
  const items: ReturnType<typeof toCard>[] = [];
  const batchSize = Math.max(AVAILABLE_BATCH, filters.limit + 1);
  for (let batch = 0; batch < AVAILABLE_MAX_BATCHES; batch += 1) {
    const rows = await readMentors(db, conditions, afterSlug, batchSize);
    const next = await readNextFreeSlots(db, rows, now);
    for (const row of rows) {
      const startsAt = next.get(row.userId)?.startsAt ?? null;
      if (startsAt === null || startsAt >= weekEnds) {
        afterSlug = row.slug;
        continue;
      }
      // One more than the page shows, to know there is a next page: its cursor is the page's last slug.
      if (items.length === filters.limit) return { items, nextCursor: encodeCursor([afterSlug ?? ""]) };
      items.push(toCard(row, startsAt));
      afterSlug = row.slug;
    }
    if (rows.length < batchSize) return { items, nextCursor: null };
  }
  // The walk stopped before the end of the directory: the next page goes on from where it stopped.
  return { items, nextCursor: afterSlug === undefined ? null : encodeCursor([afterSlug]) };
}
