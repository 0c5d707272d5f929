import { type CreateTeamInput, type TeamResponse, teamEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { teamKeys } from "@/lib/query-keys/team-keys";

/**
 * Forms a team led by the person: 403 when they are no active subscriber of the incubator, 409 when the
 * slug is taken, 422 with issues for bad fields.
 */
export function createTeam(input: CreateTeamInput): Promise<TeamResponse> {
  return callApi(teamEndpoints.create, { body: input });
}

export function useCreateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTeam,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}
