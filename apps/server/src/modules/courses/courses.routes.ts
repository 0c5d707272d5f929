import {
  COURSE_ANSWERS_MESSAGE,
  COURSE_MANAGE_FORBIDDEN_MESSAGE,
  COURSE_NOT_FOUND_MESSAGE,
  courseEndpoints,
  FILE_MAX_BYTES,
} from "@hatchery/shared";
import { loadPolicyActor } from "../../auth/actor-roles";
import { optionalSession } from "../../auth/guards";
import { type ApiRoute, apiErrorResponse, defineEndpointRoute } from "../../lib/api-route";
import { receiveMultipartFile } from "../../lib/storage/multipart-upload";
import { storedImageResponse } from "../../lib/storage/stored-images";
import type { ModuleDeps } from "../../module-deps";
import {
  addCourseAuthor,
  createCourse,
  deleteCourse,
  getCourse,
  listCourses,
  listCoursesForMe,
  listPublicCourses,
  removeCourseAuthor,
  updateCourse,
} from "./courses.service";
import {
  assertMayUploadLessonImage,
  LESSON_IMAGE_MIME_TYPES,
  readLessonImage,
  storeLessonImage,
} from "./lesson-images";
import {
  answerLesson,
  createLesson,
  deleteLesson,
  lessonHistory,
  previewLesson,
  readLesson,
  reorderLessons,
  updateLesson,
} from "./lessons.service";

const tags = ["courses"];
const signedOut = apiErrorResponse("Not signed in.");
const notFound = apiErrorResponse(
  `${COURSE_NOT_FOUND_MESSAGE}, 'Lesson not found' or 'Incubator not found': also for a course the caller may not list.`,
);
const notManager = apiErrorResponse(
  `${COURSE_MANAGE_FORBIDDEN_MESSAGE}, the email address is not verified, or the request came from another site.`,
);
const invalidInput = apiErrorResponse("A field is missing or invalid.");

/** Incubator classrooms (docs/decisions/039-incubator-classrooms.md). */
export function coursesRoutes({ auth, db, env, guards, storage }: ModuleDeps): ApiRoute[] {
  const reader = [optionalSession(auth)];
  const writer = [guards.requireUser];
  const audit = (requestId: string) => ({ requestId });
  const siteUrl = env.PUBLIC_URL;
  return [
    defineEndpointRoute(courseEndpoints.fromMyIncubators, {
      summary: "The published courses of the incubators the signed-in person belongs to, locked ones marked.",
      tags,
      success: "The courses by incubator.",
      middleware: [guards.requireUser],
      errors: { 401: signedOut },
      handler: async (c) => listCoursesForMe(db, await loadPolicyActor(c, db)),
    }),
    defineEndpointRoute(courseEndpoints.publicCourses, {
      summary: "The published courses for everyone, of incubators that are not archived, by incubator.",
      tags,
      success: "The courses by incubator, all open.",
      handler: async () => listPublicCourses(db),
    }),
    defineEndpointRoute(courseEndpoints.list, {
      summary:
        "An incubator's courses the caller may see, in order; those for subscribers locked for its guests.",
      tags,
      success: "The courses and whether the caller may add one.",
      middleware: reader,
      errors: { 404: notFound },
      handler: async (c, { params }) => listCourses(db, await loadPolicyActor(c, db), params),
    }),
    defineEndpointRoute(courseEndpoints.create, {
      summary: "Adds a draft course to the incubator: its owner or an administrator.",
      tags,
      success: "The new course.",
      middleware: writer,
      errors: {
        401: signedOut,
        403: notManager,
        404: notFound,
        409: apiErrorResponse("The slug is taken."),
        422: invalidInput,
      },
      handler: async (c, { params, body }) =>
        createCourse(
          db,
          await loadPolicyActor(c, db),
          { slug: params.slug, body },
          audit(c.get("requestId")),
        ),
    }),
    defineEndpointRoute(courseEndpoints.detail, {
      summary: "A course with its lessons in order; a locked course says why.",
      tags,
      success: "The course.",
      middleware: reader,
      errors: { 404: notFound },
      handler: async (c, { params }) => getCourse(db, await loadPolicyActor(c, db), params),
    }),
    defineEndpointRoute(courseEndpoints.update, {
      summary: "Changes a course's title, summary, visibility or status (publish, unpublish).",
      tags,
      success: "The course.",
      middleware: writer,
      errors: { 401: signedOut, 403: notManager, 404: notFound, 422: invalidInput },
      handler: async (c, { params, body }) =>
        updateCourse(db, await loadPolicyActor(c, db), { ...params, body }, audit(c.get("requestId"))),
    }),
    defineEndpointRoute(courseEndpoints.remove, {
      summary: "Deletes a course with its lessons.",
      tags,
      success: "Deleted.",
      middleware: writer,
      errors: { 401: signedOut, 403: notManager, 404: notFound },
      handler: async (c, { params }) =>
        deleteCourse(db, await loadPolicyActor(c, db), params, audit(c.get("requestId"))),
    }),
    defineEndpointRoute(courseEndpoints.addAuthor, {
      summary:
        "Adds an advisor or coach, by email, as an author of the course: the owner or an administrator.",
      tags,
      success: "The course's authors.",
      middleware: writer,
      errors: { 401: signedOut, 403: notManager, 404: notFound, 422: invalidInput },
      handler: async (c, { params, body }) =>
        addCourseAuthor(db, await loadPolicyActor(c, db), { ...params, ...body }, audit(c.get("requestId"))),
    }),
    defineEndpointRoute(courseEndpoints.removeAuthor, {
      summary: "Removes an author from the course.",
      tags,
      success: "The course's authors.",
      middleware: writer,
      errors: { 401: signedOut, 403: notManager, 404: notFound },
      handler: async (c, { params }) =>
        removeCourseAuthor(db, await loadPolicyActor(c, db), params, audit(c.get("requestId"))),
    }),
    defineEndpointRoute(courseEndpoints.createLesson, {
      summary: "Adds a lesson (markdown and 0 to 4 check questions) at the end of the course.",
      tags,
      success: "The new lesson.",
      middleware: writer,
      errors: {
        401: signedOut,
        403: notManager,
        404: notFound,
        409: apiErrorResponse("The slug is taken."),
        422: invalidInput,
      },
      handler: async (c, { params, body }) =>
        createLesson(
          db,
          await loadPolicyActor(c, db),
          { ...params, body, siteUrl },
          audit(c.get("requestId")),
        ),
    }),
    defineEndpointRoute(courseEndpoints.reorderLessons, {
      summary: "Puts the course's lessons in the order sent.",
      tags,
      success: "The course in its new order.",
      middleware: writer,
      errors: { 401: signedOut, 403: notManager, 404: notFound, 422: invalidInput },
      handler: async (c, { params, body }) =>
        reorderLessons(db, await loadPolicyActor(c, db), { ...params, ...body }, audit(c.get("requestId"))),
    }),
    defineEndpointRoute(courseEndpoints.preview, {
      summary: "Renders a lesson's markdown as readers will see it, without storing it.",
      tags,
      success: "The HTML.",
      middleware: writer,
      errors: { 401: signedOut, 403: notManager, 404: notFound, 422: invalidInput },
      handler: async (c, { params, body }) =>
        previewLesson(db, await loadPolicyActor(c, db), { ...params, ...body, siteUrl }),
    }),
    defineEndpointRoute(courseEndpoints.uploadLessonImage, {
      summary:
        "Stores an image for the course's lessons: a JPEG, PNG, GIF or WebP of at most 10 MB in the multipart field `file`; a lesson shows it by the address answered.",
      tags,
      success: "The image's address.",
      middleware: [guards.requireVerifiedEmail],
      errors: {
        401: signedOut,
        403: notManager,
        404: notFound,
        413: apiErrorResponse("File size exceeds 10MB limit"),
        415: apiErrorResponse("File type not allowed (judged by the file's bytes, name and declared type)."),
        422: apiErrorResponse("No file was sent in the field `file`."),
        429: apiErrorResponse("Too many images in a minute."),
      },
      handler: async (c, { params }) => {
        // Refused before a byte of the file is read: only an upload by someone who edits the course is worth receiving.
        const owner = await assertMayUploadLessonImage(db, await loadPolicyActor(c, db), params);
        return receiveMultipartFile(
          c.req.raw,
          { field: "file", maxBytes: FILE_MAX_BYTES, accept: LESSON_IMAGE_MIME_TYPES },
          (file) => storeLessonImage(db, storage, { ...owner, file }),
        );
      },
    }),
    defineEndpointRoute(courseEndpoints.lessonImageFile, {
      summary:
        "A lesson image, by the name its upload answered: for the people who may read the course it was uploaded for (cached by their browser only).",
      tags,
      success: "The image, with its real type.",
      successContentType: "image/*",
      middleware: reader,
      errors: { 404: apiErrorResponse("There is no such image.") },
      handler: async (c, { params }) =>
        storedImageResponse(c, await readLessonImage(db, await loadPolicyActor(c, db), params, { storage })),
    }),
    defineEndpointRoute(courseEndpoints.lesson, {
      summary: "A lesson to read, its questions without answers; the source for those who manage the course.",
      tags,
      success: "The lesson.",
      middleware: reader,
      errors: {
        403: apiErrorResponse("The course is for subscribers: the caller is a guest."),
        404: notFound,
      },
      handler: async (c, { params }) => readLesson(db, await loadPolicyActor(c, db), params),
    }),
    defineEndpointRoute(courseEndpoints.updateLesson, {
      summary: "Replaces a lesson's text and questions; the previous version joins its history.",
      tags,
      success: "The lesson.",
      middleware: writer,
      errors: {
        401: signedOut,
        403: notManager,
        404: notFound,
        409: apiErrorResponse("The slug is taken."),
        422: invalidInput,
      },
      handler: async (c, { params, body }) =>
        updateLesson(
          db,
          await loadPolicyActor(c, db),
          { ...params, body, siteUrl },
          audit(c.get("requestId")),
        ),
    }),
    defineEndpointRoute(courseEndpoints.removeLesson, {
      summary: "Deletes a lesson.",
      tags,
      success: "Deleted.",
      middleware: writer,
      errors: { 401: signedOut, 403: notManager, 404: notFound },
      handler: async (c, { params }) =>
        deleteLesson(db, await loadPolicyActor(c, db), params, audit(c.get("requestId"))),
    }),
    defineEndpointRoute(courseEndpoints.history, {
      summary: "A lesson's earlier versions, the latest first.",
      tags,
      success: "The history.",
      middleware: writer,
      errors: { 401: signedOut, 403: notManager, 404: notFound },
      handler: async (c, { params }) => lessonHistory(db, await loadPolicyActor(c, db), params),
    }),
    defineEndpointRoute(courseEndpoints.answer, {
      summary: "Checks a lesson's answers; all right masters it for a signed-in reader.",
      tags,
      success: "Each answer right or wrong with its explanation.",
      middleware: [guards.identifyUser],
      errors: {
        403: apiErrorResponse("The course is for subscribers: the caller is a guest."),
        404: notFound,
        422: apiErrorResponse(COURSE_ANSWERS_MESSAGE),
      },
      handler: async (c, { params, body }) =>
        answerLesson(db, await loadPolicyActor(c, db), { ...params, ...body }),
    }),
  ];
}
