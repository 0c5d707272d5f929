import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { SESSION_QUERY_KEY } from "@/lib/auth/session";

/** Turns on sign-in codes sent by text message, which installations with an SMS sender offer. */
export async function enablePhoneFactor(password: string): Promise<void> {
  await apiRequest("/api/auth/two-factor/enable", { method: "POST", body: { password, method: "otp" } });
}

export function useEnablePhoneFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enablePhoneFactor,
    // The me body says whether two-factor is on.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
  });
}
