import { type InviteResponse, inviteEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { positionKeys } from "@/lib/query-keys/position-keys";
import { teamKeys } from "@/lib/query-keys/team-keys";
import { announceSuccess, type SuccessToastOf } from "@/lib/success-toast";

export function revokeInvite(id: string): Promise<InviteResponse> {
  return callApi(inviteEndpoints.revoke, { params: { id } });
}

export function useRevokeInvite(successToast?: SuccessToastOf<typeof revokeInvite>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvite,
    onSuccess: (data, variables) => {
      announceSuccess(successToast, data, variables);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: positionKeys.invites(data.invite.positionId) }),
        // A revoked invitation frees its candidate's card to be invited again.
        data.invite.invitedUser &&
          queryClient.invalidateQueries({ queryKey: [...teamKeys.all, "candidates"] }),
      ]);
    },
  });
}
