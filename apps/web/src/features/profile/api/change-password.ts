import { authEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { getCurrentSessionIdQueryOptions } from "./get-current-session";
import { listSessionsQueryOptions } from "./list-sessions";

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
  revokeOtherSessions: boolean;
}

export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await callApi(authEndpoints.changePassword, { body: input });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    // Signing out other devices replaces this device's session too, and shortens the session list.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: listSessionsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: getCurrentSessionIdQueryOptions().queryKey }),
      ]),
  });
}
