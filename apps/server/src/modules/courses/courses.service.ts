import {
  COURSE_AUTHOR_UNKNOWN_MESSAGE,
  COURSE_SLUG_TAKEN_MESSAGE,
  type CourseDetailResponse,
  type CourseListResponse,
  courseLockedMessage,
  courseReach,
  type createCourseSchema,
  type IncubatorCoursesForMeResponse,
  type Role,
  type updateCourseSchema,
} from "@hatchery/shared";
import { and, asc, eq, max, ne, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../db/client";
import {
  contentItems,
  courseAuthors,
  courses,
  incubatorMembers,
  incubators,
  lessonProgress,
  userRoles,
  users,
} from "../../db/schema";
import { type AuditOptions, fieldsOf, recordAudit } from "../../lib/audit";
import { violatedUniqueConstraint } from "../../lib/db-errors";
import { AppError } from "../../lib/errors";
import { invalid, slugBaseFromName } from "../../lib/form-text";
import type { PolicyActor } from "../../lib/policy";
import {
  activeTier,
  authoredCourseIds,
  type CourseContext,
  courseCollection,
  findIncubator,
  lessonCounts,
  listCourseAuthors,
  loadCourse,
  loadCourseFor,
  toCourseSummary,
} from "./course-records";
import * as coursePolicy from "./courses.policy";

/** Courses of an incubator (docs/decisions/039-incubator-classrooms.md): list, create, change, delete, authors. */

const COURSE_FIELDS = ["slug", "title", "summary", "visibility", "status", "position"] as const;

/** The incubator's courses the actor may list, in their order, the locked ones marked. */
export async function listCourses(
  db: Database,
  actor: PolicyActor,
  input: { slug: string },
): Promise<CourseListResponse> {
  const incubator = await findIncubator(db, input.slug);
  const rows = await db
    .select()
    .from(courses)
    .where(eq(courses.incubatorId, incubator.id))
    .orderBy(asc(courses.position), asc(courses.slug));
  const ids = rows.map((row) => row.id);
  const [tier, authored, counts] = await Promise.all([
    activeTier(db, actor, incubator.id),
    authoredCourseIds(db, actor, ids),
    lessonCounts(db, ids),
  ]);
  const owner = { name: incubator.name, ownerId: incubator.ownerId };
  const items = rows.flatMap((row) => {
    const resource = { incubator: owner, course: row, isAuthor: authored.has(row.id), tier };
    const reach = courseReach({ manages: coursePolicy.managesCourse(actor, resource), tier }, row);
    return reach === "hidden" ? [] : [toCourseSummary(row, counts.get(row.id) ?? 0, reach)];
  });
  return {
    incubator: { id: incubator.id, slug: incubator.slug, name: incubator.name },
    items,
    canCreate: coursePolicy.can(actor, "create", { incubator: owner, course: null, isAuthor: false, tier }),
    lockedMessage: courseLockedMessage(incubator.name),
  };
}

/** A course with its lessons in order; the authors for those who manage it. */
export async function courseDetail(
  db: Database,
  actor: PolicyActor,
  context: CourseContext,
): Promise<CourseDetailResponse> {
  const { incubator, course, manages } = context;
  const reach = courseReach({ manages, tier: context.resource.tier }, course);
  const lessons = await db
    .select({
      id: contentItems.id,
      slug: contentItems.slug,
      title: contentItems.title,
      summary: contentItems.summary,
      position: contentItems.position,
      details: contentItems.details,
      mastered:
        actor.kind === "user" ? sql<boolean>`${lessonProgress.userId} is not null` : sql<boolean>`false`,
    })
    .from(contentItems)
    .leftJoin(
      lessonProgress,
      and(
        eq(lessonProgress.lessonId, contentItems.id),
        eq(lessonProgress.userId, actor.kind === "user" ? actor.userId : ""),
      ),
    )
    .where(
      and(eq(contentItems.source, "incubator"), eq(contentItems.collection, courseCollection(course.id))),
    )
    .orderBy(asc(contentItems.position), asc(contentItems.slug));
  return {
    incubator: { id: incubator.id, slug: incubator.slug, name: incubator.name },
    course: toCourseSummary(course, lessons.length, reach === "locked" ? "locked" : "open"),
    lessons: lessons.map((lesson) => ({
      slug: lesson.slug,
      title: lesson.title,
      summary: lesson.summary,
      position: lesson.position,
      questionCount: Array.isArray(lesson.details.questions) ? lesson.details.questions.length : 0,
      mastered: Boolean(lesson.mastered),
    })),
    canManage: manages && coursePolicy.can(actor, "manage", context.resource),
    authors: manages ? await listCourseAuthors(db, course.id) : [],
    lockedMessage: reach === "locked" ? courseLockedMessage(incubator.name) : null,
  };
}

export async function getCourse(
  db: Database,
  actor: PolicyActor,
  input: { slug: string; course: string },
): Promise<CourseDetailResponse> {
  return courseDetail(db, actor, await loadCourseFor(db, actor, "list", input));
}

function slugTaken(error: unknown): never {
  if (violatedUniqueConstraint(error) === "courses_incubator_slug_unique") {
    throw new AppError("conflict", COURSE_SLUG_TAKEN_MESSAGE, [
      { path: ["slug"], message: COURSE_SLUG_TAKEN_MESSAGE },
    ]);
  }
  throw error;
}

/** A new draft course at the end of the incubator's list. Owner or administrator only. */
export async function createCourse(
  db: Database,
  actor: PolicyActor,
  input: { slug: string; body: z.output<typeof createCourseSchema> },
  options: AuditOptions = {},
): Promise<CourseDetailResponse> {
  const incubator = await findIncubator(db, input.slug);
  const tier = await activeTier(db, actor, incubator.id);
  const owner = { name: incubator.name, ownerId: incubator.ownerId };
  coursePolicy.assertCan(actor, "create", { incubator: owner, course: null, isAuthor: false, tier });
  const { body } = input;
  const slug = body.slug ?? slugBaseFromName(body.title);
  try {
    const course = await db.transaction(async (tx) => {
      const [last] = await tx
        .select({ position: max(courses.position) })
        .from(courses)
        .where(eq(courses.incubatorId, incubator.id));
      const [row] = await tx
        .insert(courses)
        .values({
          incubatorId: incubator.id,
          slug,
          title: body.title,
          summary: body.summary,
          visibility: body.visibility,
          status: "draft",
          position: (last?.position ?? -1) + 1,
          createdBy: actor.kind === "user" ? actor.userId : null,
        })
        .returning();
      if (!row) throw new AppError("internal");
      await recordAudit(tx, {
        actor,
        action: "course.create",
        target: { type: "course", id: row.id },
        before: {},
        after: { incubatorId: incubator.id, ...fieldsOf(row, COURSE_FIELDS) },
        requestId: options.requestId,
      });
      return row;
    });
    return getCourse(db, actor, { slug: input.slug, course: course.slug });
  } catch (error) {
    return slugTaken(error);
  }
}

/** Changes the fields sent; publishing stamps the first publication. */
export async function updateCourse(
  db: Database,
  actor: PolicyActor,
  input: { slug: string; course: string; body: z.output<typeof updateCourseSchema> },
  options: AuditOptions = {},
): Promise<CourseDetailResponse> {
  const context = await loadCourseFor(db, actor, "manage", input);
  const { course } = context;
  const values = Object.fromEntries(
    Object.entries(input.body).filter(([, value]) => value !== undefined),
  ) as Partial<typeof courses.$inferInsert>;
  if (Object.keys(values).length > 0) {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .update(courses)
        .set({
          ...values,
          ...(values.status === "published" && course.publishedAt === null && { publishedAt: new Date() }),
        })
        .where(eq(courses.id, course.id))
        .returning();
      await recordAudit(tx, {
        actor,
        action: "course.update",
        target: { type: "course", id: course.id },
        before: fieldsOf(course, Object.keys(values)),
        after: fieldsOf(row ?? course, Object.keys(values)),
        requestId: options.requestId,
      });
    });
  }
  return getCourse(db, actor, input);
}

/** Deletes the course with its lessons (their history and progress go with them). */
export async function deleteCourse(
  db: Database,
  actor: PolicyActor,
  input: { slug: string; course: string },
  options: AuditOptions = {},
): Promise<{ ok: true }> {
  const { course } = await loadCourseFor(db, actor, "manage", input);
  await db.transaction(async (tx) => {
    await tx
      .delete(contentItems)
      .where(
        and(eq(contentItems.source, "incubator"), eq(contentItems.collection, courseCollection(course.id))),
      );
    await tx.delete(courses).where(eq(courses.id, course.id));
    await recordAudit(tx, {
      actor,
      action: "course.delete",
      target: { type: "course", id: course.id },
      before: fieldsOf(course, COURSE_FIELDS),
      after: {},
      requestId: options.requestId,
    });
  });
  return { ok: true };
}

/** Adds an advisor or coach, by their email address, as an author of the course. Owner or administrator. */
export async function addCourseAuthor(
  db: Database,
  actor: PolicyActor,
  input: { slug: string; course: string; email: string },
  options: AuditOptions = {},
) {
  const { course, resource } = await loadCourse(db, actor, input);
  coursePolicy.assertCan(actor, "manageAuthors", resource);
  const [person] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email)).limit(1);
  if (!person) throw invalid("email", COURSE_AUTHOR_UNKNOWN_MESSAGE);
  const roles = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, person.id));
  coursePolicy.assertCanBecomeAuthor(roles.map((row) => row.role as Role));
  await db.transaction(async (tx) => {
    const added = await tx
      .insert(courseAuthors)
      .values({
        courseId: course.id,
        userId: person.id,
        addedBy: actor.kind === "user" ? actor.userId : null,
      })
      .onConflictDoNothing()
      .returning();
    if (added.length === 0) return;
    await recordAudit(tx, {
      actor,
      action: "course.author.add",
      target: { type: "course", id: course.id },
      before: {},
      after: { authorId: person.id },
      requestId: options.requestId,
    });
  });
  return { authors: await listCourseAuthors(db, course.id) };
}

export async function removeCourseAuthor(
  db: Database,
  actor: PolicyActor,
  input: { slug: string; course: string; userId: string },
  options: AuditOptions = {},
) {
  const { course, resource } = await loadCourse(db, actor, input);
  coursePolicy.assertCan(actor, "manageAuthors", resource);
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(courseAuthors)
      .where(and(eq(courseAuthors.courseId, course.id), eq(courseAuthors.userId, input.userId)))
      .returning();
    if (removed.length === 0) return;
    await recordAudit(tx, {
      actor,
      action: "course.author.remove",
      target: { type: "course", id: course.id },
      before: { authorId: input.userId },
      after: {},
      requestId: options.requestId,
    });
  });
  return { authors: await listCourseAuthors(db, course.id) };
}

/**
 * "From your incubators" in the library: the published courses of the incubators the person is an
 * active member of, which they open or see locked, by incubator name then course order.
 */
export async function listCoursesForMe(
  db: Database,
  actor: PolicyActor,
): Promise<IncubatorCoursesForMeResponse> {
  if (actor.kind !== "user") throw new AppError("unauthenticated");
  const rows = await db
    .select({ course: courses, incubator: incubators, tier: incubatorMembers.membershipTier })
    .from(courses)
    .innerJoin(incubators, eq(incubators.id, courses.incubatorId))
    .innerJoin(
      incubatorMembers,
      and(
        eq(incubatorMembers.incubatorId, courses.incubatorId),
        eq(incubatorMembers.userId, actor.userId),
        eq(incubatorMembers.status, "active"),
      ),
    )
    .where(eq(courses.status, "published"))
    .orderBy(asc(incubators.name), asc(courses.position), asc(courses.slug));
  const counts = await lessonCounts(
    db,
    rows.map((row) => row.course.id),
  );
  return {
    items: rows.flatMap((row) => {
      const reach = courseReach({ manages: false, tier: row.tier }, row.course);
      if (reach === "hidden") return [];
      return [
        {
          incubator: { id: row.incubator.id, slug: row.incubator.slug, name: row.incubator.name },
          course: {
            slug: row.course.slug,
            title: row.course.title,
            summary: row.course.summary,
            lessonCount: counts.get(row.course.id) ?? 0,
            access: reach,
          },
        },
      ];
    }),
  };
}

/** Published, for everyone, of an incubator that is not archived: the courses anyone may open. */
const publicCourse = () =>
  and(eq(courses.status, "published"), eq(courses.visibility, "everyone"), ne(incubators.status, "archived"));

/** The courses anyone may open, by incubator name then the incubator's order: the /sitemap page's list. */
export async function listPublicCourses(db: Database): Promise<IncubatorCoursesForMeResponse> {
  const rows = await db
    .select({ course: courses, incubator: incubators })
    .from(courses)
    .innerJoin(incubators, eq(incubators.id, courses.incubatorId))
    .where(publicCourse())
    .orderBy(asc(incubators.name), asc(courses.position), asc(courses.slug));
  const counts = await lessonCounts(
    db,
    rows.map((row) => row.course.id),
  );
  return {
    items: rows.map((row) => ({
      incubator: { id: row.incubator.id, slug: row.incubator.slug, name: row.incubator.name },
      course: {
        slug: row.course.slug,
        title: row.course.title,
        summary: row.course.summary,
        lessonCount: counts.get(row.course.id) ?? 0,
        access: "open" as const,
      },
    })),
  };
}

/**
 * The pages of the published courses for everyone, and their lessons, of incubators that are not
 * archived: what /sitemap.xml lists (the rest is not there for crawlers), each with when it last changed
 * (a lesson its own piece of content; a course its row or its newest lesson).
 */
export async function listPublicCoursePages(db: Database): Promise<{ path: string; updatedAt: Date }[]> {
  const rows = await db
    .select({
      incubator: incubators.slug,
      course: courses.slug,
      courseUpdatedAt: courses.updatedAt,
      lesson: contentItems.slug,
      lessonUpdatedAt: contentItems.updatedAt,
    })
    .from(courses)
    .innerJoin(incubators, eq(incubators.id, courses.incubatorId))
    .leftJoin(
      contentItems,
      and(
        eq(contentItems.source, "incubator"),
        eq(contentItems.collection, sql`'courses/' || ${courses.id}::text`),
      ),
    )
    .where(publicCourse())
    .orderBy(
      asc(incubators.slug),
      asc(courses.position),
      asc(courses.slug),
      asc(contentItems.position),
      asc(contentItems.slug),
    );
  const pages = new Map<string, Date>();
  for (const row of rows) {
    const course = `/incubators/${encodeURIComponent(row.incubator)}/courses/${encodeURIComponent(row.course)}`;
    // The course's page lists its lessons, so a lesson's change is the course page's too.
    const courseChanged = pages.get(course) ?? row.courseUpdatedAt;
    const lessonChanged = row.lessonUpdatedAt ?? courseChanged;
    pages.set(course, lessonChanged > courseChanged ? lessonChanged : courseChanged);
    if (row.lesson !== null) pages.set(`${course}/lessons/${encodeURIComponent(row.lesson)}`, lessonChanged);
  }
  return [...pages].map(([path, updatedAt]) => ({ path, updatedAt }));
}
