import { type SubscriptionHistoryResponse, subscriptionEndpoints } from "@hatchery/shared";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { subscriptionKeys } from "@/lib/query-keys/subscription-keys";

/** A page of the person's subscriptions, every status, newest first; `cursor` is the previous page's. */
export function listSubscriptionHistory(
  cursor: string | null,
  signal?: AbortSignal,
): Promise<SubscriptionHistoryResponse> {
  return callApi(subscriptionEndpoints.history, { query: { cursor: cursor ?? undefined }, signal });
}

/** Under the feature's key, so every subscription change refreshes the pages already shown. */
export function listSubscriptionHistoryQueryOptions() {
  return infiniteQueryOptions({
    queryKey: subscriptionKeys.history(),
    queryFn: ({ pageParam, signal }) => listSubscriptionHistory(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useSubscriptionHistory() {
  return useInfiniteQuery(listSubscriptionHistoryQueryOptions());
}
