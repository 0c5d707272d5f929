import { type PracticeShareMentorsResponse, practiceShareEndpoints } from "@hatchery/shared";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { practiceShareKeys } from "@/lib/query-keys/practice-share-keys";

/** Published advisors and coaches whose name, headline or address contains the typed words. */
export function findPracticeShareMentors(
  query: string,
  signal?: AbortSignal,
): Promise<PracticeShareMentorsResponse> {
  return callApi(practiceShareEndpoints.mentors, { query: query ? { q: query } : {}, signal });
}

export function usePracticeShareMentors(query: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: practiceShareKeys.mentors(query),
      queryFn: ({ signal }) => findPracticeShareMentors(query, signal),
      enabled,
      // The list stays while the next search runs, so it does not flash empty at each letter.
      placeholderData: keepPreviousData,
    }),
  );
}
