import { type IncubatorListResponse, incubatorEndpoints } from "@hatchery/shared";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { incubatorKeys } from "@/lib/query-keys/incubator-keys";

export type AcceptingFilter = "all" | "accepting" | "not-accepting";

export interface IncubatorFilters {
  search: string;
  accepting: AcceptingFilter;
}

export function listIncubators(
  filters: IncubatorFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<IncubatorListResponse> {
  const search = filters.search.trim();
  return callApi(incubatorEndpoints.list, {
    query: {
      search: search || undefined,
      accepting:
        filters.accepting === "all" ? undefined : filters.accepting === "accepting" ? "true" : "false",
      cursor: cursor ?? undefined,
    },
    signal,
  });
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
