import { type MentoringSessionResponse, mentoringSessionEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { refreshAfterSessionStep } from "./session-invalidation";

/** The mentor declines a request; the mentee reads the reason. */
export function declineMentoringSession(id: string, reason: string): Promise<MentoringSessionResponse> {
  return callApi(mentoringSessionEndpoints.decline, { params: { id }, body: { reason } });
}

export function useDeclineMentoringSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => declineMentoringSession(id, reason),
    onSettled: () => refreshAfterSessionStep(queryClient),
  });
}
