import { type CheckoutResponse, subscriptionEndpoints } from "@hatchery/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { subscriptionKeys } from "@/lib/query-keys/subscription-keys";

/** The built-in (test mode) checkout of one pending subscription. */
export function getCheckout(id: string, signal?: AbortSignal): Promise<CheckoutResponse> {
  return callApi(subscriptionEndpoints.checkout, { params: { id }, signal });
}

export function getCheckoutQueryOptions(id: string) {
  return queryOptions({
    queryKey: subscriptionKeys.checkout(id),
    queryFn: ({ signal }) => getCheckout(id, signal),
  });
}

export function useCheckout(id: string) {
  return useQuery(getCheckoutQueryOptions(id));
}
