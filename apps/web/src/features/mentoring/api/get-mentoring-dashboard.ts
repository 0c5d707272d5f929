import { type MentoringDashboard, mentoringAfterEndpoints } from "@hatchery/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { mentoringAfterKeys } from "@/lib/query-keys/mentoring-after-keys";

export function getMentoringDashboard(signal?: AbortSignal): Promise<MentoringDashboard> {
  return callApi(mentoringAfterEndpoints.dashboard, { signal });
}

export function getMentoringDashboardQueryOptions() {
  return queryOptions({
    queryKey: mentoringAfterKeys.dashboard(),
    queryFn: ({ signal }) => getMentoringDashboard(signal),
  });
}

/** The dashboard's mentoring card: next sessions, requests waiting, open action items. */
export function useMentoringDashboard() {
  return useQuery(getMentoringDashboardQueryOptions());
}
