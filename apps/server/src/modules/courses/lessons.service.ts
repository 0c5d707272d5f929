import { createHash } from "node:crypto";
import {
  type CheckQuestion,
  COURSE_ANSWERS_MESSAGE,
  COURSE_REORDER_MESSAGE,
  type CourseAnswersResponse,
  type CourseDetailResponse,
  countWords,
  LESSON_IMAGE_URL_PREFIX,
  LESSON_NOT_FOUND_MESSAGE,
  LESSON_SLUG_TAKEN_MESSAGE,
  type LessonHistoryResponse,
  type LessonResponse,
  type lessonInputSchema,
} from "@hatchery/shared";
import { and, asc, desc, eq, max } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { contentItems, lessonProgress, lessonRevisions, users } from "../../db/schema";
import { type AuditOptions, recordAudit } from "../../lib/audit";
import { violatedUniqueConstraint } from "../../lib/db-errors";
import { AppError } from "../../lib/errors";
import { invalid, slugBaseFromName } from "../../lib/form-text";
import { renderMarkdownHtml } from "../../lib/markdown-html";
import { markdownPlainText } from "../../lib/markdown-text";
import type { PolicyActor } from "../../lib/policy";
import { type CourseContext, courseCollection, loadCourseFor } from "./course-records";
import { courseDetail } from "./courses.service";
import { claimLessonImages } from "./lesson-images";

/** A course's lessons (decision 039): content items of kind `lesson`, their order, history and answers. */

type LessonData = z.output<typeof lessonInputSchema>;
type LessonRow = typeof contentItems.$inferSelect;
type Place = { slug: string; course: string };

const lessonNotFound = () => new AppError("not_found", LESSON_NOT_FOUND_MESSAGE);

function questionsOf(row: LessonRow): CheckQuestion[] {
  return Array.isArray(row.details.questions) ? (row.details.questions as CheckQuestion[]) : [];
}

async function courseLessons(db: Database, courseId: string): Promise<LessonRow[]> {
  return db
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.source, "incubator"), eq(contentItems.collection, courseCollection(courseId))))
    .orderBy(asc(contentItems.position), asc(contentItems.slug));
}

async function findLesson(db: Database, context: CourseContext, slug: string): Promise<LessonRow> {
  const [row] = await db
    .select()
    .from(contentItems)
    .where(
      and(
        eq(contentItems.source, "incubator"),
        eq(contentItems.incubatorId, context.incubator.id),
        eq(contentItems.collection, courseCollection(context.course.id)),
        eq(contentItems.slug, slug),
      ),
    )
    .limit(1);
  if (!row) throw lessonNotFound();
  return row;
}

/** A lesson's markdown as readers see it: the only texts that show images, and only the course's uploads. */
export function renderLessonHtml(body: string, siteUrl: string): Promise<string> {
  return renderMarkdownHtml(body, siteUrl, { imagesFrom: LESSON_IMAGE_URL_PREFIX });
}

/** What is stored for a lesson's text: the markdown, the server renderer's HTML, its words and their count. */
async function renderedBody(body: string, siteUrl: string) {
  const [bodyHtml, bodyText] = await Promise.all([renderLessonHtml(body, siteUrl), markdownPlainText(body)]);
  return { bodyMarkdown: body, bodyHtml, bodyText, wordCount: countWords(bodyText) };
}

function lessonHash(data: LessonData): string {
  return createHash("sha256")
    .update(JSON.stringify([data.title, data.summary, data.body, data.questions]))
    .digest("hex");
}

function lessonTaken(error: unknown): never {
  if (violatedUniqueConstraint(error) === "content_items_incubator_place_unique") {
    throw new AppError("conflict", LESSON_SLUG_TAKEN_MESSAGE, [
      { path: ["slug"], message: LESSON_SLUG_TAKEN_MESSAGE },
    ]);
  }
  throw error;
}

async function lessonResponse(
  db: Database,
  actor: PolicyActor,
  context: CourseContext,
  row: LessonRow,
): Promise<LessonResponse> {
  const lessons = await courseLessons(db, context.course.id);
  const index = lessons.findIndex((lesson) => lesson.id === row.id);
  const ref = (lesson: LessonRow | undefined) => (lesson ? { slug: lesson.slug, title: lesson.title } : null);
  const [progress] =
    actor.kind === "user"
      ? await db
          .select()
          .from(lessonProgress)
          .where(and(eq(lessonProgress.lessonId, row.id), eq(lessonProgress.userId, actor.userId)))
      : [];
  const questions = questionsOf(row);
  return {
    incubator: { id: context.incubator.id, slug: context.incubator.slug, name: context.incubator.name },
    course: { slug: context.course.slug, title: context.course.title, status: context.course.status },
    lesson: {
      slug: row.slug,
      title: row.title,
      summary: row.summary,
      html: row.bodyHtml,
      questions: questions.map(({ prompt, options }) => ({ prompt, options })),
      mastered: progress !== undefined,
      updatedAt: row.updatedAt.toISOString(),
    },
    previous: index > 0 ? ref(lessons[index - 1]) : null,
    next: ref(lessons[index + 1]),
    source: context.manages ? { body: row.bodyMarkdown, questions } : null,
  };
}

/** One lesson to read: 404 for those who may not list the course, 403 for a guest of a subscriber course. */
export async function readLesson(
  db: Database,
  actor: PolicyActor,
  input: Place & { lesson: string },
): Promise<LessonResponse> {
  const context = await loadCourseFor(db, actor, "read", input);
  return lessonResponse(db, actor, context, await findLesson(db, context, input.lesson));
}

/** Adds a lesson at the end of the course. */
export async function createLesson(
  db: Database,
  actor: PolicyActor,
  input: Place & { body: LessonData; siteUrl: string },
  options: AuditOptions = {},
): Promise<LessonResponse> {
  const context = await loadCourseFor(db, actor, "manage", input);
  const data = input.body;
  const slug = data.slug ?? slugBaseFromName(data.title);
  const rendered = await renderedBody(data.body, input.siteUrl);
  try {
    const row = await db.transaction(async (tx) => {
      const [last] = await tx
        .select({ position: max(contentItems.position) })
        .from(contentItems)
        .where(
          and(
            eq(contentItems.source, "incubator"),
            eq(contentItems.collection, courseCollection(context.course.id)),
          ),
        );
      const [inserted] = await tx
        .insert(contentItems)
        .values({
          source: "incubator",
          incubatorId: context.incubator.id,
          authorId: actor.kind === "user" ? actor.userId : null,
          kind: "lesson",
          collection: courseCollection(context.course.id),
          slug,
          title: data.title,
          summary: data.summary,
          position: (last?.position ?? -1) + 1,
          details: { questions: data.questions },
          ...rendered,
          contentHash: lessonHash(data),
        })
        .returning();
      if (!inserted) throw new AppError("internal");
      await claimLessonImages(tx, data.body, context.course.id);
      await recordAudit(tx, {
        actor,
        action: "lesson.create",
        target: { type: "lesson", id: inserted.id },
        before: {},
        after: { courseId: context.course.id, slug, title: data.title, questions: data.questions.length },
        requestId: options.requestId,
      });
      return inserted;
    });
    return lessonResponse(db, actor, context, row);
  } catch (error) {
    return lessonTaken(error);
  }
}

/** Replaces a lesson's text and questions, keeping what it was in its history. */
export async function updateLesson(
  db: Database,
  actor: PolicyActor,
  input: Place & { lesson: string; body: LessonData; siteUrl: string },
  options: AuditOptions = {},
): Promise<LessonResponse> {
  const context = await loadCourseFor(db, actor, "manage", input);
  const current = await findLesson(db, context, input.lesson);
  const data = input.body;
  const slug = data.slug ?? current.slug;
  const hash = lessonHash(data);
  if (hash === current.contentHash && slug === current.slug)
    return lessonResponse(db, actor, context, current);
  const rendered = await renderedBody(data.body, input.siteUrl);
  try {
    const row = await db.transaction(async (tx) => {
      await tx.insert(lessonRevisions).values({
        lessonId: current.id,
        editorId: actor.kind === "user" ? actor.userId : null,
        title: current.title,
        summary: current.summary,
        bodyMarkdown: current.bodyMarkdown,
        questions: questionsOf(current),
      });
      const [updated] = await tx
        .update(contentItems)
        .set({
          slug,
          title: data.title,
          summary: data.summary,
          details: { questions: data.questions },
          ...rendered,
          contentHash: hash,
        })
        .where(eq(contentItems.id, current.id))
        .returning();
      if (!updated) throw lessonNotFound();
      await claimLessonImages(tx, data.body, context.course.id);
      await recordAudit(tx, {
        actor,
        action: "lesson.update",
        target: { type: "lesson", id: current.id },
        before: {
          slug: current.slug,
          title: current.title,
          summary: current.summary,
          contentHash: current.contentHash,
        },
        after: { slug, title: data.title, summary: data.summary, contentHash: hash },
        requestId: options.requestId,
      });
      return updated;
    });
    return lessonResponse(db, actor, context, row);
  } catch (error) {
    return lessonTaken(error);
  }
}

export async function deleteLesson(
  db: Database,
  actor: PolicyActor,
  input: Place & { lesson: string },
  options: AuditOptions = {},
): Promise<{ ok: true }> {
  const context = await loadCourseFor(db, actor, "manage", input);
  const current = await findLesson(db, context, input.lesson);
  await db.transaction(async (tx) => {
    await tx.delete(contentItems).where(eq(contentItems.id, current.id));
    await recordAudit(tx, {
      actor,
      action: "lesson.delete",
      target: { type: "lesson", id: current.id },
      before: { courseId: context.course.id, slug: current.slug, title: current.title },
      after: {},
      requestId: options.requestId,
    });
  });
  return { ok: true };
}

/** Puts the lessons in the order sent: every lesson of the course once, or 422. */
export async function reorderLessons(
  db: Database,
  actor: PolicyActor,
  input: Place & { slugs: string[] },
  options: AuditOptions = {},
): Promise<CourseDetailResponse> {
  const context = await loadCourseFor(db, actor, "manage", input);
  const lessons = await courseLessons(db, context.course.id);
  const known = new Set(lessons.map((lesson) => lesson.slug));
  const sent = new Set(input.slugs);
  if (
    sent.size !== input.slugs.length ||
    sent.size !== known.size ||
    [...sent].some((slug) => !known.has(slug))
  ) {
    throw invalid("slugs", COURSE_REORDER_MESSAGE);
  }
  const before = lessons.map((lesson) => lesson.slug);
  if (before.join("/") !== input.slugs.join("/")) {
    await db.transaction(async (tx) => {
      for (const [position, slug] of input.slugs.entries()) {
        const lesson = lessons.find((row) => row.slug === slug);
        if (lesson && lesson.position !== position) {
          await tx.update(contentItems).set({ position }).where(eq(contentItems.id, lesson.id));
        }
      }
      await recordAudit(tx, {
        actor,
        action: "lesson.reorder",
        target: { type: "course", id: context.course.id },
        before: { order: before },
        after: { order: input.slugs },
        requestId: options.requestId,
      });
    });
  }
  return courseDetail(db, actor, await loadCourseFor(db, actor, "manage", input));
}

/** The lesson's earlier versions, the latest first. */
export async function lessonHistory(
  db: Database,
  actor: PolicyActor,
  input: Place & { lesson: string },
): Promise<LessonHistoryResponse> {
  const context = await loadCourseFor(db, actor, "manage", input);
  const current = await findLesson(db, context, input.lesson);
  const rows = await db
    .select({ revision: lessonRevisions, editorName: users.name })
    .from(lessonRevisions)
    .leftJoin(users, eq(users.id, lessonRevisions.editorId))
    .where(eq(lessonRevisions.lessonId, current.id))
    .orderBy(desc(lessonRevisions.editedAt), desc(lessonRevisions.id));
  return {
    items: rows.map(({ revision, editorName }) => ({
      id: revision.id,
      editedAt: revision.editedAt.toISOString(),
      editor: revision.editorId && editorName !== null ? { id: revision.editorId, name: editorName } : null,
      title: revision.title,
      summary: revision.summary,
      body: revision.bodyMarkdown,
      questionCount: revision.questions.length,
    })),
  };
}

/** Checks the answers on the server; all right masters the lesson for a signed-in reader. */
export async function answerLesson(
  db: Database,
  actor: PolicyActor,
  input: Place & { lesson: string; answers: number[] },
): Promise<CourseAnswersResponse> {
  const context = await loadCourseFor(db, actor, "read", input);
  const lesson = await findLesson(db, context, input.lesson);
  const questions = questionsOf(lesson);
  if (questions.length === 0 || input.answers.length !== questions.length) {
    throw invalid("answers", COURSE_ANSWERS_MESSAGE);
  }
  const results = questions.map((question, index) => ({
    correct: input.answers[index] === question.answer,
    explanation: question.explanation,
  }));
  const mastered = results.every((result) => result.correct);
  if (mastered && actor.kind === "user") {
    await db
      .insert(lessonProgress)
      .values({ userId: actor.userId, lessonId: lesson.id })
      .onConflictDoNothing();
  }
  return { results, mastered };
}

/** The lesson text as readers will see it, rendered by the server's renderer, without storing it. */
export async function previewLesson(
  db: Database,
  actor: PolicyActor,
  input: Place & { body: string; siteUrl: string },
): Promise<{ html: string }> {
  await loadCourseFor(db, actor, "manage", input);
  return { html: await renderLessonHtml(input.body, input.siteUrl) };
}
