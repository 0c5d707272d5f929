import { courseEndpoints } from "@hatchery/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { courseKeys } from "@/lib/query-keys/course-keys";

/** A lesson's earlier versions, the latest first. */
export function getLessonHistory(slug: string, course: string, lesson: string, signal?: AbortSignal) {
  return callApi(courseEndpoints.history, { params: { slug, course, lesson }, signal });
}

export function getLessonHistoryQueryOptions(slug: string, course: string, lesson: string) {
  return queryOptions({
    queryKey: courseKeys.history(slug, course, lesson),
    queryFn: ({ signal }) => getLessonHistory(slug, course, lesson, signal),
  });
}

export function useLessonHistory(slug: string, course: string, lesson: string) {
  return useQuery(getLessonHistoryQueryOptions(slug, course, lesson));
}
