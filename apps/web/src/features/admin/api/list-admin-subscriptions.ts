import {
  type AdminSubscriptionsResponse,
  adminOperationsEndpoints,
  type SubscriptionStatus,
} from "@hatchery/shared";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { adminOperationsKeys } from "@/lib/query-keys/admin-operations-keys";

export interface AdminSubscriptionFilters {
  status?: SubscriptionStatus | undefined;
  incubator?: string | undefined;
  person?: string | undefined;
}

export function listAdminSubscriptions(
  filters: AdminSubscriptionFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<AdminSubscriptionsResponse> {
  return callApi(adminOperationsEndpoints.subscriptions, {
    query: { ...filters, cursor: cursor ?? undefined },
    signal,
  });
}

export function listAdminSubscriptionsQueryOptions(filters: AdminSubscriptionFilters) {
  return infiniteQueryOptions({
    queryKey: adminOperationsKeys.subscriptions(filters),
    queryFn: ({ pageParam, signal }) => listAdminSubscriptions(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}

export function useAdminSubscriptions(filters: AdminSubscriptionFilters) {
  return useInfiniteQuery(listAdminSubscriptionsQueryOptions(filters));
}
