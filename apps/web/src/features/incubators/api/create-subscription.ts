import { createSubscriptionResponseSchema } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { incubatorKeys } from "@/lib/query-keys/incubator-keys";

/** Starts a subscription to a plan; the answer is the address of its payment page. */
export function createSubscription(planId: string): Promise<{ url: string }> {
  return apiRequest("/api/subscriptions", {
    method: "POST",
    body: { planId },
    schema: createSubscriptionResponseSchema,
  });
}

export function useCreateSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSubscription,
    onSettled: () => queryClient.invalidateQueries({ queryKey: incubatorKeys.all }),
  });
}
