import { type IncubatorListResponse, incubatorEndpoints, PAGE_LIMIT_MAX } from "@hatchery/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { incubatorKeys } from "@/lib/query-keys/incubator-keys";

/**
 * The incubators the directory's filter and the profile editor offer: one large page, far more than an
 * installation runs.
 */
export function listDirectoryIncubators(signal?: AbortSignal): Promise<IncubatorListResponse> {
  return callApi(incubatorEndpoints.list, { query: { limit: String(PAGE_LIMIT_MAX) }, signal });
}

export function useDirectoryIncubators() {
  return useQuery(
    queryOptions({
      queryKey: incubatorKeys.list({ purpose: "mentor-choices" }),
      queryFn: ({ signal }) => listDirectoryIncubators(signal),
      // The list of incubators changes rarely; the filter does not need it fresh on every visit.
      staleTime: 5 * 60_000,
    }),
  );
}
