import { type PublicPlanResponse, planEndpoints } from "@hatchery/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { incubatorKeys } from "@/lib/query-keys/incubator-keys";

/**
 * An active plan and the incubator it belongs to, found by the plan's id alone (all a subscribe link
 * names). A plan that is inactive, or whose incubator is archived, is not found (404).
 */
export function getPlan(id: string, signal?: AbortSignal): Promise<PublicPlanResponse> {
  return callApi(planEndpoints.get, { params: { id }, signal });
}

export function getPlanQueryOptions(id: string) {
  return queryOptions({
    queryKey: incubatorKeys.plan(id),
    queryFn: ({ signal }) => getPlan(id, signal),
  });
}

export function usePlan(id: string) {
  return useQuery(getPlanQueryOptions(id));
}
