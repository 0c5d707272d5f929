import { courseEndpoints } from "@hatchery/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { courseKeys } from "@/lib/query-keys/course-keys";

/** A course with its lessons in order. */
export function getCourse(slug: string, course: string, signal?: AbortSignal) {
  return callApi(courseEndpoints.detail, { params: { slug, course }, signal });
}

export function getCourseQueryOptions(slug: string, course: string) {
  return queryOptions({
    queryKey: courseKeys.detail(slug, course),
    queryFn: ({ signal }) => getCourse(slug, course, signal),
  });
}

export function useCourse(slug: string, course: string) {
  return useQuery(getCourseQueryOptions(slug, course));
}
