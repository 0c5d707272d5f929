import { all, COURSE, courseManagers, courseReaders, LESSON, type Row, SLUG, signedIn } from "./matrix-rows";

/** Incubator classrooms: courses and lessons (decision 039). */
export const classroomRows: Record<string, Row> = {
  "GET /api/incubators/{slug}/courses": {
    target: () => `/api/incubators/${SLUG}/courses`,
    expected: all(200),
  },
  "POST /api/incubators/{slug}/courses": {
    target: () => `/api/incubators/${SLUG}/courses`,
    body: {},
    expected: signedIn(422),
  },
  "GET /api/incubators/{slug}/courses/{course}": {
    target: () => `/api/incubators/${SLUG}/courses/${COURSE}`,
    expected: courseReaders(200),
  },
  "PATCH /api/incubators/{slug}/courses/{course}": {
    target: () => `/api/incubators/${SLUG}/courses/${COURSE}`,
    body: {},
    expected: courseManagers(200),
  },
  "DELETE /api/incubators/{slug}/courses/{course}": {
    target: () => `/api/incubators/${SLUG}/courses/no-such-course`,
    expected: signedIn(404),
  },
  "POST /api/incubators/{slug}/courses/{course}/authors": {
    target: () => `/api/incubators/${SLUG}/courses/${COURSE}/authors`,
    body: {},
    expected: signedIn(422),
  },
  "DELETE /api/incubators/{slug}/courses/{course}/authors/{userId}": {
    target: () => `/api/incubators/${SLUG}/courses/${COURSE}/authors/no-such-person`,
    expected: courseManagers(200),
  },
  "POST /api/incubators/{slug}/courses/{course}/lessons": {
    target: () => `/api/incubators/${SLUG}/courses/${COURSE}/lessons`,
    body: {},
    expected: signedIn(422),
  },
  "PUT /api/incubators/{slug}/courses/{course}/lesson-order": {
    target: () => `/api/incubators/${SLUG}/courses/${COURSE}/lesson-order`,
    body: {},
    expected: signedIn(422),
  },
  "POST /api/incubators/{slug}/courses/{course}/lesson-preview": {
    target: () => `/api/incubators/${SLUG}/courses/${COURSE}/lesson-preview`,
    body: { body: "**Preview**" },
    expected: courseManagers(200),
  },
  "POST /api/incubators/{slug}/courses/{course}/lesson-images": {
    target: () => `/api/incubators/${SLUG}/courses/${COURSE}/lesson-images`,
    multipart: true,
    // Managers pass and are told the file is missing; the unverified are refused before the course.
    expected: { ...courseManagers(422), unverified: 403 },
  },
  "GET /api/incubators/{slug}/courses/{course}/lessons/{lesson}": {
    target: () => `/api/incubators/${SLUG}/courses/${COURSE}/lessons/${LESSON}`,
    expected: courseReaders(200),
  },
  "PUT /api/incubators/{slug}/courses/{course}/lessons/{lesson}": {
    target: () => `/api/incubators/${SLUG}/courses/${COURSE}/lessons/${LESSON}`,
    body: {},
    expected: signedIn(422),
  },
  "DELETE /api/incubators/{slug}/courses/{course}/lessons/{lesson}": {
    target: () => `/api/incubators/${SLUG}/courses/${COURSE}/lessons/no-such-lesson`,
    expected: courseManagers(404),
  },
  "GET /api/incubators/{slug}/courses/{course}/lessons/{lesson}/history": {
    target: () => `/api/incubators/${SLUG}/courses/${COURSE}/lessons/${LESSON}/history`,
    expected: courseManagers(200),
  },
  "POST /api/incubators/{slug}/courses/{course}/lessons/{lesson}/answers": {
    target: () => `/api/incubators/${SLUG}/courses/${COURSE}/lessons/${LESSON}/answers`,
    body: {},
    expected: all(422),
  },
};
