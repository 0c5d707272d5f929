import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "@/lib/api-client";
import { accountKeys } from "@/lib/query-keys/account-keys";

/** A way to sign in: "credential" is email and password, otherwise a provider such as "linkedin". */
const linkedAccountSchema = z.object({ id: z.string(), providerId: z.string(), createdAt: z.string() });
export type LinkedAccount = z.infer<typeof linkedAccountSchema>;

const linkedAccountsSchema = z.array(linkedAccountSchema);

export function listLinkedAccounts(signal?: AbortSignal): Promise<LinkedAccount[]> {
  return apiRequest("/api/auth/list-accounts", { schema: linkedAccountsSchema, signal });
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
