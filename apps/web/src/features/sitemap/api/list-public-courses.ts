import { courseEndpoints } from "@hatchery/shared";
import { useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { courseKeys } from "@/lib/query-keys/course-keys";

/** The courses anyone may open (published, for everyone), for the sitemap's links. */
export function usePublicCourses() {
  return useQuery({
    queryKey: [...courseKeys.all, "public"],
    queryFn: ({ signal }) => callApi(courseEndpoints.publicCourses, { signal }),
  });
}
