import { membershipEndpoints, type OwnMembershipsResponse } from "@hatchery/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { incubatorKeys } from "@/lib/query-keys/incubator-keys";

/** The incubators the person is an active member of, with their tier (guest or subscriber). */
export function listOwnMemberships(signal?: AbortSignal): Promise<OwnMembershipsResponse> {
  return callApi(membershipEndpoints.mine, { signal });
}

/** Under the incubators' root, so joining, leaving or an upgrade refreshes the dashboard's card too. */
export function listOwnMembershipsQueryOptions() {
  return queryOptions({
    queryKey: incubatorKeys.memberships(),
    queryFn: ({ signal }) => listOwnMemberships(signal),
  });
}

export function useOwnMembershipsWithTiers() {
  return useQuery(listOwnMembershipsQueryOptions());
}
