import { authEndpoints } from "@hatchery/shared";
import { useMutation } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { AUTH_MUTATION_KEY } from "./session";

export interface ResetPasswordInput {
  token: string;
  newPassword: string;
}

export async function resetPassword({ token, newPassword }: ResetPasswordInput): Promise<void> {
  await callApi(authEndpoints.resetPassword, { body: { newPassword, token } });
}

export function useResetPassword() {
  return useMutation({
    mutationKey: [...AUTH_MUTATION_KEY, "reset-password"],
    mutationFn: resetPassword,
    onSuccess: () => {
      toast({ title: "Password changed", description: "You can now sign in with your new password." });
    },
  });
}
