import { type MentoringSessionResponse, mentoringSessionEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { refreshAfterSessionStep } from "./session-invalidation";

export function markMentoringSessionNoShow(id: string): Promise<MentoringSessionResponse> {
  return callApi(mentoringSessionEndpoints.noShow, { params: { id } });
}

export function useMarkMentoringSessionNoShow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markMentoringSessionNoShow,
    onSettled: () => refreshAfterSessionStep(queryClient),
  });
}
