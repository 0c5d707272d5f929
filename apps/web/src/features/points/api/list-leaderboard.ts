import { type LeaderboardPeriod, type LeaderboardResponse, pointsEndpoints } from "@hatchery/shared";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { pointsKeys } from "@/lib/query-keys/points-keys";

export function listLeaderboard(
  period: LeaderboardPeriod,
  incubator: string | null,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<LeaderboardResponse> {
  return callApi(pointsEndpoints.leaderboard, {
    query: { period, incubator: incubator ?? undefined, cursor: cursor ?? undefined },
    signal,
  });
}

export function listLeaderboardQueryOptions(period: LeaderboardPeriod, incubator: string | null) {
  return infiniteQueryOptions({
    queryKey: pointsKeys.leaderboard(period, incubator),
    queryFn: ({ pageParam, signal }) => listLeaderboard(period, incubator, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** A board of the period: the platform's (`incubator` null) or one incubator's, for its members. */
export function useLeaderboard(period: LeaderboardPeriod, incubator: string | null) {
  return useInfiniteQuery(listLeaderboardQueryOptions(period, incubator));
}
