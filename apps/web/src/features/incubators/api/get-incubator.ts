import { type IncubatorDetailResponse, incubatorDetailResponseSchema } from "@hatchery/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { incubatorKeys } from "@/lib/query-keys/incubator-keys";

export function getIncubator(slug: string, signal?: AbortSignal): Promise<IncubatorDetailResponse> {
  return apiRequest(`/api/incubators/${encodeURIComponent(slug)}`, {
    schema: incubatorDetailResponseSchema,
    signal,
  });
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
