import { type ApplicationResponse, applicationEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { refreshAfterApplicationStep } from "./application-invalidation";

/** Starts a trial ending on `trialEndsOn` (YYYY-MM-DD, after today), or moves its end. */
export function moveApplicationToTrial(id: string, trialEndsOn: string): Promise<ApplicationResponse> {
  return callApi(applicationEndpoints.trial, { params: { id }, body: { trialEndsOn } });
}

export function useMoveApplicationToTrial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, trialEndsOn }: { id: string; trialEndsOn: string }) =>
      moveApplicationToTrial(id, trialEndsOn),
    onSuccess: () => refreshAfterApplicationStep(queryClient),
  });
}
