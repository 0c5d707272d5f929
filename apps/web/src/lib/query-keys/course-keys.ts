/**
 * Every query about incubator classrooms starts with `courseKeys.all`: a change to a course or lesson
 * refreshes the incubator's list, the course, its lessons and the library's "From your incubators".
 */
export const courseKeys = {
  all: ["courses"] as const,
  list: (slug: string) => [...courseKeys.all, "list", slug] as const,
  detail: (slug: string, course: string) => [...courseKeys.all, "detail", slug, course] as const,
  lesson: (slug: string, course: string, lesson: string) =>
    [...courseKeys.all, "lesson", slug, course, lesson] as const,
  history: (slug: string, course: string, lesson: string) =>
    [...courseKeys.all, "history", slug, course, lesson] as const,
  forMe: () => [...courseKeys.all, "for-me"] as const,
};
