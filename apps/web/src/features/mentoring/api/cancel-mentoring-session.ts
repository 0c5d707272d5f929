import { type MentoringSessionResponse, mentoringSessionEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { refreshAfterSessionStep } from "./session-invalidation";

/** Either side cancels, with an optional reason (blank: none). */
export function cancelMentoringSession(id: string, reason: string): Promise<MentoringSessionResponse> {
  return callApi(mentoringSessionEndpoints.cancel, {
    params: { id },
    body: reason.trim() ? { reason } : {},
  });
}

export function useCancelMentoringSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => cancelMentoringSession(id, reason),
    onSettled: () => refreshAfterSessionStep(queryClient),
  });
}
