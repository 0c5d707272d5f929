import {
  type AdminIncubatorsResponse,
  adminOperationsEndpoints,
  type IncubatorStatus,
} from "@hatchery/shared";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { adminOperationsKeys } from "@/lib/query-keys/admin-operations-keys";

export interface AdminIncubatorFilters {
  search?: string | undefined;
  status?: IncubatorStatus | undefined;
}

export function listAdminIncubators(
  filters: AdminIncubatorFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<AdminIncubatorsResponse> {
  return callApi(adminOperationsEndpoints.incubators, {
    query: { ...filters, cursor: cursor ?? undefined },
    signal,
  });
}

export function listAdminIncubatorsQueryOptions(filters: AdminIncubatorFilters) {
  return infiniteQueryOptions({
    queryKey: adminOperationsKeys.incubators(filters),
    queryFn: ({ pageParam, signal }) => listAdminIncubators(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}

export function useAdminIncubators(filters: AdminIncubatorFilters) {
  return useInfiniteQuery(listAdminIncubatorsQueryOptions(filters));
}
