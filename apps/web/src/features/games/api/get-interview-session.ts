import { gamesEndpoints, type InterviewSession } from "@hatchery/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { gamesKeys } from "@/lib/query-keys/games-keys";

export function getInterviewSession(id: string, signal?: AbortSignal): Promise<InterviewSession> {
  return callApi(gamesEndpoints.interviewSession, { params: { id }, signal });
}

export function useInterviewSession(id: string) {
  return useQuery(
    queryOptions({
      queryKey: gamesKeys.interviewSession(id),
      queryFn: ({ signal }) => getInterviewSession(id, signal),
      // An unknown or another person's session stays not found: asking again would not change it.
      retry: false,
    }),
  );
}
