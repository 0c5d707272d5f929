import { type TeamListResponse, teamEndpoints } from "@hatchery/shared";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { teamKeys } from "@/lib/query-keys/team-keys";

/** The incubator's teams the viewer may see: public ones for visitors, every one for those inside. */
export function listIncubatorTeams(
  slug: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<TeamListResponse> {
  return callApi(teamEndpoints.list, { query: { incubator: slug, cursor: cursor ?? undefined }, signal });
}

export function incubatorTeamsQueryOptions(slug: string) {
  return infiniteQueryOptions({
    queryKey: teamKeys.list({ incubator: slug, scope: "community" }),
    queryFn: ({ pageParam, signal }) => listIncubatorTeams(slug, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useIncubatorTeams(slug: string) {
  return useInfiniteQuery(incubatorTeamsQueryOptions(slug));
}
