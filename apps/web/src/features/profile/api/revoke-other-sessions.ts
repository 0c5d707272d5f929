import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { listSessionsQueryOptions } from "./list-sessions";

export async function revokeOtherSessions(): Promise<void> {
  await apiRequest("/api/auth/revoke-other-sessions", { method: "POST", body: {} });
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: listSessionsQueryOptions().queryKey }),
  });
}
