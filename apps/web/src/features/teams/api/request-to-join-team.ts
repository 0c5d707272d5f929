import { type ApplicationResponse, applicationEndpoints, type JoinRequestInput } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { teamKeys } from "@/lib/query-keys/team-keys";

export interface RequestToJoinTeamVariables {
  slug: string;
  request: JoinRequestInput;
}

/** Asks the leader to be taken in, without a position: 409 when an open request exists already. */
export function requestToJoinTeam({
  slug,
  request,
}: RequestToJoinTeamVariables): Promise<ApplicationResponse> {
  return callApi(applicationEndpoints.requestToJoin, { params: { slug }, body: request });
}

export function useRequestToJoinTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestToJoinTeam,
    // The team page shows the open request from `viewer.openRequest`.
    onSuccess: (_, { slug }) => queryClient.invalidateQueries({ queryKey: teamKeys.detail(slug) }),
  });
}
