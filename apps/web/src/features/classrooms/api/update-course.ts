import { courseEndpoints, type UpdateCourseInput } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { courseKeys } from "@/lib/query-keys/course-keys";

export interface UpdateCourseVariables {
  slug: string;
  course: string;
  changes: UpdateCourseInput;
}

/** Changes a course: title, summary, visibility, or publishes and unpublishes it. */
export function updateCourse({ slug, course, changes }: UpdateCourseVariables) {
  return callApi(courseEndpoints.update, { params: { slug, course }, body: changes });
}

export function useUpdateCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCourse,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  });
}
