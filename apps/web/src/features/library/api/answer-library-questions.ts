import { type LibraryAnswersResponse, libraryEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { libraryKeys } from "@/lib/query-keys/library-keys";

export interface AnswerInput {
  section: string;
  slug: string;
  answers: number[];
}

export function answerLibraryQuestions({
  section,
  slug,
  answers,
}: AnswerInput): Promise<LibraryAnswersResponse> {
  return callApi(libraryEndpoints.answer, { params: { section, slug }, body: { answers } });
}

export function useAnswerLibraryQuestions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerLibraryQuestions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKeys.all, refetchType: "inactive" }),
  });
}
