import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** Nothing changes until the person opens the link mailed for the new address. */
export async function changeEmail(newEmail: string): Promise<void> {
  await apiRequest("/api/auth/change-email", { method: "POST", body: { newEmail, callbackURL: "/profile" } });
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}
