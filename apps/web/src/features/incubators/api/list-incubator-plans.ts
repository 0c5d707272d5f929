import { type PlanListResponse, planListResponseSchema } from "@hatchery/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { incubatorKeys } from "@/lib/query-keys/incubator-keys";

/** Every plan of the incubator, inactive ones too (owner or admin only). */
export function listIncubatorPlans(slug: string, signal?: AbortSignal): Promise<PlanListResponse> {
  return apiRequest(`/api/incubators/${encodeURIComponent(slug)}/plans`, {
    schema: planListResponseSchema,
    signal,
  });
}

export function listIncubatorPlansQueryOptions(slug: string) {
  return queryOptions({
    queryKey: incubatorKeys.plans(slug),
    queryFn: ({ signal }) => listIncubatorPlans(slug, signal),
  });
}

export function useIncubatorPlans(slug: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...listIncubatorPlansQueryOptions(slug), enabled });
}
