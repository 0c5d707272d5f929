import { authEndpoints } from "@hatchery/shared";
import { useMutation } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { AUTH_MUTATION_KEY } from "./session";

/** The page LinkedIn sends the person back to; it finishes the sign-in and honours `redirect`. */
export const LINKEDIN_CALLBACK_PATH = "/auth/linkedin/callback";

/**
 * Asks the server for LinkedIn's authorisation address; `redirect` is where to go once signed in.
 * Better Auth registers LinkedIn (a generic OAuth provider) as a social provider (decision 002).
 */
export async function getLinkedInSignInUrl(redirect: string): Promise<string> {
  const callbackURL = `${LINKEDIN_CALLBACK_PATH}?${new URLSearchParams({ redirect })}`;
  const { url } = await callApi(authEndpoints.signInWithLinkedIn, {
    body: { provider: "linkedin", callbackURL, errorCallbackURL: callbackURL },
  });
  return url;
}

/** Leaves for LinkedIn; the browser comes back to LINKEDIN_CALLBACK_PATH. */
export function useSignInWithLinkedIn() {
  return useMutation({
    mutationKey: [...AUTH_MUTATION_KEY, "sign-in-with-linkedin"],
    mutationFn: getLinkedInSignInUrl,
    onSuccess: (url) => window.location.assign(url),
  });
}
