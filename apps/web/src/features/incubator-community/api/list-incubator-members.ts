import { communityEndpoints, type IncubatorMembersResponse } from "@hatchery/shared";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { incubatorKeys } from "@/lib/query-keys/incubator-keys";

/** The incubator's active members by name, searched by name on the server. */
export function listIncubatorMembers(
  slug: string,
  search: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<IncubatorMembersResponse> {
  return callApi(communityEndpoints.incubatorMembers, {
    params: { slug },
    query: { search: search.trim() || undefined, cursor: cursor ?? undefined },
    signal,
  });
}

export function listIncubatorMembersQueryOptions(slug: string, search: string) {
  return infiniteQueryOptions({
    queryKey: incubatorKeys.members(slug, search.trim()),
    queryFn: ({ pageParam, signal }) => listIncubatorMembers(slug, search, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useIncubatorMembers(slug: string, search: string) {
  return useInfiniteQuery({
    ...listIncubatorMembersQueryOptions(slug, search),
    placeholderData: keepPreviousData,
  });
}
