import { projectEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { projectKeys } from "@/lib/query-keys/project-keys";
import { teamKeys } from "@/lib/query-keys/team-keys";
import { announceSuccess, type SuccessToastOf } from "@/lib/success-toast";

export function deleteProject(slug: string): Promise<unknown> {
  return callApi(projectEndpoints.delete, { params: { slug } });
}

export function useDeleteProject(successToast?: SuccessToastOf<typeof deleteProject>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: (data, slug) => {
      announceSuccess(successToast, data, slug);
      // The page is gone: drop its answer rather than refetch a 404.
      queryClient.removeQueries({ queryKey: projectKeys.detail(slug) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: teamKeys.all }),
      ]);
    },
  });
}
