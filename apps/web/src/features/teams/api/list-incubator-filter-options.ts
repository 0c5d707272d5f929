import { type IncubatorListResponse, incubatorEndpoints } from "@hatchery/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { teamKeys } from "@/lib/query-keys/team-keys";

/**
 * The incubators offered by the directory's incubator filter: the directory's first page, which holds
 * every incubator of a typical installation. An incubator beyond it can still be filtered by through
 * the address (`?incubator=slug`), which the filter then shows as chosen.
 */
export function listIncubatorFilterOptions(signal?: AbortSignal): Promise<IncubatorListResponse> {
  return callApi(incubatorEndpoints.list, { query: {}, signal });
}

export function incubatorFilterOptionsQueryOptions() {
  return queryOptions({
    queryKey: teamKeys.incubatorFilter(),
    queryFn: ({ signal }) => listIncubatorFilterOptions(signal),
    // The list of incubators changes rarely; the filter need not refetch it on every visit.
    staleTime: 5 * 60_000,
  });
}

/** `enabled`: whether the options are wanted yet (the directory asks once its list has answered). */
export function useIncubatorFilterOptions(enabled: boolean) {
  return useQuery({
    ...incubatorFilterOptionsQueryOptions(),
    enabled,
    select: (page) => page.items.map((incubator) => ({ slug: incubator.slug, name: incubator.name })),
  });
}
