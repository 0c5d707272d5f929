import {
  type PracticeShareKind,
  type PracticeSharesOfItemResponse,
  practiceShareEndpoints,
} from "@hatchery/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { practiceShareKeys } from "@/lib/query-keys/practice-share-keys";

/** The person's shares of one of their results, with the mentors' comments. */
export function listPracticeSharesOfItem(
  kind: PracticeShareKind,
  itemId: string,
  signal?: AbortSignal,
): Promise<PracticeSharesOfItemResponse> {
  return callApi(practiceShareEndpoints.ofItem, { query: { kind, itemId }, signal });
}

export function usePracticeSharesOfItem(kind: PracticeShareKind, itemId: string | null) {
  return useQuery(
    queryOptions({
      queryKey: practiceShareKeys.ofItem(kind, itemId ?? ""),
      queryFn: ({ signal }) => listPracticeSharesOfItem(kind, itemId ?? "", signal),
      enabled: itemId !== null && itemId !== "",
    }),
  );
}
