import { type AdminAuditResponse, adminOperationsEndpoints } from "@hatchery/shared";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { adminOperationsKeys } from "@/lib/query-keys/admin-operations-keys";

export interface AuditFilters {
  actor?: string | undefined;
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export function searchAuditLog(
  filters: AuditFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<AdminAuditResponse> {
  return callApi(adminOperationsEndpoints.audit, {
    query: { ...filters, cursor: cursor ?? undefined },
    signal,
  });
}

export function searchAuditLogQueryOptions(filters: AuditFilters) {
  return infiniteQueryOptions({
    queryKey: adminOperationsKeys.audit(filters),
    queryFn: ({ pageParam, signal }) => searchAuditLog(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
    // A failed search (a reversed date range) is the person's to fix, not the network's to retry.
    retry: false,
  });
}

export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery(searchAuditLogQueryOptions(filters));
}
