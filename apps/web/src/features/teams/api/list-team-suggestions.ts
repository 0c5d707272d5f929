import { type TeamSuggestionsResponse, teamEndpoints } from "@hatchery/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { teamKeys } from "@/lib/query-keys/team-keys";

/** "For you": teams with open roles that fit what the person told on their profile, best first. */
export function listTeamSuggestions(signal?: AbortSignal): Promise<TeamSuggestionsResponse> {
  return callApi(teamEndpoints.suggestions, { signal });
}

export function listTeamSuggestionsQueryOptions() {
  return queryOptions({
    queryKey: teamKeys.suggestions(),
    queryFn: ({ signal }) => listTeamSuggestions(signal),
  });
}

/** For a signed-in person only: the endpoint answers 401 to everyone else. */
export function useTeamSuggestions() {
  return useQuery(listTeamSuggestionsQueryOptions());
}
