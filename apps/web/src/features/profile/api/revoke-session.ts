import { accountEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { announceSuccess, type SuccessToastOf } from "@/lib/success-toast";
import { listSessionsQueryOptions } from "./list-sessions";

/** Signs out one of the person's sessions by its id; session tokens never reach the page. */
export async function revokeSession(sessionId: string): Promise<void> {
  await callApi(accountEndpoints.revokeSession, { params: { id: sessionId } });
}

export function useRevokeSession(successToast?: SuccessToastOf<typeof revokeSession>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSuccess: (data, variables) => announceSuccess(successToast, data, variables),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listSessionsQueryOptions().queryKey }),
  });
}
