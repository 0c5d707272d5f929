import { type ChecklistResponse, dashboardEndpoints } from "@hatchery/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { dashboardKeys } from "@/lib/query-keys/dashboard-keys";

export function getChecklist(signal?: AbortSignal): Promise<ChecklistResponse> {
  return callApi(dashboardEndpoints.checklist, { signal });
}

export function getChecklistQueryOptions() {
  return queryOptions({ queryKey: dashboardKeys.checklist(), queryFn: ({ signal }) => getChecklist(signal) });
}

/** The getting-started checklist, each step read from the person's data on the server. */
export function useChecklist() {
  return useQuery(getChecklistQueryOptions());
}
