import { type ApplicationResponse, applicationEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { refreshAfterApplicationStep } from "./application-invalidation";

export function withdrawApplication(id: string): Promise<ApplicationResponse> {
  return callApi(applicationEndpoints.withdraw, { params: { id } });
}

export function useWithdrawApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawApplication,
    onSuccess: () => refreshAfterApplicationStep(queryClient),
  });
}
