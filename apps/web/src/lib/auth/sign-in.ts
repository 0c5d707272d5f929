import { authEndpoints, type SignInData } from "@hatchery/shared";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { AUTH_MUTATION_KEY, broadcastSessionChange, sessionQueryOptions } from "./session";

export interface SignInInput extends SignInData {
  /** Where the verification link brings the person back to, if the server mails one. */
  callbackURL?: string;
}

/** The account has two-factor authentication on: the code step follows (`useVerifyTwoFactor`). */
export interface SignInResult {
  twoFactorRequired: boolean;
}

/** `email` is expected normalised: the shared `signInSchema` trims and lowercases it. */
export async function signIn({ email, password, callbackURL }: SignInInput): Promise<SignInResult> {
  const { twoFactorRedirect } = await callApi(authEndpoints.signIn, {
    body: { email, password, callbackURL },
  });
  return { twoFactorRequired: twoFactorRedirect === true };
}

/**
 * Everything that follows a successful sign-in, however it happened (password, two-factor code, LinkedIn):
 * the session is read afresh, the other tabs are told, and the person is welcomed (SPEC §4).
 */
export async function completeSignIn(queryClient: QueryClient): Promise<void> {
  // A failed read leaves its error on the session query for the guards to act on; the sign-in still stands.
  await queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 }).catch(() => undefined);
  broadcastSessionChange("signed-in");
  toast({ title: "Welcome back!", description: "You have been successfully signed in." });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...AUTH_MUTATION_KEY, "sign-in"],
    mutationFn: signIn,
    onSuccess: async (result) => {
      if (!result.twoFactorRequired) await completeSignIn(queryClient);
    },
  });
}
