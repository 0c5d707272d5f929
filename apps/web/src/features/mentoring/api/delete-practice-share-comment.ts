import { practiceShareEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { practiceShareKeys } from "@/lib/query-keys/practice-share-keys";

/** Deletes one of the mentor's own comments. */
export function deletePracticeShareComment(shareId: string, commentId: string): Promise<void> {
  return callApi(practiceShareEndpoints.deleteComment, { params: { id: shareId, commentId } });
}

export function useDeletePracticeShareComment(shareId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) => deletePracticeShareComment(shareId, commentId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: practiceShareKeys.detail(shareId) }),
  });
}
