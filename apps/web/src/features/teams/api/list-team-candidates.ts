import { type TeamCandidatesResponse, teamEndpoints } from "@hatchery/shared";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { teamKeys } from "@/lib/query-keys/team-keys";

/** Active members of the team's incubator, outside the team, who want one of its open core roles. */
export function listTeamCandidates(
  slug: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<TeamCandidatesResponse> {
  return callApi(teamEndpoints.candidates, {
    params: { slug },
    query: { cursor: cursor ?? undefined },
    signal,
  });
}

export function listTeamCandidatesQueryOptions(slug: string) {
  return infiniteQueryOptions({
    queryKey: teamKeys.candidates(slug),
    queryFn: ({ pageParam, signal }) => listTeamCandidates(slug, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useTeamCandidates(slug: string) {
  return useInfiniteQuery(listTeamCandidatesQueryOptions(slug));
}
