import { type IncubatorDetailResponse, incubatorEndpoints } from "@hatchery/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { incubatorKeys } from "@/lib/query-keys/incubator-keys";

/**
 * The incubator as its edit page reads it: the same `GET /api/incubators/:slug` as the public page, read
 * with the shared contract, since the form starts from the fields exactly as the server keeps them
 * (the status among its three values, the stored description) and `viewer.permissions` decide which sections the page shows.
 */
export function getIncubatorSettings(slug: string, signal?: AbortSignal): Promise<IncubatorDetailResponse> {
  return callApi(incubatorEndpoints.detail, { params: { slug }, signal });
}

export function getIncubatorSettingsQueryOptions(slug: string) {
  return queryOptions({
    queryKey: incubatorKeys.settings(slug),
    queryFn: ({ signal }) => getIncubatorSettings(slug, signal),
  });
}

export function useIncubatorSettings(slug: string) {
  return useQuery(getIncubatorSettingsQueryOptions(slug));
}
