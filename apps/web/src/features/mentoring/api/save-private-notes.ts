import { mentoringAfterEndpoints, type PrivateNotes, type SessionFollowUp } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { mentoringAfterKeys } from "@/lib/query-keys/mentoring-after-keys";

export function savePrivateNotes(sessionId: string, markdown: string): Promise<PrivateNotes> {
  return callApi(mentoringAfterEndpoints.savePrivateNotes, { params: { id: sessionId }, body: { markdown } });
}

export function useSavePrivateNotes(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (markdown: string) => savePrivateNotes(sessionId, markdown),
    onSuccess: (privateNotes) =>
      queryClient.setQueryData<SessionFollowUp>(mentoringAfterKeys.followUp(sessionId), (old) =>
        old ? { ...old, privateNotes } : old,
      ),
  });
}
