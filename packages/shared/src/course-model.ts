/*
 * Incubator classrooms' names, limits, messages and rule (decision 039), without schemas: the pages that
 * only list courses import these, and the schema library stays out of their first view (decision 037's
 * reason for library-model.ts). The contract's schemas are in courses.ts.
 */

export const COURSE_VISIBILITIES = ["everyone", "members", "subscribers"] as const;
export type CourseVisibility = (typeof COURSE_VISIBILITIES)[number];

export const COURSE_STATUSES = ["draft", "published"] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];

/** How the viewer stands to a course they may list: they open its lessons, or see it locked. */
export const COURSE_ACCESS = ["open", "locked"] as const;
export type CourseAccess = (typeof COURSE_ACCESS)[number];

export const COURSE_TITLE_MAX = 200;
export const COURSE_SUMMARY_MAX = 500;
export const LESSON_BODY_MAX = 50_000;
export const COURSE_REORDER_MAX = 200;

export const COURSE_NOT_FOUND_MESSAGE = "Course not found";
export const LESSON_NOT_FOUND_MESSAGE = "Lesson not found";
export const COURSE_MANAGE_FORBIDDEN_MESSAGE =
  "Only the incubator's owner and the course's authors can change this course";
export const COURSE_AUTHOR_ROLE_MESSAGE = "Only advisors and coaches can be added as course authors";
export const COURSE_AUTHOR_UNKNOWN_MESSAGE = "No account uses this email address";
export const COURSE_SLUG_TAKEN_MESSAGE = "This incubator already has a course at this address";
export const LESSON_SLUG_TAKEN_MESSAGE = "This course already has a lesson at this address";
export const COURSE_REORDER_MESSAGE = "Send every lesson of the course once, in the new order";
export const LESSON_IMAGE_NOT_STORED_MESSAGE =
  "An image in this lesson is no longer stored. Please upload it again.";
export const LESSON_IMAGE_OF_ANOTHER_COURSE_MESSAGE =
  "An image in this lesson was uploaded for another course, whose readers alone may see it. Please upload it here.";
export const LESSON_IMAGE_ALT_REQUIRED_MESSAGE =
  "Describe the image for people who cannot see it: the description is required.";

/**
 * Where lesson images are served (decision 050). A lesson shows an image only from this path of its own
 * site: the server's renderer turns any other image into a link.
 */
export const LESSON_IMAGE_URL_PREFIX = "/api/files/lesson-images/";

export const COURSE_ANSWERS_MESSAGE = "Answer every question of the lesson with one of its options";

/** Why a guest cannot open a subscriber-only course's lessons, and what to do about it. */
export function courseLockedMessage(incubatorName: string): string {
  return `This course is for ${incubatorName} subscribers. Upgrade your membership to open its lessons.`;
}

/** How a viewer stands to an incubator and one of its courses: what the course rules decide on. */
export interface CourseViewer {
  /** Owns the incubator, is an administrator, or was added as the course's author. */
  manages: boolean;
  /** Their active membership tier in the incubator, or null. */
  tier: "guest" | "subscriber" | null;
}

/**
 * Who meets a course (decision 039): its managers always; nobody else a draft; a published course for
 * everyone opens to anyone, one for members to the incubator's active members, one for subscribers to
 * its subscribers, while its guests see it listed but locked. Everyone else does not see it at all.
 */
export function courseReach(
  viewer: CourseViewer,
  course: { visibility: CourseVisibility; status: CourseStatus },
): "hidden" | CourseAccess {
  if (viewer.manages) return "open";
  if (course.status !== "published") return "hidden";
  if (course.visibility === "everyone") return "open";
  if (course.visibility === "members") return viewer.tier === null ? "hidden" : "open";
  if (viewer.tier === "subscriber") return "open";
  return viewer.tier === "guest" ? "locked" : "hidden";
}
