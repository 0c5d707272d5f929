import { type SubscriptionResponse, subscriptionEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { invalidateMembershipState } from "./invalidate-membership-state";

/** Takes back a cancel at the end of the period: the subscription renews as before. */
export function resumeSubscription(id: string): Promise<SubscriptionResponse> {
  return callApi(subscriptionEndpoints.resume, { params: { id } });
}

export function useResumeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resumeSubscription,
    onSettled: () => invalidateMembershipState(queryClient),
  });
}
