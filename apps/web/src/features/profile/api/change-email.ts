import { authEndpoints } from "@hatchery/shared";
import { useMutation } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";

/** Nothing changes until the person opens the link mailed for the new address. */
export async function changeEmail(newEmail: string): Promise<void> {
  await callApi(authEndpoints.changeEmail, { body: { newEmail, callbackURL: "/profile" } });
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}
