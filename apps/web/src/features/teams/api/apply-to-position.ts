import { type ApplicationResponse, applicationEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { refreshAfterApplicationStep } from "./application-invalidation";

export function applyToPosition(positionId: string, message: string): Promise<ApplicationResponse> {
  return callApi(applicationEndpoints.apply, { params: { id: positionId }, body: { message } });
}

export function useApplyToPosition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ positionId, message }: { positionId: string; message: string }) =>
      applyToPosition(positionId, message),
    onSuccess: () => refreshAfterApplicationStep(queryClient),
  });
}
