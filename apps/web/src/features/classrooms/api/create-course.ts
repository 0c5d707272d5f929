import { type CreateCourseInput, courseEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { courseKeys } from "@/lib/query-keys/course-keys";

export interface CreateCourseVariables {
  slug: string;
  course: CreateCourseInput;
}

/** Adds a draft course to the incubator. */
export function createCourse({ slug, course }: CreateCourseVariables) {
  return callApi(courseEndpoints.create, { params: { slug }, body: course });
}

export function useCreateCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCourse,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  });
}
