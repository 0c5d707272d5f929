import { mentorProfileEndpoints, PAGE_LIMIT_MAX } from "@hatchery/shared";
import { useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { mentorProfileKeys } from "@/lib/query-keys/mentor-profile-keys";

/** The first advisors and coaches of the directory, for the sitemap's links (the XML sitemap has all). */
export function useMentorLinks() {
  return useQuery({
    queryKey: [...mentorProfileKeys.all, "sitemap"],
    queryFn: ({ signal }) =>
      callApi(mentorProfileEndpoints.directory, { query: { limit: String(PAGE_LIMIT_MAX) }, signal }),
  });
}
