import { authEndpoints, type SignUpData } from "@hatchery/shared";
import { useMutation } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { AUTH_MUTATION_KEY, expectSession } from "./session";

export interface SignUpInput extends SignUpData {
  /** Where the verification link signs the person in and brings them. */
  callbackURL: string;
}

/** Creates the account; there is no session until the email address is verified. */
export async function signUp({
  firstName,
  lastName,
  email,
  password,
  callbackURL,
}: SignUpInput): Promise<void> {
  await callApi(authEndpoints.signUp, { body: { firstName, lastName, email, password, callbackURL } });
}

export function useSignUp() {
  return useMutation({
    mutationKey: [...AUTH_MUTATION_KEY, "sign-up"],
    mutationFn: signUp,
    onSuccess: () => {
      // The verification link signs the person in wherever it lands; this browser should then look.
      expectSession();
      toast({
        title: "Account created",
        description: "Please check your email to verify your account before signing in.",
      });
    },
  });
}
