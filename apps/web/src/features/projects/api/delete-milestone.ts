import { type ProjectDetailResponse, projectEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { projectKeys } from "@/lib/query-keys/project-keys";
import { announceSuccess, type SuccessToastOf } from "@/lib/success-toast";

export interface DeleteMilestoneVariables {
  slug: string;
  id: string;
}

export function deleteMilestone({ slug, id }: DeleteMilestoneVariables): Promise<unknown> {
  return callApi(projectEndpoints.deleteMilestone, { params: { slug, id } });
}

export function useDeleteMilestone(successToast?: SuccessToastOf<typeof deleteMilestone>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMilestone,
    onSuccess: (data, variables) => {
      announceSuccess(successToast, data, variables);
      const { slug, id } = variables;
      queryClient.setQueryData<ProjectDetailResponse>(projectKeys.detail(slug), (current) =>
        current
          ? { ...current, milestones: current.milestones.filter((milestone) => milestone.id !== id) }
          : current,
      );
      // The answer is what the server keeps, so only the directory (ordered by the latest change) is
      // read again, not the page.
      return queryClient.invalidateQueries({ queryKey: projectKeys.lists() });
    },
  });
}
