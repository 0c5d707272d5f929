import { type CoreTeamRole, type TeamListResponse, type TeamStage, teamEndpoints } from "@hatchery/shared";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { teamKeys } from "@/lib/query-keys/team-keys";

/** The directory's filters as the address keeps them; an empty value means "any". */
export interface TeamFilters {
  search: string;
  /** An incubator's slug. */
  incubator: string;
  /** Teams where nobody holds this core role. */
  role: CoreTeamRole | "";
  stage: TeamStage | "";
}

export function listTeams(
  filters: TeamFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<TeamListResponse> {
  return callApi(teamEndpoints.list, {
    query: {
      search: filters.search.trim() || undefined,
      incubator: filters.incubator || undefined,
      role: filters.role || undefined,
      stage: filters.stage || undefined,
      cursor: cursor ?? undefined,
    },
    signal,
  });
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
