import { type MentorReview, type MentorReviewInput, mentoringAfterEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { mentoringAfterKeys } from "@/lib/query-keys/mentoring-after-keys";

export function reviewMentoringSession(sessionId: string, input: MentorReviewInput): Promise<MentorReview> {
  return callApi(mentoringAfterEndpoints.review, { params: { id: sessionId }, body: input });
}

export function useReviewMentoringSession(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MentorReviewInput) => reviewMentoringSession(sessionId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mentoringAfterKeys.followUp(sessionId) }),
  });
}
