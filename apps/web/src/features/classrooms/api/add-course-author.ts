import { courseEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { courseKeys } from "@/lib/query-keys/course-keys";

export interface AddCourseAuthorVariables {
  slug: string;
  course: string;
  email: string;
}

/** Adds an advisor or coach as an author of the course. */
export function addCourseAuthor({ slug, course, email }: AddCourseAuthorVariables) {
  return callApi(courseEndpoints.addAuthor, { params: { slug, course }, body: { email } });
}

export function useAddCourseAuthor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCourseAuthor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  });
}
