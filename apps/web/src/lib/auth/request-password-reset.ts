import { authEndpoints } from "@hatchery/shared";
import { useMutation } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { AUTH_MUTATION_KEY } from "./session";

/** The page the mailed reset link opens, with `?token=` (or `?error=` when the link is no longer valid). */
export const RESET_PASSWORD_PATH = "/auth/reset-password";

/** The answer is the same whether or not an account uses this address, so nobody can probe for accounts. */
export async function requestPasswordReset(email: string): Promise<void> {
  await callApi(authEndpoints.requestPasswordReset, { body: { email, redirectTo: RESET_PASSWORD_PATH } });
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationKey: [...AUTH_MUTATION_KEY, "request-password-reset"],
    mutationFn: requestPasswordReset,
  });
}
