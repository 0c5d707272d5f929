import {
  type MilestoneResponse,
  type ProjectDetailResponse,
  projectEndpoints,
  type UpdateMilestoneInput,
} from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { projectKeys } from "@/lib/query-keys/project-keys";

export interface UpdateMilestoneVariables {
  slug: string;
  id: string;
  changes: UpdateMilestoneInput;
}

export function updateMilestone({ slug, id, changes }: UpdateMilestoneVariables): Promise<MilestoneResponse> {
  return callApi(projectEndpoints.updateMilestone, { params: { slug, id }, body: changes });
}

/**
 * Optimistic: the page shows the change at once (a tick should not wait for the network) and puts the
 * milestone back as it was if the server refuses it. The server's answer is the milestone as kept, so
 * the page is not read again after a success: a refetch started then could land while another tick is
 * still on its way and undo it on screen. After a refusal it is read again, since the refusal may mean
 * the page is out of date (the milestone deleted, the person no longer a member).
 */
export function useUpdateMilestone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMilestone,
    onMutate: async ({ slug, id, changes }) => {
      const key = projectKeys.detail(slug);
      // A refetch already on its way would overwrite the optimistic change with the older answer.
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ProjectDetailResponse>(key);
      queryClient.setQueryData<ProjectDetailResponse>(key, (current) =>
        current
          ? {
              ...current,
              milestones: current.milestones.map((milestone) =>
                milestone.id !== id
                  ? milestone
                  : {
                      ...milestone,
                      ...(changes.title !== undefined && { title: changes.title }),
                      ...(changes.dueOn !== undefined && { dueOn: changes.dueOn }),
                      ...(changes.done !== undefined && {
                        doneAt: changes.done ? (milestone.doneAt ?? new Date().toISOString()) : null,
                      }),
                    },
              ),
            }
          : current,
      );
      return { previous };
    },
    onError: (_error, { slug }, context) => {
      if (context?.previous) queryClient.setQueryData(projectKeys.detail(slug), context.previous);
      return queryClient.invalidateQueries({ queryKey: projectKeys.detail(slug) });
    },
    onSuccess: ({ milestone }, { slug }) => {
      queryClient.setQueryData<ProjectDetailResponse>(projectKeys.detail(slug), (current) =>
        current
          ? {
              ...current,
              milestones: current.milestones.map((item) => (item.id === milestone.id ? milestone : item)),
            }
          : current,
      );
      // The directory orders by the latest change.
      return queryClient.invalidateQueries({ queryKey: projectKeys.lists() });
    },
  });
}
