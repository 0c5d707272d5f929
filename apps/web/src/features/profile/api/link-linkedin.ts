import { authEndpoints } from "@hatchery/shared";
import { useMutation } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";

/**
 * Asks for LinkedIn's authorisation address and leaves for it; Better Auth brings the person back to
 * `callbackURL` once LinkedIn answers.
 */
export async function linkLinkedIn(callbackURL: string): Promise<void> {
  const { url } = await callApi(authEndpoints.linkLinkedIn, {
    // Failures come back to the same page, which shows LinkedIn's or Better Auth's words.
    body: { provider: "linkedin", callbackURL, errorCallbackURL: callbackURL },
  });
  window.location.assign(url);
}

export function useLinkLinkedIn() {
  return useMutation({ mutationFn: linkLinkedIn });
}
