import { type ProjectCoverResponse, type ProjectDetailResponse, projectEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { projectKeys } from "@/lib/query-keys/project-keys";
import { announceSuccess, type SuccessToastOf } from "@/lib/success-toast";

export interface UploadProjectCoverVariables {
  slug: string;
  file: File;
}

/** Multipart field `file`; the server checks size and type again, by the file's first bytes. */
export function uploadProjectCover({
  slug,
  file,
}: UploadProjectCoverVariables): Promise<ProjectCoverResponse> {
  const body = new FormData();
  body.append("file", file);
  return callApi(projectEndpoints.uploadCover, { params: { slug }, body });
}

export function useUploadProjectCover(successToast?: SuccessToastOf<typeof uploadProjectCover>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProjectCover,
    onSuccess: (data, variables) => {
      announceSuccess(successToast, data, variables);
      const { coverUrl } = data;
      const { slug } = variables;
      queryClient.setQueryData<ProjectDetailResponse>(projectKeys.detail(slug), (current) =>
        current ? { ...current, project: { ...current.project, coverUrl } } : current,
      );
      return queryClient.invalidateQueries({ queryKey: projectKeys.all });
    },
  });
}
