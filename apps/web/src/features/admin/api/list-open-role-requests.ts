import { adminUserEndpoints, type Page, type RoleRequest } from "@hatchery/shared";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { adminUserKeys } from "./admin-user-keys";

export function listOpenRoleRequests(
  cursor: string | null,
  signal?: AbortSignal,
): Promise<Page<RoleRequest>> {
  return callApi(adminUserEndpoints.openRequests, { query: { cursor: cursor ?? undefined }, signal });
}

export function listOpenRoleRequestsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: adminUserKeys.openRequests(),
    queryFn: ({ pageParam, signal }) => listOpenRoleRequests(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useOpenRoleRequests() {
  return useInfiniteQuery(listOpenRoleRequestsQueryOptions());
}
