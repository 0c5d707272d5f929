import {
  type TeamDetailResponse,
  type TeamMemberResponse,
  teamEndpoints,
  type UpdateTeamMemberInput,
} from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { teamKeys } from "@/lib/query-keys/team-keys";

export interface UpdateTeamMemberVariables {
  slug: string;
  userId: string;
  changes: UpdateTeamMemberInput;
}

/** A member's core role (null gives it up) and title; 409 names a role another member holds. */
export function updateTeamMember({
  slug,
  userId,
  changes,
}: UpdateTeamMemberVariables): Promise<TeamMemberResponse> {
  return callApi(teamEndpoints.updateMember, { params: { slug, userId }, body: changes });
}

export function useUpdateTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTeamMember,
    onSuccess: ({ member }, { slug }) => {
      queryClient.setQueryData<TeamDetailResponse>(teamKeys.detail(slug), (current) =>
        current
          ? {
              ...current,
              members: current.members.map((each) => (each.user.id === member.user.id ? member : each)),
            }
          : current,
      );
      return queryClient.invalidateQueries({ queryKey: teamKeys.all });
    },
  });
}
