import { type ApplicationListResponse, applicationEndpoints } from "@hatchery/shared";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { applicationKeys } from "@/lib/query-keys/position-keys";

export function listMyApplications(
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ApplicationListResponse> {
  return callApi(applicationEndpoints.mine, { query: { cursor: cursor ?? undefined }, signal });
}

export function listMyApplicationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: applicationKeys.mine(),
    queryFn: ({ pageParam, signal }) => listMyApplications(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useMyApplications(enabled = true) {
  return useInfiniteQuery({ ...listMyApplicationsQueryOptions(), enabled });
}
