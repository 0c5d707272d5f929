import { type CurrentSubscriptionResponse, currentSubscriptionResponseSchema } from "@hatchery/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** Every query of this feature starts with this key, so a change can refresh them all at once. */
export const SUBSCRIPTIONS_QUERY_KEY = ["subscriptions"] as const;

/** The person's active (trial or active) subscription, if any, and all of theirs, newest first. */
export function getCurrentSubscription(signal?: AbortSignal): Promise<CurrentSubscriptionResponse> {
  return apiRequest("/api/subscriptions/current", { schema: currentSubscriptionResponseSchema, signal });
}

export function getCurrentSubscriptionQueryOptions() {
  return queryOptions({
    queryKey: [...SUBSCRIPTIONS_QUERY_KEY, "current"],
    queryFn: ({ signal }) => getCurrentSubscription(signal),
  });
}

export function useCurrentSubscription() {
  return useQuery(getCurrentSubscriptionQueryOptions());
}
