import { type InviteResponse, inviteEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { positionKeys } from "@/lib/query-keys/position-keys";

export function revokeInvite(id: string): Promise<InviteResponse> {
  return callApi(inviteEndpoints.revoke, { params: { id } });
}

export function useRevokeInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvite,
    onSuccess: ({ invite }) =>
      queryClient.invalidateQueries({ queryKey: positionKeys.invites(invite.positionId) }),
  });
}
