import { defineEndpoint } from "../api-endpoint";
import {
  addCourseAuthorSchema,
  courseAnswersResponseSchema,
  courseAnswersSchema,
  courseAuthorsResponseSchema,
  courseDetailResponseSchema,
  courseListResponseSchema,
  courseOkResponseSchema,
  createCourseSchema,
  incubatorCoursesForMeResponseSchema,
  lessonHistoryResponseSchema,
  lessonImageResponseSchema,
  lessonInputSchema,
  lessonPreviewResponseSchema,
  lessonPreviewSchema,
  lessonResponseSchema,
  reorderLessonsSchema,
  updateCourseSchema,
} from "../courses";

/*
 * Incubator classrooms (docs/decisions/039-incubator-classrooms.md). A course or lesson the caller may
 * not even list is 404; a listed course whose lessons they may not open is 403 with the reason.
 */
const courses = "/api/incubators/:slug/courses";
const course = `${courses}/:course`;
const lesson = `${course}/lessons/:lesson`;

export const courseEndpoints = {
  list: defineEndpoint({ method: "GET", path: courses, status: 200, response: courseListResponseSchema }),
  create: defineEndpoint({
    method: "POST",
    path: courses,
    body: createCourseSchema,
    status: 201,
    response: courseDetailResponseSchema,
  }),
  detail: defineEndpoint({ method: "GET", path: course, status: 200, response: courseDetailResponseSchema }),
  update: defineEndpoint({
    method: "PATCH",
    path: course,
    body: updateCourseSchema,
    status: 200,
    response: courseDetailResponseSchema,
  }),
  remove: defineEndpoint({ method: "DELETE", path: course, status: 200, response: courseOkResponseSchema }),
  addAuthor: defineEndpoint({
    method: "POST",
    path: `${course}/authors`,
    body: addCourseAuthorSchema,
    status: 200,
    response: courseAuthorsResponseSchema,
  }),
  removeAuthor: defineEndpoint({
    method: "DELETE",
    path: `${course}/authors/:userId`,
    status: 200,
    response: courseAuthorsResponseSchema,
  }),
  createLesson: defineEndpoint({
    method: "POST",
    path: `${course}/lessons`,
    body: lessonInputSchema,
    status: 201,
    response: lessonResponseSchema,
  }),
  reorderLessons: defineEndpoint({
    method: "PUT",
    path: `${course}/lesson-order`,
    body: reorderLessonsSchema,
    status: 200,
    response: courseDetailResponseSchema,
  }),
  preview: defineEndpoint({
    method: "POST",
    path: `${course}/lesson-preview`,
    body: lessonPreviewSchema,
    status: 200,
    response: lessonPreviewResponseSchema,
  }),
  /** An image for the course's lessons (multipart field `file`); a lesson shows it by the address answered. */
  uploadLessonImage: defineEndpoint({
    method: "POST",
    path: `${course}/lesson-images`,
    upload: { field: "file" },
    status: 201,
    response: lessonImageResponseSchema,
  }),
  /** A lesson image, for the readers of the course it was uploaded for (decision 050). */
  lessonImageFile: defineEndpoint({ method: "GET", path: "/api/files/lesson-images/:name", status: 200 }),
  lesson: defineEndpoint({ method: "GET", path: lesson, status: 200, response: lessonResponseSchema }),
  updateLesson: defineEndpoint({
    method: "PUT",
    path: lesson,
    body: lessonInputSchema,
    status: 200,
    response: lessonResponseSchema,
  }),
  removeLesson: defineEndpoint({
    method: "DELETE",
    path: lesson,
    status: 200,
    response: courseOkResponseSchema,
  }),
  history: defineEndpoint({
    method: "GET",
    path: `${lesson}/history`,
    status: 200,
    response: lessonHistoryResponseSchema,
  }),
  answer: defineEndpoint({
    method: "POST",
    path: `${lesson}/answers`,
    body: courseAnswersSchema,
    status: 200,
    response: courseAnswersResponseSchema,
  }),
  fromMyIncubators: defineEndpoint({
    method: "GET",
    path: "/api/library/incubator-courses",
    status: 200,
    response: incubatorCoursesForMeResponseSchema,
  }),
  /** The published courses for everyone, of incubators that are not archived: the /sitemap page's "Courses". */
  publicCourses: defineEndpoint({
    method: "GET",
    path: "/api/library/public-courses",
    status: 200,
    response: incubatorCoursesForMeResponseSchema,
  }),
};
