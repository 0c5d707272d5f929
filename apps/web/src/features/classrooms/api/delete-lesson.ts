import { courseEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { courseKeys } from "@/lib/query-keys/course-keys";

export interface DeleteLessonVariables {
  slug: string;
  course: string;
  lesson: string;
}

/** Deletes a lesson. */
export function deleteLesson({ slug, course, lesson }: DeleteLessonVariables) {
  return callApi(courseEndpoints.removeLesson, { params: { slug, course, lesson } });
}

export function useDeleteLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLesson,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  });
}
