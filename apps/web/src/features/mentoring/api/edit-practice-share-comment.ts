import { type PracticeShareComment, practiceShareEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { practiceShareKeys } from "@/lib/query-keys/practice-share-keys";

/** Rewrites one of the mentor's own comments; its anchor stays. */
export function editPracticeShareComment(
  shareId: string,
  commentId: string,
  body: string,
): Promise<PracticeShareComment> {
  return callApi(practiceShareEndpoints.editComment, { params: { id: shareId, commentId }, body: { body } });
}

export function useEditPracticeShareComment(shareId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId, body }: { commentId: string; body: string }) =>
      editPracticeShareComment(shareId, commentId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: practiceShareKeys.detail(shareId) }),
  });
}
