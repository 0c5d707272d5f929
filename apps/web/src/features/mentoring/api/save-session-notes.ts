import {
  mentoringAfterEndpoints,
  type SaveSessionNotesInput,
  type SessionFollowUp,
  type SessionNotes,
} from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { mentoringAfterKeys } from "@/lib/query-keys/mentoring-after-keys";

export function saveSessionNotes(sessionId: string, input: SaveSessionNotesInput): Promise<SessionNotes> {
  return callApi(mentoringAfterEndpoints.saveNotes, { params: { id: sessionId }, body: input });
}

/** Saves over the version read; a 409 means someone saved in between, and the page says so. */
export function useSaveSessionNotes(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveSessionNotesInput) => saveSessionNotes(sessionId, input),
    onSuccess: (notes) =>
      queryClient.setQueryData<SessionFollowUp>(mentoringAfterKeys.followUp(sessionId), (old) =>
        old ? { ...old, notes } : old,
      ),
  });
}
