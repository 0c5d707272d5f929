import {
  type ProjectDetailResponse,
  type ProjectResponse,
  projectEndpoints,
  type UpdateProjectInput,
} from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { projectKeys } from "@/lib/query-keys/project-keys";
import { teamKeys } from "@/lib/query-keys/team-keys";

export interface UpdateProjectVariables {
  /** The project's slug before the change. */
  slug: string;
  /** Only the fields that change. */
  changes: UpdateProjectInput;
}

export function updateProject({ slug, changes }: UpdateProjectVariables): Promise<ProjectResponse> {
  return callApi(projectEndpoints.update, { params: { slug }, body: changes });
}

export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProject,
    onSuccess: ({ project }, { slug }) => {
      const renamed = project.slug !== slug;
      const previous = queryClient.getQueryData<ProjectDetailResponse>(projectKeys.detail(slug));
      // The page at the new address opens with what is known already instead of a skeleton (the
      // description's HTML until the refetch below brings the new one).
      if (previous)
        queryClient.setQueryData<ProjectDetailResponse>(projectKeys.detail(project.slug), {
          ...previous,
          project: { ...previous.project, ...project },
        });
      return Promise.all([
        queryClient.invalidateQueries({
          queryKey: projectKeys.all,
          // Once renamed, the old address answers 404: refetching what was read through it only fails.
          predicate: (query) => !renamed || !query.queryKey.includes(slug),
        }),
        queryClient.invalidateQueries({ queryKey: teamKeys.all }),
      ]);
    },
  });
}
