import { authEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { SESSION_QUERY_KEY } from "@/lib/auth/session";

export async function verifyTotp(code: string): Promise<void> {
  await callApi(authEndpoints.verifyTotp, { body: { code } });
}

export function useVerifyTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyTotp,
    // The me body says whether two-factor is on.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
  });
}
