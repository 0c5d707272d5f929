import { type IncubatorListResponse, incubatorEndpoints } from "@hatchery/shared";
import { type IncubatorFilters, incubatorListQuery } from "@hatchery/shared/directory-filters";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { incubatorKeys } from "@/lib/query-keys/incubator-keys";

export function listIncubators(
  filters: IncubatorFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<IncubatorListResponse> {
  return callApi(incubatorEndpoints.list, { query: incubatorListQuery(filters, cursor), signal });
}

export function listIncubatorsQueryOptions(filters: IncubatorFilters) {
  return infiniteQueryOptions({
    queryKey: incubatorKeys.list(filters),
    queryFn: ({ pageParam, signal }) => listIncubators(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useIncubators(filters: IncubatorFilters) {
  return useInfiniteQuery(listIncubatorsQueryOptions(filters));
}
