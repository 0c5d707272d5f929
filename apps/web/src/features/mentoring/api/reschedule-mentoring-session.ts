import {
  type MentoringSessionResponse,
  mentoringSessionEndpoints,
  type RescheduleSessionInput,
} from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { refreshAfterSessionStep } from "./session-invalidation";

/** Either side moves the session to another of the mentor's free times. */
export function rescheduleMentoringSession(
  id: string,
  body: RescheduleSessionInput,
): Promise<MentoringSessionResponse> {
  return callApi(mentoringSessionEndpoints.reschedule, { params: { id }, body });
}

export function useRescheduleMentoringSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string } & RescheduleSessionInput) =>
      rescheduleMentoringSession(id, body),
    onSettled: () => refreshAfterSessionStep(queryClient),
  });
}
