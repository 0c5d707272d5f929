import { COURSE_NOT_FOUND_MESSAGE, type CourseSummary, JOIN_FAILURE_REASONS } from "@hatchery/shared";
import { and, asc, count, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { contentItems, courseAuthors, courses, incubatorMembers, incubators, users } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { PolicyActor } from "../../lib/policy";
import * as coursePolicy from "./courses.policy";
import { type CourseResource, managesCourse } from "./courses.policy";

/** Reading incubators, courses and how the actor stands to them, for the courses' services. */

export type IncubatorRow = typeof incubators.$inferSelect;
export type CourseRow = typeof courses.$inferSelect;

/** A course's lessons are the content items of this collection (decision 039). */
export function courseCollection(courseId: string): string {
  return `courses/${courseId}`;
}

export const courseNotFound = () => new AppError("not_found", COURSE_NOT_FOUND_MESSAGE);

export async function findIncubator(db: Database, slug: string): Promise<IncubatorRow> {
  const [row] = await db.select().from(incubators).where(eq(incubators.slug, slug)).limit(1);
  if (!row) throw new AppError("not_found", JOIN_FAILURE_REASONS.notFound);
  return row;
}

/** The actor's active membership tier in the incubator, or null. */
export async function activeTier(
  db: Database,
  actor: PolicyActor,
  incubatorId: string,
): Promise<"guest" | "subscriber" | null> {
  if (actor.kind !== "user") return null;
  const [row] = await db
    .select({ tier: incubatorMembers.membershipTier })
    .from(incubatorMembers)
    .where(
      and(
        eq(incubatorMembers.incubatorId, incubatorId),
        eq(incubatorMembers.userId, actor.userId),
        eq(incubatorMembers.status, "active"),
      ),
    )
    .limit(1);
  return row?.tier ?? null;
}

/** The courses of the incubator the actor was added to as an author. */
export async function authoredCourseIds(
  db: Database,
  actor: PolicyActor,
  courseIds: string[],
): Promise<Set<string>> {
  if (actor.kind !== "user" || courseIds.length === 0) return new Set();
  const rows = await db
    .select({ courseId: courseAuthors.courseId })
    .from(courseAuthors)
    .where(and(eq(courseAuthors.userId, actor.userId), inArray(courseAuthors.courseId, courseIds)));
  return new Set(rows.map((row) => row.courseId));
}

export interface CourseContext {
  incubator: IncubatorRow;
  course: CourseRow;
  resource: CourseResource;
  manages: boolean;
}

/** The incubator, one of its courses by slug and the policy's view of the actor; 404 when either is missing. */
export async function loadCourse(
  db: Database,
  actor: PolicyActor,
  input: { slug: string; course: string },
): Promise<CourseContext> {
  const incubator = await findIncubator(db, input.slug);
  const [course] = await db
    .select()
    .from(courses)
    .where(and(eq(courses.incubatorId, incubator.id), eq(courses.slug, input.course)))
    .limit(1);
  if (!course) throw courseNotFound();
  return courseContext(db, actor, incubator, course);
}

/** The policy's view of the actor on a course already read. */
async function courseContext(
  db: Database,
  actor: PolicyActor,
  incubator: IncubatorRow,
  course: CourseRow,
): Promise<CourseContext> {
  const [tier, authored] = await Promise.all([
    activeTier(db, actor, incubator.id),
    authoredCourseIds(db, actor, [course.id]),
  ]);
  const resource: CourseResource = {
    incubator: { name: incubator.name, ownerId: incubator.ownerId },
    course: { visibility: course.visibility, status: course.status },
    isAuthor: authored.has(course.id),
    tier,
  };
  return { incubator, course, resource, manages: managesCourse(actor, resource) };
}

/** A course by its id with the policy's view of the actor, or undefined when it no longer exists. */
export async function loadCourseById(
  db: Database,
  actor: PolicyActor,
  courseId: string,
): Promise<CourseContext | undefined> {
  const [row] = await db
    .select({ course: courses, incubator: incubators })
    .from(courses)
    .innerJoin(incubators, eq(incubators.id, courses.incubatorId))
    .where(eq(courses.id, courseId))
    .limit(1);
  return row ? courseContext(db, actor, row.incubator, row.course) : undefined;
}

/** `loadCourse`, then the policy's `assertCan` for the action. */
export async function loadCourseFor(
  db: Database,
  actor: PolicyActor,
  action: coursePolicy.CourseAction,
  input: { slug: string; course: string },
): Promise<CourseContext> {
  const context = await loadCourse(db, actor, input);
  coursePolicy.assertCan(actor, action, context.resource);
  return context;
}

export async function lessonCounts(db: Database, courseIds: string[]): Promise<Map<string, number>> {
  if (courseIds.length === 0) return new Map();
  const rows = await db
    .select({ collection: contentItems.collection, lessons: count() })
    .from(contentItems)
    .where(
      and(
        eq(contentItems.source, "incubator"),
        inArray(
          contentItems.collection,
          courseIds.map((id) => courseCollection(id)),
        ),
      ),
    )
    .groupBy(contentItems.collection);
  return new Map(rows.map((row) => [row.collection.slice("courses/".length), row.lessons]));
}

export function toCourseSummary(
  course: CourseRow,
  lessonCount: number,
  access: CourseSummary["access"],
): CourseSummary {
  return {
    id: course.id,
    slug: course.slug,
    title: course.title,
    summary: course.summary,
    visibility: course.visibility,
    status: course.status,
    position: course.position,
    lessonCount,
    access,
    updatedAt: course.updatedAt.toISOString(),
  };
}

export async function listCourseAuthors(db: Database, courseId: string) {
  return db
    .select({ userId: users.id, name: users.name, email: users.email })
    .from(courseAuthors)
    .innerJoin(users, eq(users.id, courseAuthors.userId))
    .where(eq(courseAuthors.courseId, courseId))
    .orderBy(asc(users.name), asc(users.id));
}
