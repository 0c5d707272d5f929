import {
  LESSON_IMAGE_NOT_STORED_MESSAGE,
  LESSON_IMAGE_OF_ANOTHER_COURSE_MESSAGE,
  LESSON_IMAGE_URL_PREFIX,
} from "@hatchery/shared";
import { eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { lessonImages } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { invalid } from "../../lib/form-text";
import type { PolicyActor } from "../../lib/policy";
import { createRateLimit } from "../../lib/rate-limit";
import type { CheckedFileStream } from "../../lib/storage/checked-file-stream";
import type { Storage } from "../../lib/storage/storage";
import {
  createStoredImages,
  type ServedImage,
  STORED_IMAGE_MIME_TYPES,
} from "../../lib/storage/stored-images";
import { loadCourseById, loadCourseFor } from "./course-records";
import * as coursePolicy from "./courses.policy";

/**
 * Images of a course's lessons (docs/decisions/050-lesson-images.md): uploaded by the people who may
 * edit the course, served to the people who may read it, removed when no saved lesson shows them.
 */

export const LESSON_IMAGE_MIME_TYPES = STORED_IMAGE_MIME_TYPES;
/** Where lesson images are stored; the uploads cleanup removes unused ones from there. */
export const LESSON_IMAGE_KEY_PREFIX = "lesson-images/";
/** The uploads of one person a minute, as for feed images, so uploads cannot flood the storage. */
export const LESSON_IMAGES_PER_MINUTE = 30;

const lessonImageFiles = createStoredImages({
  keyPrefix: LESSON_IMAGE_KEY_PREFIX,
  urlPrefix: LESSON_IMAGE_URL_PREFIX,
  notFoundMessage: "There is no such image.",
});

const uploadLimits = new WeakMap<Database, ReturnType<typeof createRateLimit>>();

type Place = { slug: string; course: string };

/**
 * Refuses an upload before a byte is read unless the person may edit the course (the courses policy's
 * `manage`), and counts it; answers the course's id, which the image will belong to.
 */
export async function assertMayUploadLessonImage(
  db: Database,
  actor: PolicyActor,
  place: Place,
): Promise<{ courseId: string; uploaderId: string }> {
  const context = await loadCourseFor(db, actor, "manage", place);
  // The policy refuses `manage` to visitors; this narrows the type for the uploader's id.
  if (actor.kind !== "user") throw new AppError("unauthenticated");
  const uploaderId = actor.userId;
  let limit = uploadLimits.get(db);
  if (!limit) {
    limit = createRateLimit(db, {
      name: "lesson-images",
      points: LESSON_IMAGES_PER_MINUTE,
      windowMs: 60_000,
      message: "You can add at most 30 images a minute. Please wait a moment.",
    });
    uploadLimits.set(db, limit);
  }
  await limit.consume(uploaderId);
  return { courseId: context.course.id, uploaderId };
}

/**
 * Stores a checked image (SPEC §5 file check, images only) for the course's lessons; answers its
 * address. Unless a saved lesson shows it within a day, the uploads cleanup removes it.
 */
export async function storeLessonImage(
  db: Database,
  storage: Storage,
  input: { courseId: string; uploaderId: string; file: CheckedFileStream },
): Promise<{ url: string }> {
  const image = lessonImageFiles.newFile(input.file);
  await lessonImageFiles.replace(storage, image, async () => {
    await db
      .insert(lessonImages)
      .values({ storedName: image.name, courseId: input.courseId, uploaderId: input.uploaderId });
    return null;
  });
  return { url: image.url };
}

/**
 * An image for those who may read the course it was uploaded for (a course for subscribers: its
 * subscribers and managers; a draft: its managers), as its lessons are. To anyone else, and once its
 * course is deleted, it does not exist. Always cached privately: a course may become narrower later,
 * and a shared cache would keep serving it.
 */
export function readLessonImage(
  db: Database,
  actor: PolicyActor,
  input: { name: string },
  services: { storage: Storage },
): Promise<ServedImage> {
  return lessonImageFiles.serve(services.storage, input.name, async () => {
    const [row] = await db
      .select({ courseId: lessonImages.courseId })
      .from(lessonImages)
      .where(eq(lessonImages.storedName, input.name));
    if (!row?.courseId) return undefined;
    const context = await loadCourseById(db, actor, row.courseId);
    if (!context || !coursePolicy.can(actor, "read", context.resource)) return undefined;
    return "private";
  });
}

const LESSON_IMAGE_IN_TEXT = new RegExp(
  `${LESSON_IMAGE_URL_PREFIX.replaceAll("/", "\\/")}([A-Za-z0-9_-]+\\.[a-z]+)`,
  "g",
);

/** The names of the uploaded lesson images a lesson's markdown points at. */
export function lessonImageNamesIn(body: string): string[] {
  return [...new Set(Array.from(body.matchAll(LESSON_IMAGE_IN_TEXT), (match) => match[1] ?? ""))];
}

/**
 * Marks the images a lesson of the course shows as used, in the transaction that saves it, so the
 * uploads cleanup keeps them. The cleanup holds the rows it removes locked until their files are gone,
 * so a lesson saved at that moment either marks an image first or finds it gone and is refused. An
 * image uploaded for another course is refused too: only that course's readers are served it.
 */
export async function claimLessonImages(tx: Database, body: string, courseId: string): Promise<void> {
  const names = lessonImageNamesIn(body);
  if (names.length === 0) return;
  const claimed = await tx
    .update(lessonImages)
    .set({ usedAt: sql`coalesce(${lessonImages.usedAt}, now())` })
    .where(inArray(lessonImages.storedName, names))
    .returning({ courseId: lessonImages.courseId });
  if (claimed.length !== names.length) throw invalid("body", LESSON_IMAGE_NOT_STORED_MESSAGE);
  if (claimed.some((image) => image.courseId !== courseId)) {
    throw invalid("body", LESSON_IMAGE_OF_ANOTHER_COURSE_MESSAGE);
  }
}
