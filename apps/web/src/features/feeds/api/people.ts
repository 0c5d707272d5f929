import { type FeedReactors, feedEndpoints, type MentionCandidatesResponse } from "@hatchery/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { feedKeys } from "@/lib/query-keys/feed-keys";
import type { FeedScopeRef } from "./feed-target";

/** People who can read the scope, for the @mention list while the person types. */
export function useMentionCandidates(scope: FeedScopeRef | null, query: string | null) {
  return useQuery({
    queryKey: feedKeys.people(scope ? `${scope.kind}/${scope.slug}` : "none", query ?? ""),
    queryFn: ({ signal }): Promise<MentionCandidatesResponse> => {
      const endpoint =
        scope?.kind === "team"
          ? feedEndpoints.teamMentionCandidates
          : feedEndpoints.incubatorMentionCandidates;
      return callApi(endpoint, { params: { slug: scope?.slug ?? "" }, query: { q: query ?? "" }, signal });
    },
    enabled: scope !== null && query !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function useReactors(itemId: string, enabled: boolean) {
  return useQuery({
    queryKey: feedKeys.reactors(itemId),
    queryFn: ({ signal }): Promise<FeedReactors> =>
      callApi(feedEndpoints.reactors, { params: { id: itemId }, signal }),
    enabled,
  });
}
