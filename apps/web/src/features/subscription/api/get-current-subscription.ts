import { type CurrentSubscriptionResponse, subscriptionEndpoints } from "@hatchery/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { subscriptionKeys } from "@/lib/query-keys/subscription-keys";

/** The person's active (trial or active) subscription, if any, and their past due ones, newest first. */
export function getCurrentSubscription(signal?: AbortSignal): Promise<CurrentSubscriptionResponse> {
  return callApi(subscriptionEndpoints.current, { signal });
}

export function getCurrentSubscriptionQueryOptions() {
  return queryOptions({
    queryKey: subscriptionKeys.current(),
    queryFn: ({ signal }) => getCurrentSubscription(signal),
  });
}

export function useCurrentSubscription() {
  return useQuery(getCurrentSubscriptionQueryOptions());
}
