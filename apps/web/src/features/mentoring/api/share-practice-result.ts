import { type PracticeShareDetail, type PracticeShareInput, practiceShareEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { practiceShareKeys } from "@/lib/query-keys/practice-share-keys";

/** Shares one of the person's results with a published mentor, who is notified. */
export function sharePracticeResult(input: PracticeShareInput): Promise<PracticeShareDetail> {
  return callApi(practiceShareEndpoints.share, { body: input });
}

export function useSharePracticeResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sharePracticeResult,
    onSuccess: (detail) =>
      queryClient.invalidateQueries({
        queryKey: practiceShareKeys.ofItem(detail.share.kind, detail.share.itemId),
      }),
  });
}
