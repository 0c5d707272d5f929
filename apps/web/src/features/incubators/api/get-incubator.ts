import { type IncubatorDetailResponse, incubatorEndpoints } from "@hatchery/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { incubatorKeys } from "@/lib/query-keys/incubator-keys";

export function getIncubator(slug: string, signal?: AbortSignal): Promise<IncubatorDetailResponse> {
  return callApi(incubatorEndpoints.detail, { params: { slug }, signal });
}

export function getIncubatorQueryOptions(slug: string) {
  return queryOptions({
    queryKey: incubatorKeys.detail(slug),
    queryFn: ({ signal }) => getIncubator(slug, signal),
  });
}

export function useIncubator(slug: string) {
  return useQuery(getIncubatorQueryOptions(slug));
}
