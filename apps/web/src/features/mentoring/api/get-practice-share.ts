import { type PracticeShareDetail, practiceShareEndpoints } from "@hatchery/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { practiceShareKeys } from "@/lib/query-keys/practice-share-keys";

/** One shared result with its texts and comments. */
export function getPracticeShare(id: string, signal?: AbortSignal): Promise<PracticeShareDetail> {
  return callApi(practiceShareEndpoints.detail, { params: { id }, signal });
}

export function usePracticeShare(id: string | null) {
  return useQuery(
    queryOptions({
      queryKey: practiceShareKeys.detail(id ?? ""),
      queryFn: ({ signal }) => getPracticeShare(id ?? "", signal),
      enabled: id !== null && id !== "",
      // A revoked or unknown share stays not found: asking again would not change it.
      retry: false,
    }),
  );
}
