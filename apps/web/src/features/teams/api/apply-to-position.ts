import { type ApplicationResponse, applicationEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { announceSuccess, type SuccessToast } from "@/lib/success-toast";
import { refreshAfterApplicationStep } from "./application-invalidation";

export function applyToPosition(positionId: string, message: string): Promise<ApplicationResponse> {
  return callApi(applicationEndpoints.apply, { params: { id: positionId }, body: { message } });
}

export function useApplyToPosition(
  successToast?: SuccessToast<ApplicationResponse, { positionId: string; message: string }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ positionId, message }: { positionId: string; message: string }) =>
      applyToPosition(positionId, message),
    onSuccess: (data, variables) => {
      announceSuccess(successToast, data, variables);
      return refreshAfterApplicationStep(queryClient);
    },
  });
}
