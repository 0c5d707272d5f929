import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "@/lib/api-client";

const providerRedirectSchema = z.object({ url: z.string() });

/**
 * Asks for LinkedIn's authorisation address and leaves for it; Better Auth brings the person back to
 * `callbackURL` once LinkedIn answers.
 */
export async function linkLinkedIn(callbackURL: string): Promise<void> {
  const { url } = await apiRequest("/api/auth/link-social", {
    method: "POST",
    // Failures come back to the same page, which shows LinkedIn's or Better Auth's words.
    body: { provider: "linkedin", callbackURL, errorCallbackURL: callbackURL },
    schema: providerRedirectSchema,
  });
  window.location.assign(url);
}

export function useLinkLinkedIn() {
  return useMutation({ mutationFn: linkLinkedIn });
}
