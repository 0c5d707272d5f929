import { type AdminJobState, type AdminJobsResponse, adminOperationsEndpoints } from "@hatchery/shared";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { adminOperationsKeys } from "@/lib/query-keys/admin-operations-keys";

export interface AdminJobFilters {
  state?: AdminJobState | undefined;
}

export function listAdminJobs(
  filters: AdminJobFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<AdminJobsResponse> {
  return callApi(adminOperationsEndpoints.jobs, {
    query: { ...filters, cursor: cursor ?? undefined },
    signal,
  });
}

export function listAdminJobsQueryOptions(filters: AdminJobFilters) {
  return infiniteQueryOptions({
    queryKey: adminOperationsKeys.jobs(filters),
    queryFn: ({ pageParam, signal }) => listAdminJobs(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}

export function useAdminJobs(filters: AdminJobFilters) {
  return useInfiniteQuery(listAdminJobsQueryOptions(filters));
}
