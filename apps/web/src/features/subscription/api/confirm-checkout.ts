import { type SubscriptionResponse, subscriptionEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { invalidateMembershipState } from "./invalidate-membership-state";

/** Completes the test-mode payment: the subscription becomes trial or active. No money moves. */
export function confirmCheckout(id: string): Promise<SubscriptionResponse> {
  return callApi(subscriptionEndpoints.confirmCheckout, { params: { id } });
}

export function useConfirmCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmCheckout,
    onSettled: () => invalidateMembershipState(queryClient),
  });
}
