import { type TeamListResponse, teamEndpoints } from "@hatchery/shared";
import { type TeamFilters, teamListQuery } from "@hatchery/shared/directory-filters";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { teamKeys } from "@/lib/query-keys/team-keys";

export function listTeams(
  filters: TeamFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<TeamListResponse> {
  return callApi(teamEndpoints.list, { query: teamListQuery(filters, cursor), signal });
}

export function listTeamsQueryOptions(filters: TeamFilters) {
  return infiniteQueryOptions({
    queryKey: teamKeys.list(filters),
    queryFn: ({ pageParam, signal }) => listTeams(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useTeams(filters: TeamFilters) {
  return useInfiniteQuery(listTeamsQueryOptions(filters));
}
