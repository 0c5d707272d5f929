import { type AcceptInviteResponse, inviteEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { incubatorKeys } from "@/lib/query-keys/incubator-keys";
import { refreshAfterApplicationStep } from "./application-invalidation";

/** Uses the link: joins the incubator as a guest if needed, then applies (or joins, without approval). */
export function acceptPositionInvite(token: string, message: string): Promise<AcceptInviteResponse> {
  return callApi(inviteEndpoints.accept, { params: { token }, body: { message } });
}

export function useAcceptPositionInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ token, message }: { token: string; message: string }) =>
      acceptPositionInvite(token, message),
    onSuccess: () =>
      Promise.all([
        refreshAfterApplicationStep(queryClient),
        queryClient.invalidateQueries({ queryKey: incubatorKeys.all }),
      ]),
  });
}
