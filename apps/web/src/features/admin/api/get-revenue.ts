import { type AdminRevenueResponse, adminOperationsEndpoints } from "@hatchery/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { adminOperationsKeys } from "@/lib/query-keys/admin-operations-keys";

export function getRevenue(signal?: AbortSignal): Promise<AdminRevenueResponse> {
  return callApi(adminOperationsEndpoints.revenue, { signal });
}

export function getRevenueQueryOptions() {
  return queryOptions({
    queryKey: adminOperationsKeys.revenue(),
    queryFn: ({ signal }) => getRevenue(signal),
  });
}

export function useRevenue() {
  return useQuery(getRevenueQueryOptions());
}
