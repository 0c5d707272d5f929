import { type SubscriptionResponse, subscriptionEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { announceSuccess, type SuccessToastOf } from "@/lib/success-toast";
import { invalidateMembershipState } from "./invalidate-membership-state";

/** Moves a running subscription to another plan of its incubator, without a new checkout. */
export function changeSubscriptionPlan({
  id,
  planId,
}: {
  id: string;
  planId: string;
}): Promise<SubscriptionResponse> {
  return callApi(subscriptionEndpoints.changePlan, { params: { id }, body: { planId } });
}

export function useChangeSubscriptionPlan(successToast?: SuccessToastOf<typeof changeSubscriptionPlan>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeSubscriptionPlan,
    onSuccess: (data, variables) => announceSuccess(successToast, data, variables),
    onSettled: () => invalidateMembershipState(queryClient),
  });
}
