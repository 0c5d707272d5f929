import { type CreatePlanInput, type PlanResponse, planResponseSchema } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { incubatorKeys } from "@/lib/query-keys/incubator-keys";

export interface CreatePlanVariables {
  slug: string;
  plan: CreatePlanInput;
}

export function createPlan({ slug, plan }: CreatePlanVariables): Promise<PlanResponse> {
  return apiRequest(`/api/incubators/${encodeURIComponent(slug)}/plans`, {
    method: "POST",
    body: plan,
    schema: planResponseSchema,
  });
}

export function useCreatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPlan,
    // The plan list, the public page's plans and the directory's lowest price all change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: incubatorKeys.all }),
  });
}
