import { type AssessmentAnswers, type AssessmentScores, assessmentEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { assessmentKeys } from "@/lib/query-keys/assessment-keys";

/** A finished part's scores, and whether they were kept in the person's history. */
export interface FinishedPart {
  scores: AssessmentScores;
  saved: boolean;
}

/**
 * Scores a finished part on the server: kept in the history for a signed-in person, only scored for a
 * visitor. The same server scoring either way, so a visitor sees what they would have kept.
 */
export async function finishPart(answers: AssessmentAnswers, signedIn: boolean): Promise<FinishedPart> {
  if (!signedIn) return { scores: await callApi(assessmentEndpoints.score, { body: answers }), saved: false };
  const result = await callApi(assessmentEndpoints.save, { body: answers });
  return { scores: result, saved: true };
}

export function useFinishPart(signedIn: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: AssessmentAnswers) => finishPart(answers, signedIn),
    onSuccess: ({ saved }) => {
      if (saved) void queryClient.invalidateQueries({ queryKey: assessmentKeys.history() });
    },
  });
}
