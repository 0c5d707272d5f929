import { type SubscriptionResponse, subscriptionEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { announceSuccess, type SuccessToastOf } from "@/lib/success-toast";
import { invalidateMembershipState } from "./invalidate-membership-state";

/** Ends a trial or active subscription now, giving up the rest of its period (decision 029). */
export function endSubscription(id: string): Promise<SubscriptionResponse> {
  return callApi(subscriptionEndpoints.end, { params: { id } });
}

export function useEndSubscription(successToast?: SuccessToastOf<typeof endSubscription>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSubscription,
    onSuccess: (data, variables) => announceSuccess(successToast, data, variables),
    onSettled: () => invalidateMembershipState(queryClient),
  });
}
