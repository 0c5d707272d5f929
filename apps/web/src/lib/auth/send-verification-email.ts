import { authEndpoints } from "@hatchery/shared";
import { useMutation } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { AUTH_MUTATION_KEY, expectSession } from "./session";

export interface SendVerificationEmailInput {
  email: string;
  /** Where the mailed link, once followed, signs the person in and brings them. */
  callbackURL: string;
}

export async function sendVerificationEmail({
  email,
  callbackURL,
}: SendVerificationEmailInput): Promise<void> {
  await callApi(authEndpoints.sendVerificationEmail, { body: { email, callbackURL } });
}

/** Sends the verification link again; success is confirmed with a toast, errors are the caller's to show. */
export function useSendVerificationEmail() {
  return useMutation({
    mutationKey: [...AUTH_MUTATION_KEY, "send-verification-email"],
    mutationFn: sendVerificationEmail,
    onSuccess: (_, { email }) => {
      expectSession();
      toast({
        title: "Verification email sent",
        description: `Check ${email} for the link to verify your email address.`,
      });
    },
  });
}
