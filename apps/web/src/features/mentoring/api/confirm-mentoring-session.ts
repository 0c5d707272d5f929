import { type MentoringSessionResponse, mentoringSessionEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { refreshAfterSessionStep } from "./session-invalidation";

export function confirmMentoringSession(id: string): Promise<MentoringSessionResponse> {
  return callApi(mentoringSessionEndpoints.confirm, { params: { id } });
}

export function useConfirmMentoringSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmMentoringSession,
    onSettled: () => refreshAfterSessionStep(queryClient),
  });
}
