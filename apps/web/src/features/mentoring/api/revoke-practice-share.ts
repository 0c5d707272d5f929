import { type PracticeShareSummary, practiceShareEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { practiceShareKeys } from "@/lib/query-keys/practice-share-keys";

/** Stops sharing: the mentor loses access at once. */
export function revokePracticeShare(id: string): Promise<void> {
  return callApi(practiceShareEndpoints.revoke, { params: { id } });
}

export function useRevokePracticeShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (share: Pick<PracticeShareSummary, "id" | "kind" | "itemId">) =>
      revokePracticeShare(share.id),
    onSuccess: (_nothing, share) =>
      queryClient.invalidateQueries({ queryKey: practiceShareKeys.ofItem(share.kind, share.itemId) }),
  });
}
