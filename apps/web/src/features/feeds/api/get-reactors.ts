import { type FeedReactors, feedEndpoints } from "@hatchery/shared";
import { useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { feedKeys } from "@/lib/query-keys/feed-keys";

/** Who reacted to an item, by reaction. */
export function useReactors(itemId: string) {
  return useQuery({
    queryKey: feedKeys.reactors(itemId),
    queryFn: ({ signal }): Promise<FeedReactors> =>
      callApi(feedEndpoints.reactors, { params: { id: itemId }, signal }),
  });
}
