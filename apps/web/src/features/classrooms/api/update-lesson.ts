import { courseEndpoints, type LessonInput } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { courseKeys } from "@/lib/query-keys/course-keys";

export interface UpdateLessonVariables {
  slug: string;
  course: string;
  lesson: string;
  changes: LessonInput;
}

/** Replaces a lesson's text and questions; the previous version joins its history. */
export function updateLesson({ slug, course, lesson, changes }: UpdateLessonVariables) {
  return callApi(courseEndpoints.updateLesson, { params: { slug, course, lesson }, body: changes });
}

export function useUpdateLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLesson,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  });
}
