import { gamesEndpoints, type InterviewSessionsResponse } from "@hatchery/shared";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { gamesKeys } from "@/lib/query-keys/games-keys";

export function listInterviewSessions(
  cursor: string | null,
  signal?: AbortSignal,
): Promise<InterviewSessionsResponse> {
  return callApi(gamesEndpoints.interviewSessions, { query: { cursor: cursor ?? undefined }, signal });
}

/** The person's sessions, newest first, a page at a time. */
export function useInterviewSessions() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: gamesKeys.interviewSessions(),
      queryFn: ({ pageParam, signal }) => listInterviewSessions(pageParam, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    }),
  );
}
