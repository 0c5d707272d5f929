import { PAGE_LIMIT_MAX, type TeamListResponse, teamEndpoints } from "@hatchery/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { projectKeys } from "@/lib/query-keys/project-keys";

/**
 * The teams the signed-in person belongs to, which a new project may belong to. One large page: a
 * person is in a handful of teams.
 */
export function listTeamChoices(signal?: AbortSignal): Promise<TeamListResponse> {
  return callApi(teamEndpoints.list, { query: { mine: "true", limit: String(PAGE_LIMIT_MAX) }, signal });
}

export function listTeamChoicesQueryOptions() {
  return queryOptions({
    queryKey: projectKeys.teamChoices(),
    queryFn: ({ signal }) => listTeamChoices(signal),
  });
}

export function useTeamChoices() {
  return useQuery(listTeamChoicesQueryOptions());
}
