import { projectEndpoints } from "@hatchery/shared";
import { useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { projectKeys } from "@/lib/query-keys/project-keys";
import { SITEMAP_GROUP_LINKS } from "../sitemap-limits";

/** The projects changed last, for the sitemap's links; the directory and the XML sitemap have all. */
export function useProjectLinks() {
  return useQuery({
    queryKey: [...projectKeys.all, "sitemap"],
    queryFn: ({ signal }) =>
      callApi(projectEndpoints.list, { query: { limit: String(SITEMAP_GROUP_LINKS) }, signal }),
  });
}
