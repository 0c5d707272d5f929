import { authEndpoints, type LinkedAccount } from "@hatchery/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { accountKeys } from "@/lib/query-keys/account-keys";

export function listLinkedAccounts(signal?: AbortSignal): Promise<LinkedAccount[]> {
  return callApi(authEndpoints.linkedAccounts, { signal });
}

export function listLinkedAccountsQueryOptions() {
  return queryOptions({
    queryKey: accountKeys.linkedAccounts(),
    queryFn: ({ signal }) => listLinkedAccounts(signal),
  });
}

export function useLinkedAccounts() {
  return useQuery(listLinkedAccountsQueryOptions());
}
