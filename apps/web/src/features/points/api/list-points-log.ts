import { type PointsLogResponse, pointsEndpoints } from "@hatchery/shared";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { pointsKeys } from "@/lib/query-keys/points-keys";

export function listPointsLog(cursor: string | null, signal?: AbortSignal): Promise<PointsLogResponse> {
  return callApi(pointsEndpoints.log, { query: { cursor: cursor ?? undefined }, signal });
}

export function listPointsLogQueryOptions() {
  return infiniteQueryOptions({
    queryKey: pointsKeys.log(),
    queryFn: ({ pageParam, signal }) => listPointsLog(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** The person's points log, newest first, a page at a time. */
export function usePointsLog() {
  return useInfiniteQuery(listPointsLogQueryOptions());
}
