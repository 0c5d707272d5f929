import { accountEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { listSessionsQueryOptions } from "./list-sessions";

/** Signs out one of the person's sessions by its id; session tokens never reach the page. */
export async function revokeSession(sessionId: string): Promise<void> {
  await callApi(accountEndpoints.revokeSession, { params: { id: sessionId } });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: listSessionsQueryOptions().queryKey }),
  });
}
