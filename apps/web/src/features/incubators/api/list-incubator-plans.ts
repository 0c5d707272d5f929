import { type PlanListResponse, planEndpoints } from "@hatchery/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { incubatorKeys } from "@/lib/query-keys/incubator-keys";

/** Every plan of the incubator, inactive ones too (owner or admin only). */
export function listIncubatorPlans(slug: string, signal?: AbortSignal): Promise<PlanListResponse> {
  return callApi(planEndpoints.list, { params: { slug }, signal });
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
