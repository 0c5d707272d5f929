import { type TeamDetailResponse, teamEndpoints } from "@hatchery/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { teamKeys } from "@/lib/query-keys/team-keys";

/** The team page and its edit page read the same answer: `viewer.permissions` decide what each shows. */
export function getTeam(slug: string, signal?: AbortSignal): Promise<TeamDetailResponse> {
  return callApi(teamEndpoints.detail, { params: { slug }, signal });
}

export function getTeamQueryOptions(slug: string) {
  return queryOptions({
    queryKey: teamKeys.detail(slug),
    queryFn: ({ signal }) => getTeam(slug, signal),
  });
}

export function useTeam(slug: string) {
  return useQuery(getTeamQueryOptions(slug));
}
