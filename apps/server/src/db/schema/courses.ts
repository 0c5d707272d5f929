import { COURSE_STATUSES, COURSE_VISIBILITIES } from "@hatchery/shared";
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { contentItems } from "./content";
import { incubators } from "./incubators";
import { inList } from "./sql-lists";

/*
 * Incubator classrooms (docs/decisions/039-incubator-classrooms.md). A course's lessons are content
 * items of kind `lesson` (decision 031) in the collection `courses/<course id>`, so search and the
 * content policy meet them like any other piece.
 */

export const courses = pgTable(
  "courses",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    incubatorId: uuid("incubator_id")
      .notNull()
      .references(() => incubators.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    visibility: text("visibility", { enum: COURSE_VISIBILITIES }).notNull().default("members"),
    status: text("status", { enum: COURSE_STATUSES }).notNull().default("draft"),
    /** Place on the incubator's list, smaller first. */
    position: integer("position").notNull().default(0),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    unique("courses_incubator_slug_unique").on(table.incubatorId, table.slug),
    check("courses_visibility_check", inList("visibility", COURSE_VISIBILITIES)),
    check("courses_status_check", inList("status", COURSE_STATUSES)),
    check("courses_slug_format_check", sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check("courses_position_check", sql`${table.position} >= 0`),
    index("courses_incubator_position_idx").on(table.incubatorId, table.position, table.slug),
  ],
);

/** People the owner added to write a course with them: advisors or coaches (checked by the policy). */
export const courseAuthors = pgTable(
  "course_authors",
  {
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    addedBy: text("added_by").references(() => users.id, { onDelete: "set null" }),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.courseId, table.userId] }),
    index("course_authors_user_idx").on(table.userId),
  ],
);

/** A lesson's edit history: each edit keeps what the lesson was before it. */
export const lessonRevisions = pgTable(
  "lesson_revisions",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    lessonId: uuid("lesson_id")
      .notNull()
      .references(() => contentItems.id, { onDelete: "cascade" }),
    editorId: text("editor_id").references(() => users.id, { onDelete: "set null" }),
    editedAt: timestamp("edited_at", { withTimezone: true }).notNull().defaultNow(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    bodyMarkdown: text("body_markdown").notNull(),
    questions: jsonb("questions").$type<unknown[]>().notNull().default([]),
  },
  (table) => [
    check("lesson_revisions_questions_check", sql`jsonb_typeof(${table.questions}) = 'array'`),
    index("lesson_revisions_lesson_idx").on(table.lessonId, table.editedAt),
  ],
);

/** Lessons a person mastered (every check question right), kept while the lesson exists. */
export const lessonProgress = pgTable(
  "lesson_progress",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lessonId: uuid("lesson_id")
      .notNull()
      .references(() => contentItems.id, { onDelete: "cascade" }),
    masteredAt: timestamp("mastered_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.lessonId] })],
);

/**
 * Images uploaded for a course's lessons (docs/decisions/050-lesson-images.md). An image is served to
 * the course's readers only, so it belongs to the course it was uploaded for. `used_at` is set when a
 * saved lesson first shows it; an image no lesson showed, or whose course was deleted (`course_id` null),
 * is removed by the uploads cleanup.
 */
export const lessonImages = pgTable(
  "lesson_images",
  {
    /** The stored file's name: its key is `lesson-images/<name>`, its address `/api/files/lesson-images/<name>`. */
    storedName: text("stored_name").primaryKey(),
    courseId: uuid("course_id").references(() => courses.id, { onDelete: "set null" }),
    uploaderId: text("uploader_id").references(() => users.id, { onDelete: "set null" }),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("lesson_images_course_idx").on(table.courseId),
    index("lesson_images_unused_idx")
      .on(table.createdAt)
      .where(sql`${table.usedAt} is null or ${table.courseId} is null`),
  ],
);
