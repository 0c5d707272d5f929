import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
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
    await apiRequest("/api/auth/two-factor/verify-totp", { method: "POST", body: { code, trustDevice } });
  } else {
    await apiRequest("/api/auth/two-factor/verify-backup-code", { method: "POST", body: { code } });
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
