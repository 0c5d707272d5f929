import { feedEndpoints, type MentionCandidatesResponse } from "@hatchery/shared";
import type { MentionSource } from "@/components/mention-textarea";
import { callApi } from "@/lib/api-client";
import { feedKeys } from "@/lib/query-keys/feed-keys";
import type { FeedScopeRef } from "./feed-target";

/** People who can read the scope, for the @mention list while the person types. */
export function feedMentionSource(scope: FeedScopeRef | null): MentionSource | null {
  if (!scope) return null;
  const endpoint =
    scope.kind === "team" ? feedEndpoints.teamMentionCandidates : feedEndpoints.incubatorMentionCandidates;
  return {
    queryKey: (query) => feedKeys.people(`${scope.kind}/${scope.slug}`, query),
    load: async (query, signal) => {
      const answer: MentionCandidatesResponse = await callApi(endpoint, {
        params: { slug: scope.slug },
        query: { q: query },
        signal,
      });
      return answer.people;
    },
  };
}
