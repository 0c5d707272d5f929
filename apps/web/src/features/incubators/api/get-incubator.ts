import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { type IncubatorDetail, incubatorDetailSchema } from "./schemas";

export function getIncubator(slug: string, signal?: AbortSignal): Promise<IncubatorDetail> {
  return apiRequest(`/api/incubators/${encodeURIComponent(slug)}`, { schema: incubatorDetailSchema, signal });
}

export function getIncubatorQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ["incubators", "detail", slug],
    queryFn: ({ signal }) => getIncubator(slug, signal),
  });
}

export function useIncubator(slug: string) {
  return useQuery(getIncubatorQueryOptions(slug));
}
