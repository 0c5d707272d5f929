import { type InviteListResponse, inviteEndpoints } from "@hatchery/shared";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { positionKeys } from "@/lib/query-keys/position-keys";

export function listPositionInvites(
  positionId: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<InviteListResponse> {
  return callApi(inviteEndpoints.list, {
    params: { id: positionId },
    query: { cursor: cursor ?? undefined },
    signal,
  });
}

export function listPositionInvitesQueryOptions(positionId: string) {
  return infiniteQueryOptions({
    queryKey: positionKeys.invites(positionId),
    queryFn: ({ pageParam, signal }) => listPositionInvites(positionId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function usePositionInvites(positionId: string) {
  return useInfiniteQuery(listPositionInvitesQueryOptions(positionId));
}
