import { courseEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { courseKeys } from "@/lib/query-keys/course-keys";

export interface ReorderLessonsVariables {
  slug: string;
  course: string;
  slugs: string[];
}

/** Puts the course's lessons in the order given. */
export function reorderLessons({ slug, course, slugs }: ReorderLessonsVariables) {
  return callApi(courseEndpoints.reorderLessons, { params: { slug, course }, body: { slugs } });
}

export function useReorderLessons() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderLessons,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  });
}
