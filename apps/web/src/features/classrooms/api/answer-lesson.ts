import { courseEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { courseKeys } from "@/lib/query-keys/course-keys";

export interface AnswerLessonVariables {
  slug: string;
  course: string;
  lesson: string;
  answers: number[];
}

/** Checks a lesson's answers on the server; all right masters it for a signed-in reader. */
export function answerLesson({ slug, course, lesson, answers }: AnswerLessonVariables) {
  return callApi(courseEndpoints.answer, { params: { slug, course, lesson }, body: { answers } });
}

export function useAnswerLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerLesson,
    onSuccess: (result, { slug, course }) => {
      if (result.mastered) void queryClient.invalidateQueries({ queryKey: courseKeys.detail(slug, course) });
    },
  });
}
