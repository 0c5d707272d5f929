import {
  type CreateMilestoneInput,
  type MilestoneResponse,
  type ProjectDetailResponse,
  projectEndpoints,
} from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { projectKeys } from "@/lib/query-keys/project-keys";

export interface CreateMilestoneVariables {
  slug: string;
  milestone: CreateMilestoneInput;
}

export function createMilestone({ slug, milestone }: CreateMilestoneVariables): Promise<MilestoneResponse> {
  return callApi(projectEndpoints.createMilestone, { params: { slug }, body: milestone });
}

export function useCreateMilestone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMilestone,
    onSuccess: ({ milestone }, { slug }) => {
      queryClient.setQueryData<ProjectDetailResponse>(projectKeys.detail(slug), (current) =>
        current ? { ...current, milestones: [...current.milestones, milestone] } : current,
      );
      // The answer is what the server keeps, so only the directory (ordered by the latest change) is
      // read again, not the page.
      return queryClient.invalidateQueries({ queryKey: projectKeys.lists() });
    },
  });
}
