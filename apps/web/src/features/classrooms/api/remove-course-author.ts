import { courseEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { courseKeys } from "@/lib/query-keys/course-keys";

export interface RemoveCourseAuthorVariables {
  slug: string;
  course: string;
  userId: string;
}

/** Removes an author from the course. */
export function removeCourseAuthor({ slug, course, userId }: RemoveCourseAuthorVariables) {
  return callApi(courseEndpoints.removeAuthor, { params: { slug, course, userId } });
}

export function useRemoveCourseAuthor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCourseAuthor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  });
}
