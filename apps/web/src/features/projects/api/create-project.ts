import { type CreateProjectInput, type ProjectResponse, projectEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { projectKeys } from "@/lib/query-keys/project-keys";
import { teamKeys } from "@/lib/query-keys/team-keys";

/** Creates a project of one of the person's teams; 409 when its slug is taken, 422 with issues for bad fields. */
export function createProject(input: CreateProjectInput): Promise<ProjectResponse> {
  return callApi(projectEndpoints.create, { body: input });
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    // The team's page lists its projects.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.all }),
        queryClient.invalidateQueries({ queryKey: teamKeys.all }),
      ]),
  });
}
