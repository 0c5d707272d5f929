import { courseEndpoints } from "@hatchery/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { courseKeys } from "@/lib/query-keys/course-keys";

/** The incubator's courses the viewer may see, locked ones marked. */
export function listCourses(slug: string, signal?: AbortSignal) {
  return callApi(courseEndpoints.list, { params: { slug }, signal });
}

export function listCoursesQueryOptions(slug: string) {
  return queryOptions({
    queryKey: courseKeys.list(slug),
    queryFn: ({ signal }) => listCourses(slug, signal),
  });
}

export function useCourses(slug: string) {
  return useQuery(listCoursesQueryOptions(slug));
}
