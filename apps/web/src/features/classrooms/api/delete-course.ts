import { courseEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { courseKeys } from "@/lib/query-keys/course-keys";

export interface DeleteCourseVariables {
  slug: string;
  course: string;
}

/** Deletes a course with its lessons. */
export function deleteCourse({ slug, course }: DeleteCourseVariables) {
  return callApi(courseEndpoints.remove, { params: { slug, course } });
}

export function useDeleteCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCourse,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  });
}
