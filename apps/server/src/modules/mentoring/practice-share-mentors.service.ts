import { PRACTICE_SHARE_MENTORS_LIMIT, type PracticeShareMentorsResponse } from "@hatchery/shared";
import { and, asc, eq, exists, ilike, inArray, isNotNull, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { mentorProfiles, userRoles, users } from "../../db/schema";
import type { Actor } from "../../lib/context";
import { escapeLike } from "../../lib/like-pattern";
import * as policy from "./practice-shares.policy";

/*
 * The mentors a person can share a practice result with (docs/decisions/051-mentoring.md): published
 * profiles of people who hold the advisor or coach role. A small read of its own for the share dialog;
 * the public directory belongs to the profiles' part of mentoring.
 */

/** A published mentor: a profile with `published_at` whose person still holds advisor or coach. */
function publishedMentor(db: Database): SQL {
  const holdsMentorRole = db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, mentorProfiles.userId), inArray(userRoles.role, ["advisor", "coach"])));
  return sql`${isNotNull(mentorProfiles.publishedAt)} and ${exists(holdsMentorRole)}`;
}

/** Whether a person is a published mentor now (sharing checks it in its transaction). */
export async function isPublishedMentor(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: mentorProfiles.userId })
    .from(mentorProfiles)
    .where(and(eq(mentorProfiles.userId, userId), publishedMentor(db)))
    .limit(1);
  return row !== undefined;
}

/** Published mentors whose name, headline or slug contains the typed words, by name; the actor left out. */
export async function findPracticeShareMentors(
  db: Database,
  actor: Actor,
  query: string | undefined,
): Promise<PracticeShareMentorsResponse> {
  policy.assertCan(actor, "findMentors", null);
  const typed = (query ?? "").replaceAll("\u0000", "").trim();
  const pattern = `%${escapeLike(typed)}%`;
  const rows = await db
    .select({
      userId: mentorProfiles.userId,
      name: users.name,
      kind: mentorProfiles.kind,
      slug: mentorProfiles.slug,
      headline: mentorProfiles.headline,
    })
    .from(mentorProfiles)
    .innerJoin(users, eq(users.id, mentorProfiles.userId))
    .where(
      and(
        publishedMentor(db),
        typed === ""
          ? undefined
          : or(
              ilike(users.name, pattern),
              ilike(mentorProfiles.headline, pattern),
              ilike(mentorProfiles.slug, pattern),
            ),
      ),
    )
    .orderBy(asc(users.name), asc(mentorProfiles.slug))
    .limit(PRACTICE_SHARE_MENTORS_LIMIT + 1);
  const others = actor.kind === "user" ? rows.filter((row) => row.userId !== actor.userId) : rows;
  return { items: others.slice(0, PRACTICE_SHARE_MENTORS_LIMIT) };
}
