import { inviteEndpoints, type PositionInviteResponse } from "@hatchery/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { positionKeys } from "@/lib/query-keys/position-keys";

export function getPositionInvite(token: string, signal?: AbortSignal): Promise<PositionInviteResponse> {
  return callApi(inviteEndpoints.open, { params: { token }, signal });
}

export function getPositionInviteQueryOptions(token: string) {
  return queryOptions({
    queryKey: positionKeys.invite(token),
    queryFn: ({ signal }) => getPositionInvite(token, signal),
  });
}

export function usePositionInvite(token: string) {
  return useQuery(getPositionInviteQueryOptions(token));
}
