import { authEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { listSessionsQueryOptions } from "./list-sessions";

export async function revokeOtherSessions(): Promise<void> {
  await callApi(authEndpoints.revokeOtherSessions, { body: {} });
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: listSessionsQueryOptions().queryKey }),
  });
}
