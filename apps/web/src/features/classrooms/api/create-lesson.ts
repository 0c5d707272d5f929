import { courseEndpoints, type LessonInput } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { courseKeys } from "@/lib/query-keys/course-keys";

export interface CreateLessonVariables {
  slug: string;
  course: string;
  lesson: LessonInput;
}

/** Adds a lesson at the end of the course. */
export function createLesson({ slug, course, lesson }: CreateLessonVariables) {
  return callApi(courseEndpoints.createLesson, { params: { slug, course }, body: lesson });
}

export function useCreateLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLesson,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  });
}
