import { type SubscriptionResponse, subscriptionResponseSchema } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { invalidateMembershipState } from "./invalidate-membership-state";

/** Takes back a cancel at the end of the period: the subscription renews as before. */
export function resumeSubscription(id: string): Promise<SubscriptionResponse> {
  return apiRequest(`/api/subscriptions/${encodeURIComponent(id)}/resume`, {
    method: "POST",
    schema: subscriptionResponseSchema,
  });
}

export function useResumeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resumeSubscription,
    onSettled: () => invalidateMembershipState(queryClient),
  });
}
