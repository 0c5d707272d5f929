import { type CreatePlanInput, type PlanResponse, planEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { incubatorKeys } from "@/lib/query-keys/incubator-keys";

export interface CreatePlanVariables {
  slug: string;
  plan: CreatePlanInput;
}

export function createPlan({ slug, plan }: CreatePlanVariables): Promise<PlanResponse> {
  return callApi(planEndpoints.create, { params: { slug }, body: plan });
}

export function useCreatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPlan,
    // The plan list, the public page's plans and the directory's lowest price all change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: incubatorKeys.all }),
  });
}
