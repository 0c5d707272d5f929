import { type InviteResponse, inviteEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { positionKeys } from "@/lib/query-keys/position-keys";
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
      return queryClient.invalidateQueries({ queryKey: positionKeys.invites(data.invite.positionId) });
    },
  });
}
