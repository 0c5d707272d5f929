import { type IncubatorListResponse, incubatorListResponseSchema } from "@hatchery/shared";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
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
  const params = new URLSearchParams();
  const search = filters.search.trim();
  if (search) params.set("search", search);
  if (filters.accepting !== "all") params.set("accepting", String(filters.accepting === "accepting"));
  if (cursor) params.set("cursor", cursor);
  const query = params.toString();
  return apiRequest(`/api/incubators${query ? `?${query}` : ""}`, {
    schema: incubatorListResponseSchema,
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
