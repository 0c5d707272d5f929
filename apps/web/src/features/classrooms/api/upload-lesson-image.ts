import { courseEndpoints } from "@hatchery/shared";
import { useMutation } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";

export interface UploadLessonImageVariables {
  slug: string;
  course: string;
  file: File;
}

/** Multipart field `file`; the server checks who may edit the course, then the size and type by the file's bytes. */
export async function uploadLessonImage({ slug, course, file }: UploadLessonImageVariables): Promise<string> {
  const body = new FormData();
  body.append("file", file);
  const { url } = await callApi(courseEndpoints.uploadLessonImage, { params: { slug, course }, body });
  return url;
}

export function useUploadLessonImage() {
  return useMutation({ mutationFn: uploadLessonImage });
}
