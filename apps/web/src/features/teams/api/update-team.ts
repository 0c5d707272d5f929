import {
  type TeamDetailResponse,
  type TeamResponse,
  teamEndpoints,
  type UpdateTeamInput,
} from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { teamKeys } from "@/lib/query-keys/team-keys";

export interface UpdateTeamVariables {
  /** The team's slug before the change. */
  slug: string;
  /** Only the fields that change. */
  changes: UpdateTeamInput;
}

export function updateTeam({ slug, changes }: UpdateTeamVariables): Promise<TeamResponse> {
  return callApi(teamEndpoints.update, { params: { slug }, body: changes });
}

export function useUpdateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTeam,
    onSuccess: ({ team }, { slug }) => {
      const renamed = team.slug !== slug;
      const previous = queryClient.getQueryData<TeamDetailResponse>(teamKeys.detail(slug));
      // The page at the new address opens with what is known already instead of a skeleton (the
      // description's HTML until the refetch below brings the new one).
      if (previous)
        queryClient.setQueryData<TeamDetailResponse>(teamKeys.detail(team.slug), {
          ...previous,
          team: { ...previous.team, ...team },
        });
      return queryClient.invalidateQueries({
        queryKey: teamKeys.all,
        // Once renamed, the old address answers 404: refetching what was read through it only fails.
        predicate: (query) => !renamed || !query.queryKey.includes(slug),
      });
    },
  });
}
