import { type CreateSubscriptionResponse, subscriptionEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { incubatorKeys } from "@/lib/query-keys/incubator-keys";

/** Starts a subscription to a plan; the answer is the address of its payment page. */
export function createSubscription(planId: string): Promise<CreateSubscriptionResponse> {
  return callApi(subscriptionEndpoints.create, { body: { planId } });
}

export function useCreateSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSubscription,
    onSettled: () => queryClient.invalidateQueries({ queryKey: incubatorKeys.all }),
  });
}
