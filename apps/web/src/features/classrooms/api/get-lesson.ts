import { courseEndpoints } from "@hatchery/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { courseKeys } from "@/lib/query-keys/course-keys";

/** One lesson to read; its source for those who manage the course. */
export function getLesson(slug: string, course: string, lesson: string, signal?: AbortSignal) {
  return callApi(courseEndpoints.lesson, { params: { slug, course, lesson }, signal });
}

export function getLessonQueryOptions(slug: string, course: string, lesson: string) {
  return queryOptions({
    queryKey: courseKeys.lesson(slug, course, lesson),
    queryFn: ({ signal }) => getLesson(slug, course, lesson, signal),
  });
}

export function useLesson(slug: string, course: string, lesson: string) {
  return useQuery(getLessonQueryOptions(slug, course, lesson));
}
