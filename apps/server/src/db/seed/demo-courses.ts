import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { countWords, courseVisibilitySchema } from "@hatchery/shared";
import { eq } from "drizzle-orm";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { renderMarkdownHtml } from "../../lib/markdown-html";
import { markdownPlainText } from "../../lib/markdown-text";
import {
  type ContentFile,
  ContentFileError,
  ContentFolderError,
  contentDetails,
  parseContentFile,
} from "../../modules/content/content-files";
import type { Database } from "../client";
import { contentItems, courses, incubators } from "../schema";
import type { SeedContext, SeedStep } from "./seed";

/**
 * The demo incubators' courses (decision 039): one folder per course in `demo-courses/`, named by the
 * course's slug, with `course.md` (title, summary, visibility, the incubator's slug) and its lessons as
 * numbered markdown files of kind `lesson`, parsed by the content module's parser so they are checked
 * as the repository's content is. Beside this module in both layouts: the build copies the folder to
 * dist/demo-courses, and its content check reads them (src/cli/check-content.ts).
 */
export const DEMO_COURSES_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), "demo-courses");

const courseFileSchema = z
  .object({
    title: z.string().trim().min(1),
    summary: z.string().trim().default(""),
    visibility: courseVisibilitySchema,
    incubator: z.string().trim().min(1),
  })
  .strict();

export interface DemoCourse {
  slug: string;
  title: string;
  summary: string;
  visibility: z.output<typeof courseFileSchema>["visibility"];
  incubatorSlug: string;
  lessons: ContentFile[];
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

function parseCourseFile(filePath: string, text: string): z.output<typeof courseFileSchema> {
  const match = FRONT_MATTER.exec(text.replace(/^\uFEFF/, ""));
  if (!match) throw new ContentFileError(filePath, ["it must begin with front matter between two --- lines"]);
  const parsed = courseFileSchema.safeParse(parseYaml(match[1] ?? "") ?? {});
  if (!parsed.success) {
    throw new ContentFileError(
      filePath,
      parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`),
    );
  }
  return parsed.data;
}

/** A lesson file's number orders it; its slug is the rest of its name (`01-telling-your-story.md`). */
const LESSON_FILE = /^\d+-(.+\.md)$/;

/** Every demo course of `folder`, checked; throws `ContentFolderError` naming each broken file. */
export async function readDemoCourses(folder = DEMO_COURSES_FOLDER): Promise<DemoCourse[]> {
  const shown = path.basename(folder);
  const slugs = (await readdir(folder, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const result: DemoCourse[] = [];
  const errors: ContentFileError[] = [];
  for (const slug of slugs) {
    try {
      const course = parseCourseFile(
        `${shown}/${slug}/course.md`,
        await readFile(path.join(folder, slug, "course.md"), "utf8"),
      );
      const lessons: ContentFile[] = [];
      for (const name of (await readdir(path.join(folder, slug))).sort()) {
        const lessonName = LESSON_FILE.exec(name)?.[1];
        if (!lessonName) continue;
        try {
          const text = await readFile(path.join(folder, slug, name), "utf8");
          const lesson = parseContentFile(`${shown}/${slug}/${name}`, `courses/${slug}/${lessonName}`, text);
          if (lesson.frontMatter.kind !== "lesson") {
            throw new ContentFileError(lesson.path, ["kind must be lesson"]);
          }
          lessons.push(lesson);
        } catch (error) {
          if (error instanceof ContentFileError) errors.push(error);
          else throw error;
        }
      }
      result.push({
        slug,
        title: course.title,
        summary: course.summary,
        visibility: course.visibility,
        incubatorSlug: course.incubator,
        lessons,
      });
    } catch (error) {
      if (error instanceof ContentFileError) errors.push(error);
      else throw error;
    }
  }
  if (errors.length > 0) throw new ContentFolderError(errors);
  return result;
}

/**
 * Publishes each demo course in its incubator with its lessons, the rows the courses service writes
 * (lessons as content items with the server renderer's HTML and their word count). A course whose
 * incubator is missing, or that the incubator already has, is left alone.
 */
export async function seedDemoCourses(tx: Database, context: SeedContext): Promise<void> {
  const demoCourses = await readDemoCourses();
  for (const [index, course] of demoCourses.entries()) {
    const [incubator] = await tx
      .select({ id: incubators.id })
      .from(incubators)
      .where(eq(incubators.slug, course.incubatorSlug));
    if (!incubator) continue;
    const [row] = await tx
      .insert(courses)
      .values({
        incubatorId: incubator.id,
        slug: course.slug,
        title: course.title,
        summary: course.summary,
        visibility: course.visibility,
        status: "published",
        position: index,
        publishedAt: context.now,
      })
      .onConflictDoNothing({ target: [courses.incubatorId, courses.slug] })
      .returning({ id: courses.id });
    if (!row) continue;
    for (const [position, lesson] of course.lessons.entries()) {
      const bodyText = await markdownPlainText(lesson.body);
      await tx.insert(contentItems).values({
        source: "incubator",
        incubatorId: incubator.id,
        authorId: null,
        kind: "lesson",
        collection: `courses/${row.id}`,
        slug: lesson.slug,
        title: lesson.frontMatter.title,
        summary: lesson.frontMatter.summary,
        tags: lesson.frontMatter.tags,
        position,
        details: contentDetails(lesson.frontMatter),
        bodyMarkdown: lesson.body,
        bodyHtml: await renderMarkdownHtml(lesson.body, context.siteUrl),
        bodyText,
        wordCount: countWords(bodyText),
        contentHash: lesson.hash,
      });
    }
  }
}

export const demoCoursesStep: SeedStep = { name: "courses", run: seedDemoCourses };
