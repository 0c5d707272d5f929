import { type AdminUserDetail, adminUserEndpoints } from "@hatchery/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { adminUserKeys } from "./admin-user-keys";

export function getAdminUser(id: string, signal?: AbortSignal): Promise<AdminUserDetail> {
  return callApi(adminUserEndpoints.detail, { params: { id }, signal });
}

export function getAdminUserQueryOptions(id: string) {
  return queryOptions({
    queryKey: adminUserKeys.detail(id),
    queryFn: ({ signal }) => getAdminUser(id, signal),
  });
}

export function useAdminUser(id: string) {
  return useQuery(getAdminUserQueryOptions(id));
}
