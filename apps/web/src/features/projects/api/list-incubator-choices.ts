import { type IncubatorListResponse, incubatorEndpoints, PAGE_LIMIT_MAX } from "@hatchery/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { incubatorKeys } from "@/lib/query-keys/incubator-keys";

/** The incubators the directory's filter offers: one large page, far more than an installation runs. */
export function listIncubatorChoices(signal?: AbortSignal): Promise<IncubatorListResponse> {
  return callApi(incubatorEndpoints.list, { query: { limit: String(PAGE_LIMIT_MAX) }, signal });
}

export function incubatorChoicesQueryOptions() {
  return queryOptions({
    queryKey: incubatorKeys.list({ purpose: "project-filter" }),
    queryFn: ({ signal }) => listIncubatorChoices(signal),
    // The list of incubators changes rarely; the filter does not need it fresh on every visit.
    staleTime: 5 * 60_000,
  });
}

export function useIncubatorChoices() {
  return useQuery(incubatorChoicesQueryOptions());
}
