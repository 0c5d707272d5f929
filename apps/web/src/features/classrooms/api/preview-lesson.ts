import { courseEndpoints } from "@hatchery/shared";
import { useMutation } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";

export interface PreviewLessonVariables {
  slug: string;
  course: string;
  body: string;
}

/** The lesson text as the server's renderer makes it, so the preview is what readers will see. */
export function previewLesson({ slug, course, body }: PreviewLessonVariables) {
  return callApi(courseEndpoints.preview, { params: { slug, course }, body: { body } });
}

export function usePreviewLesson() {
  return useMutation({ mutationFn: previewLesson });
}
