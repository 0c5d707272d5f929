import { gamesEndpoints, type InterviewSession, type InterviewSessionInput } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { gamesKeys } from "@/lib/query-keys/games-keys";

/** Sends the kept texts only; the server computes the feedback it stores from them. */
export function saveInterviewSession(session: InterviewSessionInput): Promise<InterviewSession> {
  return callApi(gamesEndpoints.interviewSessionSave, { body: session });
}

export function useSaveInterviewSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveInterviewSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gamesKeys.interviewSessions() }),
  });
}
