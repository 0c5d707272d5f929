import { teamEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { teamKeys } from "@/lib/query-keys/team-keys";
import { announceSuccess, type SuccessToastOf } from "@/lib/success-toast";

export interface RemoveTeamMemberVariables {
  slug: string;
  /** Another member (the leader removes them), or the person's own id (they leave). */
  userId: string;
}

export function removeTeamMember({ slug, userId }: RemoveTeamMemberVariables): Promise<void> {
  return callApi(teamEndpoints.removeMember, { params: { slug, userId } });
}

export function useRemoveTeamMember(successToast?: SuccessToastOf<typeof removeTeamMember>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeTeamMember,
    onSuccess: (data, variables) => {
      announceSuccess(successToast, data, variables);
      return queryClient.invalidateQueries({ queryKey: teamKeys.all });
    },
  });
}
