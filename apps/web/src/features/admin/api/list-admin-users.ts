import { type AdminUserRow, adminUserEndpoints, type Page } from "@hatchery/shared";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { adminUserKeys } from "./admin-user-keys";

export function listAdminUsers(
  search: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<Page<AdminUserRow>> {
  return callApi(adminUserEndpoints.list, {
    query: { q: search || undefined, cursor: cursor ?? undefined },
    signal,
  });
}

export function listAdminUsersQueryOptions(search: string) {
  return infiniteQueryOptions({
    queryKey: adminUserKeys.list(search),
    queryFn: ({ pageParam, signal }) => listAdminUsers(search, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}

export function useAdminUsers(search: string) {
  return useInfiniteQuery(listAdminUsersQueryOptions(search));
}
