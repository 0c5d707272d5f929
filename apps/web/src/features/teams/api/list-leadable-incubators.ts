import { type CurrentSubscriptionResponse, subscriptionEndpoints } from "@hatchery/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { subscriptionKeys } from "@/lib/query-keys/subscription-keys";

export interface LeadableIncubator {
  slug: string;
  name: string;
}

/**
 * The incubators where the person may lead a team: those of their active (trial or active) subscription,
 * whose membership the server keeps at the subscriber tier (SPEC §4). A person holds at most one active
 * subscription (SPEC §6), so this is one incubator or none. Read under the subscription page's key, so
 * both share one answer and a payment refreshes both.
 */
export function getCurrentSubscriptionForTeams(signal?: AbortSignal): Promise<CurrentSubscriptionResponse> {
  return callApi(subscriptionEndpoints.current, { signal });
}

export function leadableIncubatorsQueryOptions() {
  return queryOptions({
    queryKey: subscriptionKeys.current(),
    queryFn: ({ signal }) => getCurrentSubscriptionForTeams(signal),
  });
}

export function useLeadableIncubators() {
  return useQuery({
    ...leadableIncubatorsQueryOptions(),
    select: ({ current }): LeadableIncubator[] =>
      current ? [{ slug: current.incubator.slug, name: current.incubator.name }] : [],
  });
}
