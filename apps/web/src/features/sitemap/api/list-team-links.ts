import { teamEndpoints } from "@hatchery/shared";
import { useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { teamKeys } from "@/lib/query-keys/team-keys";
import { SITEMAP_GROUP_LINKS } from "../sitemap-limits";

/** The first teams by name, for the sitemap's links; the directory and the XML sitemap have all. */
export function useTeamLinks() {
  return useQuery({
    queryKey: [...teamKeys.all, "sitemap"],
    queryFn: ({ signal }) =>
      callApi(teamEndpoints.list, { query: { limit: String(SITEMAP_GROUP_LINKS) }, signal }),
  });
}
