import { type DashboardTeamsResponse, dashboardEndpoints } from "@hatchery/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { dashboardKeys } from "@/lib/query-keys/dashboard-keys";

export function getDashboardTeams(signal?: AbortSignal): Promise<DashboardTeamsResponse> {
  return callApi(dashboardEndpoints.teams, { signal });
}

export function getDashboardTeamsQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.teams(),
    queryFn: ({ signal }) => getDashboardTeams(signal),
  });
}

/** The dashboard's teams card: teams and roles, milestones due, applications and invites both ways. */
export function useDashboardTeams() {
  return useQuery(getDashboardTeamsQueryOptions());
}
