import { z } from "zod";
import { ARTICLE_QUESTIONS_MAX, checkQuestionSchema, contentSlugSchema } from "./content";
import {
  COURSE_ACCESS,
  COURSE_ANSWERS_MESSAGE,
  COURSE_REORDER_MAX,
  COURSE_REORDER_MESSAGE,
  COURSE_STATUSES,
  COURSE_SUMMARY_MAX,
  COURSE_TITLE_MAX,
  COURSE_VISIBILITIES,
  LESSON_BODY_MAX,
} from "./course-model";
import { optionalText, requiredLine } from "./validation/text-fields";

/*
 * Incubator classrooms (docs/decisions/039-incubator-classrooms.md): courses an incubator's owner and the
 * authors they add publish for everyone, for the incubator's members, or for its subscribers, each an
 * ordered list of lessons (content items of kind `lesson`, decision 031).
 */

export const courseVisibilitySchema = z.enum(COURSE_VISIBILITIES, {
  error: "Visibility must be everyone, members or subscribers",
});
export const courseStatusSchema = z.enum(COURSE_STATUSES, { error: "Status must be draft or published" });

const courseSlugSchema = contentSlugSchema;

export const createCourseSchema = z.object({
  title: requiredLine("Title", COURSE_TITLE_MAX),
  slug: courseSlugSchema.optional(),
  summary: optionalText("Summary", COURSE_SUMMARY_MAX, { multiline: true }).default(""),
  visibility: courseVisibilitySchema.default("members"),
});
export type CreateCourseInput = z.input<typeof createCourseSchema>;

export const updateCourseSchema = z.object({
  title: requiredLine("Title", COURSE_TITLE_MAX).optional(),
  summary: optionalText("Summary", COURSE_SUMMARY_MAX, { multiline: true }).optional(),
  visibility: courseVisibilitySchema.optional(),
  status: courseStatusSchema.optional(),
});
export type UpdateCourseInput = z.input<typeof updateCourseSchema>;

export const lessonInputSchema = z.object({
  title: requiredLine("Title", COURSE_TITLE_MAX),
  slug: courseSlugSchema.optional(),
  summary: optionalText("Summary", COURSE_SUMMARY_MAX, { multiline: true }).default(""),
  body: optionalText("Lesson text", LESSON_BODY_MAX, { multiline: true }),
  questions: z
    .array(checkQuestionSchema, { error: "Questions must be a list of questions" })
    .max(ARTICLE_QUESTIONS_MAX, { error: `A lesson holds at most ${ARTICLE_QUESTIONS_MAX} questions` })
    .default([]),
});
export type LessonInput = z.input<typeof lessonInputSchema>;

/** The lessons' new order: every slug of the course once. */
export const reorderLessonsSchema = z.object({
  slugs: z
    .array(z.string(), { error: COURSE_REORDER_MESSAGE })
    .min(1, { error: COURSE_REORDER_MESSAGE })
    .max(COURSE_REORDER_MAX, { error: COURSE_REORDER_MESSAGE }),
});

export const lessonPreviewSchema = z.object({
  body: optionalText("Lesson text", LESSON_BODY_MAX, { multiline: true }),
});
export const lessonPreviewResponseSchema = z.object({ html: z.string() });

/** An uploaded lesson image's address, `LESSON_IMAGE_URL_PREFIX` followed by its stored name. */
export const lessonImageResponseSchema = z.object({ url: z.string() });

export const addCourseAuthorSchema = z.object({
  email: z.string({ error: "Email is required" }).trim().toLowerCase().min(3, { error: "Email is required" }),
});

export const courseAnswersSchema = z.object({
  answers: z
    .array(z.number({ error: COURSE_ANSWERS_MESSAGE }).int({ error: COURSE_ANSWERS_MESSAGE }).min(0), {
      error: COURSE_ANSWERS_MESSAGE,
    })
    .min(1, { error: COURSE_ANSWERS_MESSAGE })
    .max(ARTICLE_QUESTIONS_MAX, { error: COURSE_ANSWERS_MESSAGE }),
});
export const courseAnswersResponseSchema = z.object({
  results: z.array(z.object({ correct: z.boolean(), explanation: z.string() })),
  /** Every answer was right; for a signed-in person the lesson is now mastered. */
  mastered: z.boolean(),
});
export type CourseAnswersResponse = z.infer<typeof courseAnswersResponseSchema>;

const incubatorRefSchema = z.object({ id: z.string(), slug: z.string(), name: z.string() });

export const courseSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  visibility: courseVisibilitySchema,
  status: courseStatusSchema,
  position: z.number().int(),
  lessonCount: z.number().int(),
  access: z.enum(COURSE_ACCESS),
  updatedAt: z.string(),
});
export type CourseSummary = z.infer<typeof courseSummarySchema>;

export const courseListResponseSchema = z.object({
  incubator: incubatorRefSchema,
  items: z.array(courseSummarySchema),
  /** The viewer may create courses here (the owner, an administrator). */
  canCreate: z.boolean(),
  /** Shown on locked courses. */
  lockedMessage: z.string(),
});
export type CourseListResponse = z.infer<typeof courseListResponseSchema>;

export const lessonSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  position: z.number().int(),
  questionCount: z.number().int(),
  mastered: z.boolean(),
});
export type LessonSummary = z.infer<typeof lessonSummarySchema>;

export const courseAuthorSchema = z.object({ userId: z.string(), name: z.string(), email: z.string() });
export type CourseAuthor = z.infer<typeof courseAuthorSchema>;

export const courseDetailResponseSchema = z.object({
  incubator: incubatorRefSchema,
  course: courseSummarySchema,
  lessons: z.array(lessonSummarySchema),
  canManage: z.boolean(),
  /** The people the owner added; only for those who manage the course. */
  authors: z.array(courseAuthorSchema),
  lockedMessage: z.string().nullable(),
});
export type CourseDetailResponse = z.infer<typeof courseDetailResponseSchema>;

const lessonRefSchema = z.object({ slug: z.string(), title: z.string() });

export const lessonResponseSchema = z.object({
  incubator: incubatorRefSchema,
  course: z.object({ slug: z.string(), title: z.string(), status: courseStatusSchema }),
  lesson: z.object({
    slug: z.string(),
    title: z.string(),
    summary: z.string(),
    html: z.string(),
    questions: z.array(z.object({ prompt: z.string(), options: z.array(z.string()) })),
    mastered: z.boolean(),
    updatedAt: z.string(),
  }),
  previous: lessonRefSchema.nullable(),
  next: lessonRefSchema.nullable(),
  /** The markdown and full questions, for the editor: only for those who manage the course. */
  source: z
    .object({
      body: z.string(),
      questions: z.array(
        z.object({
          prompt: z.string(),
          options: z.array(z.string()),
          answer: z.number(),
          explanation: z.string(),
        }),
      ),
    })
    .nullable(),
});
export type LessonResponse = z.infer<typeof lessonResponseSchema>;

export const lessonRevisionSchema = z.object({
  id: z.string(),
  editedAt: z.string(),
  editor: z.object({ id: z.string(), name: z.string() }).nullable(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  questionCount: z.number().int(),
});
export type LessonRevision = z.infer<typeof lessonRevisionSchema>;
export const lessonHistoryResponseSchema = z.object({ items: z.array(lessonRevisionSchema) });
export type LessonHistoryResponse = z.infer<typeof lessonHistoryResponseSchema>;

export const courseAuthorsResponseSchema = z.object({ authors: z.array(courseAuthorSchema) });

export const incubatorCoursesForMeResponseSchema = z.object({
  items: z.array(
    z.object({
      incubator: incubatorRefSchema,
      course: z.object({
        slug: z.string(),
        title: z.string(),
        summary: z.string(),
        lessonCount: z.number().int(),
        access: z.enum(COURSE_ACCESS),
      }),
    }),
  ),
});
export type IncubatorCoursesForMeResponse = z.infer<typeof incubatorCoursesForMeResponseSchema>;

export const courseOkResponseSchema = z.object({ ok: z.literal(true) });
