import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { listSessionsQueryOptions } from "./list-sessions";

/** Signs out one of the person's sessions by its id; session tokens never reach the page. */
export async function revokeSession(sessionId: string): Promise<void> {
  await apiRequest(`/api/account/sessions/${encodeURIComponent(sessionId)}`, { method: "DELETE" });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: listSessionsQueryOptions().queryKey }),
  });
}
