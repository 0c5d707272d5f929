import { type MentoringSessionResponse, mentoringSessionEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { refreshAfterSessionStep } from "./session-invalidation";

export function completeMentoringSession(id: string): Promise<MentoringSessionResponse> {
  return callApi(mentoringSessionEndpoints.complete, { params: { id } });
}

export function useCompleteMentoringSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeMentoringSession,
    onSettled: () => refreshAfterSessionStep(queryClient),
  });
}
