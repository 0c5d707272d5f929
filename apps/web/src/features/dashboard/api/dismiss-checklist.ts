import { type ChecklistResponse, dashboardEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { dashboardKeys } from "@/lib/query-keys/dashboard-keys";

export function dismissChecklist(): Promise<ChecklistResponse> {
  return callApi(dashboardEndpoints.dismissChecklist);
}

/** Puts the checklist away for the account (every device); the answer replaces the cached one. */
export function useDismissChecklist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissChecklist,
    onSuccess: (checklist) => queryClient.setQueryData(dashboardKeys.checklist(), checklist),
  });
}
