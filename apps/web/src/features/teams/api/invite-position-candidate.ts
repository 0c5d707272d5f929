import { communityEndpoints, type PositionInvitationResponse } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { positionKeys } from "@/lib/query-keys/position-keys";
import { teamKeys } from "@/lib/query-keys/team-keys";

/** Invites one member of the incubator to apply to an open position: they get its link by notification and email. */
export function invitePositionCandidate(
  positionId: string,
  userId: string,
): Promise<PositionInvitationResponse> {
  return callApi(communityEndpoints.invitePositionCandidate, {
    params: { id: positionId },
    body: { userId },
  });
}

export function useInvitePositionCandidate(teamSlug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ positionId, userId }: { positionId: string; userId: string }) =>
      invitePositionCandidate(positionId, userId),
    onSuccess: (_answer, { positionId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: teamKeys.candidates(teamSlug) }),
        queryClient.invalidateQueries({ queryKey: positionKeys.invites(positionId) }),
      ]),
  });
}
