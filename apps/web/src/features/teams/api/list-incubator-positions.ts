import {
  type IncubatorPositionsResponse,
  type PositionRoleFilter,
  positionEndpoints,
} from "@hatchery/shared";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { positionKeys } from "@/lib/query-keys/position-keys";

export interface PositionFilters {
  /** A core role, `other` for positions without one, or undefined for every position. */
  role?: PositionRoleFilter;
  /** At most this many hours a week. */
  commitment?: number;
}

export function listIncubatorPositions(
  slug: string,
  filters: PositionFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<IncubatorPositionsResponse> {
  return callApi(positionEndpoints.incubatorList, {
    params: { slug },
    query: {
      role: filters.role,
      commitment: filters.commitment === undefined ? undefined : String(filters.commitment),
      cursor: cursor ?? undefined,
    },
    signal,
  });
}

export function listIncubatorPositionsQueryOptions(slug: string, filters: PositionFilters) {
  return infiniteQueryOptions({
    queryKey: positionKeys.incubatorList(slug, filters),
    queryFn: ({ pageParam, signal }) => listIncubatorPositions(slug, filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useIncubatorPositions(slug: string, filters: PositionFilters) {
  return useInfiniteQuery(listIncubatorPositionsQueryOptions(slug, filters));
}
