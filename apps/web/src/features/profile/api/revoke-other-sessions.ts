import { authEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { announceSuccess, type SuccessToastOf } from "@/lib/success-toast";
import { listSessionsQueryOptions } from "./list-sessions";

export async function revokeOtherSessions(): Promise<void> {
  await callApi(authEndpoints.revokeOtherSessions, { body: {} });
}

export function useRevokeOtherSessions(successToast?: SuccessToastOf<typeof revokeOtherSessions>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSuccess: (data, variables) => announceSuccess(successToast, data, variables),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listSessionsQueryOptions().queryKey }),
  });
}
