import { type CreateInviteInput, type CreateInviteResponse, inviteEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { positionKeys } from "@/lib/query-keys/position-keys";

/** Makes a link; its token is in this answer only. */
export function createInvite(positionId: string, invite: CreateInviteInput): Promise<CreateInviteResponse> {
  return callApi(inviteEndpoints.create, { params: { id: positionId }, body: invite });
}

export function useCreateInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ positionId, invite }: { positionId: string; invite: CreateInviteInput }) =>
      createInvite(positionId, invite),
    onSuccess: (_answer, { positionId }) =>
      queryClient.invalidateQueries({ queryKey: positionKeys.invites(positionId) }),
  });
}
