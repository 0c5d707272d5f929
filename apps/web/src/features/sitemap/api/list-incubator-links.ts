import { incubatorEndpoints } from "@hatchery/shared";
import { useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { incubatorKeys } from "@/lib/query-keys/incubator-keys";
import { SITEMAP_GROUP_LINKS } from "../sitemap-limits";

/** The first incubators by name, for the sitemap's links; the directory and the XML sitemap have all. */
export function useIncubatorLinks() {
  return useQuery({
    queryKey: [...incubatorKeys.all, "sitemap"],
    queryFn: ({ signal }) =>
      callApi(incubatorEndpoints.list, { query: { limit: String(SITEMAP_GROUP_LINKS) }, signal }),
  });
}
