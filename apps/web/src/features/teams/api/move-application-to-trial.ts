import { type ApplicationResponse, applicationEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { announceSuccess, type SuccessToast } from "@/lib/success-toast";
import { refreshAfterApplicationStep } from "./application-invalidation";

/** Starts a trial ending on `trialEndsOn` (YYYY-MM-DD, after today), or moves its end. */
export function moveApplicationToTrial(id: string, trialEndsOn: string): Promise<ApplicationResponse> {
  return callApi(applicationEndpoints.trial, { params: { id }, body: { trialEndsOn } });
}

export function useMoveApplicationToTrial(
  successToast?: SuccessToast<ApplicationResponse, { id: string; trialEndsOn: string }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, trialEndsOn }: { id: string; trialEndsOn: string }) =>
      moveApplicationToTrial(id, trialEndsOn),
    onSuccess: (data, variables) => {
      announceSuccess(successToast, data, variables);
      return refreshAfterApplicationStep(queryClient);
    },
  });
}
