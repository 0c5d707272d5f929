import { authEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { AUTH_MUTATION_KEY } from "./session";
import { completeSignIn } from "./sign-in";

export type TwoFactorMethod = "totp" | "backup-code";

export interface VerifyTwoFactorInput {
  method: TwoFactorMethod;
  code: string;
  /** Skip the code on this browser for a while (TOTP only). */
  trustDevice?: boolean;
}

/** The second step of a sign-in that answered `twoFactorRedirect`: an authenticator code or a backup code. */
export async function verifyTwoFactor({ method, code, trustDevice }: VerifyTwoFactorInput): Promise<void> {
  if (method === "totp") {
    await callApi(authEndpoints.verifyTotp, { body: { code, trustDevice } });
  } else {
    await callApi(authEndpoints.verifyBackupCode, { body: { code } });
  }
}

export function useVerifyTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...AUTH_MUTATION_KEY, "verify-two-factor"],
    mutationFn: verifyTwoFactor,
    onSuccess: () => completeSignIn(queryClient),
  });
}
