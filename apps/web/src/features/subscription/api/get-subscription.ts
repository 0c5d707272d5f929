import { type SubscriptionResponse, subscriptionEndpoints } from "@hatchery/shared";
import { queryOptions } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { subscriptionKeys } from "@/lib/query-keys/subscription-keys";

/** One of the person's subscriptions, any status; someone else's answers 404 like a missing one. */
export function getSubscription(id: string, signal?: AbortSignal): Promise<SubscriptionResponse> {
  return callApi(subscriptionEndpoints.detail, { params: { id }, signal });
}

export function getSubscriptionQueryOptions(id: string) {
  return queryOptions({
    queryKey: subscriptionKeys.detail(id),
    queryFn: ({ signal }) => getSubscription(id, signal),
  });
}
