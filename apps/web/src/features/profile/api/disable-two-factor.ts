import { authEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { SESSION_QUERY_KEY } from "@/lib/auth/session";
import { announceSuccess, type SuccessToastOf } from "@/lib/success-toast";

export async function disableTwoFactor(password: string): Promise<void> {
  await callApi(authEndpoints.disableTwoFactor, { body: { password } });
}

export function useDisableTwoFactor(successToast?: SuccessToastOf<typeof disableTwoFactor>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    // The me body says whether two-factor is on.
    onSuccess: (data, variables) => {
      announceSuccess(successToast, data, variables);
      return queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
}
