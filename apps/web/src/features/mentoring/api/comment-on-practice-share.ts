import {
  type PracticeShareComment,
  type PracticeShareCommentInput,
  practiceShareEndpoints,
} from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { practiceShareKeys } from "@/lib/query-keys/practice-share-keys";

/** The mentor's comment on a part of one text of a shared result. */
export function commentOnPracticeShare(
  shareId: string,
  input: PracticeShareCommentInput,
): Promise<PracticeShareComment> {
  return callApi(practiceShareEndpoints.comment, { params: { id: shareId }, body: input });
}

export function useCommentOnPracticeShare(shareId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PracticeShareCommentInput) => commentOnPracticeShare(shareId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: practiceShareKeys.detail(shareId) }),
  });
}
