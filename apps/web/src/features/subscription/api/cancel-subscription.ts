import { type SubscriptionResponse, subscriptionEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { invalidateMembershipState } from "./invalidate-membership-state";

/** Cancels one of the person's subscriptions; the server returns the membership to guest. */
export function cancelSubscription(id: string): Promise<SubscriptionResponse> {
  return callApi(subscriptionEndpoints.cancel, { params: { id } });
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSettled: () => invalidateMembershipState(queryClient),
  });
}
