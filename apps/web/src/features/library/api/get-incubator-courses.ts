import { courseEndpoints } from "@hatchery/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { courseKeys } from "@/lib/query-keys/course-keys";

/** The published courses of the incubators the signed-in person belongs to ("From your incubators"). */
export function getIncubatorCourses(signal?: AbortSignal) {
  return callApi(courseEndpoints.fromMyIncubators, { signal });
}

export function getIncubatorCoursesQueryOptions() {
  return queryOptions({
    queryKey: courseKeys.forMe(),
    queryFn: ({ signal }) => getIncubatorCourses(signal),
  });
}

export function useIncubatorCourses(enabled: boolean) {
  return useQuery({ ...getIncubatorCoursesQueryOptions(), enabled });
}
