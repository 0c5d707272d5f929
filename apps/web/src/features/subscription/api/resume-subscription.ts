import { type SubscriptionResponse, subscriptionEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { announceSuccess, type SuccessToastOf } from "@/lib/success-toast";
import { invalidateMembershipState } from "./invalidate-membership-state";

/** Takes back a cancel at the end of the period: the subscription renews as before. */
export function resumeSubscription(id: string): Promise<SubscriptionResponse> {
  return callApi(subscriptionEndpoints.resume, { params: { id } });
}

export function useResumeSubscription(successToast?: SuccessToastOf<typeof resumeSubscription>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resumeSubscription,
    onSuccess: (data, variables) => announceSuccess(successToast, data, variables),
    onSettled: () => invalidateMembershipState(queryClient),
  });
}
