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

/** Every tick in flight, on any project: the page is read again only once the last has settled. */
const MILESTONE_UPDATE_KEY = [...projectKeys.all, "milestone-update"] as const;

/**
 * Optimistic: the page shows the change at once (a tick should not wait for the network) and puts the
 * milestone back as it was if the server refuses it. The page is read again (for its recent updates, and
 * after a refusal, which may mean it is out of date) only when no other tick is still on its way: a
 * refetch landing between two ticks would undo the second on screen.
 */
export function useUpdateMilestone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: MILESTONE_UPDATE_KEY,
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
    onSettled: (_data, _error, { slug }) => {
      if (queryClient.isMutating({ mutationKey: MILESTONE_UPDATE_KEY }) > 1) return;
      return queryClient.invalidateQueries({ queryKey: projectKeys.detail(slug) });
    },
  });
}
