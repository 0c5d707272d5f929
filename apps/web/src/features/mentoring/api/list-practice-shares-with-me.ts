import { type PracticeSharesWithMeResponse, practiceShareEndpoints } from "@hatchery/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { practiceShareKeys } from "@/lib/query-keys/practice-share-keys";

/** What mentees share with the signed-in mentor now. */
export function listPracticeSharesWithMe(signal?: AbortSignal): Promise<PracticeSharesWithMeResponse> {
  return callApi(practiceShareEndpoints.withMe, { signal });
}

export function usePracticeSharesWithMe() {
  return useQuery(
    queryOptions({
      queryKey: practiceShareKeys.withMe(),
      queryFn: ({ signal }) => listPracticeSharesWithMe(signal),
    }),
  );
}
