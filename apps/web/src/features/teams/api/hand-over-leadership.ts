import { type TeamDetailResponse, type TeamMembersResponse, teamEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { teamKeys } from "@/lib/query-keys/team-keys";
import { announceSuccess, type SuccessToastOf } from "@/lib/success-toast";

export interface HandOverLeadershipVariables {
  slug: string;
  /** The member who leads from now on; they need an active subscriber tier in the incubator. */
  userId: string;
}

export function handOverLeadership({
  slug,
  userId,
}: HandOverLeadershipVariables): Promise<TeamMembersResponse> {
  return callApi(teamEndpoints.handOverLeadership, { params: { slug }, body: { userId } });
}

export function useHandOverLeadership(successToast?: SuccessToastOf<typeof handOverLeadership>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: handOverLeadership,
    onSuccess: (data, variables) => {
      announceSuccess(successToast, data, variables);
      const { members } = data;
      const { slug } = variables;
      queryClient.setQueryData<TeamDetailResponse>(teamKeys.detail(slug), (current) =>
        current ? { ...current, members } : current,
      );
      // The former leader's permissions change: the page reads them afresh.
      return queryClient.invalidateQueries({ queryKey: teamKeys.all });
    },
  });
}
