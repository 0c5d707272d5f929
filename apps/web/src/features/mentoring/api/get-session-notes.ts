import { mentoringAfterEndpoints, type SessionFollowUp } from "@hatchery/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { mentoringAfterKeys } from "@/lib/query-keys/mentoring-after-keys";

/** A session's notes, private notes (the mentor's), action items and reviews. */
export function getSessionNotes(sessionId: string, signal?: AbortSignal): Promise<SessionFollowUp> {
  return callApi(mentoringAfterEndpoints.followUp, { params: { id: sessionId }, signal });
}

export function getSessionNotesQueryOptions(sessionId: string) {
  return queryOptions({
    queryKey: mentoringAfterKeys.followUp(sessionId),
    queryFn: ({ signal }) => getSessionNotes(sessionId, signal),
  });
}

export function useSessionNotes(sessionId: string) {
  return useQuery(getSessionNotesQueryOptions(sessionId));
}
