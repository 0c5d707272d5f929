import { membershipEndpoints, type OwnMembershipsResponse } from "@hatchery/shared";
import { useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { incubatorKeys } from "@/lib/query-keys/incubator-keys";

/** The incubators the person is an active member of, by name (guest or subscriber). */
export function listOwnMemberships(signal?: AbortSignal): Promise<OwnMembershipsResponse> {
  return callApi(membershipEndpoints.mine, { signal });
}

export function useOwnMemberships() {
  return useQuery({
    queryKey: incubatorKeys.memberships(),
    queryFn: ({ signal }) => listOwnMemberships(signal),
  });
}
