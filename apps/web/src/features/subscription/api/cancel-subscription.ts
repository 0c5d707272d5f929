import { type SubscriptionResponse, subscriptionEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { announceSuccess, type SuccessToastOf } from "@/lib/success-toast";
import { invalidateMembershipState } from "./invalidate-membership-state";

/** Cancels one of the person's subscriptions; the server returns the membership to guest. */
export function cancelSubscription(id: string): Promise<SubscriptionResponse> {
  return callApi(subscriptionEndpoints.cancel, { params: { id } });
}

export function useCancelSubscription(successToast?: SuccessToastOf<typeof cancelSubscription>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: (data, variables) => announceSuccess(successToast, data, variables),
    onSettled: () => invalidateMembershipState(queryClient),
  });
}
