import { authEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { announceSuccess, type SuccessToastOf } from "@/lib/success-toast";
import { listLinkedAccountsQueryOptions } from "./list-linked-accounts";

/**
 * Unlinks by the account's id (from list-accounts), as Better Auth expects. The server refuses to
 * remove the last way to sign in, and says so.
 */
export async function unlinkAccount(accountId: string): Promise<void> {
  await callApi(authEndpoints.unlinkAccount, { body: { accountId } });
}

export function useUnlinkAccount(successToast?: SuccessToastOf<typeof unlinkAccount>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlinkAccount,
    onSuccess: (data, variables) => {
      announceSuccess(successToast, data, variables);
      return queryClient.invalidateQueries({ queryKey: listLinkedAccountsQueryOptions().queryKey });
    },
  });
}
