import { type PlanResponse, planEndpoints, type UpdatePlanInput } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { incubatorKeys } from "@/lib/query-keys/incubator-keys";

export interface UpdatePlanVariables {
  planId: string;
  /** Only the fields that change; turning `isActive` off is how a plan stops being offered. */
  changes: UpdatePlanInput;
}

export function updatePlan({ planId, changes }: UpdatePlanVariables): Promise<PlanResponse> {
  return callApi(planEndpoints.update, { params: { id: planId }, body: changes });
}

export function useUpdatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePlan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: incubatorKeys.all }),
  });
}
