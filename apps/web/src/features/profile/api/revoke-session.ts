import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { listSessionsQueryOptions } from "./list-sessions";

export async function revokeSession(token: string): Promise<void> {
  await apiRequest("/api/auth/revoke-session", { method: "POST", body: { token } });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: listSessionsQueryOptions().queryKey }),
  });
}
