import { type ApplicationResponse, applicationEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { announceSuccess, type SuccessToastOf } from "@/lib/success-toast";
import { refreshAfterApplicationStep } from "./application-invalidation";

export function withdrawApplication(id: string): Promise<ApplicationResponse> {
  return callApi(applicationEndpoints.withdraw, { params: { id } });
}

export function useWithdrawApplication(successToast?: SuccessToastOf<typeof withdrawApplication>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawApplication,
    onSuccess: (data, variables) => {
      announceSuccess(successToast, data, variables);
      return refreshAfterApplicationStep(queryClient);
    },
  });
}
