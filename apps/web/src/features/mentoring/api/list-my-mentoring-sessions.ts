import { type MentoringSessionsResponse, mentoringSessionEndpoints } from "@hatchery/shared";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { mentoringSessionKeys } from "@/lib/query-keys/mentoring-session-keys";

export type SessionsWhen = "upcoming" | "past";

export function listMyMentoringSessions(
  when: SessionsWhen,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<MentoringSessionsResponse> {
  return callApi(mentoringSessionEndpoints.mine, { query: { when, cursor: cursor ?? undefined }, signal });
}

export function listMyMentoringSessionsQueryOptions(when: SessionsWhen) {
  return infiniteQueryOptions({
    queryKey: mentoringSessionKeys.mine(when),
    queryFn: ({ pageParam, signal }) => listMyMentoringSessions(when, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** The signed-in person's sessions as mentor and as mentee. */
export function useMyMentoringSessions(when: SessionsWhen) {
  return useInfiniteQuery(listMyMentoringSessionsQueryOptions(when));
}
