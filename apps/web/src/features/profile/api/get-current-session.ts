import { authEndpoints } from "@hatchery/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { accountKeys } from "@/lib/query-keys/account-keys";

/** The id of the session this browser holds, so the session list can mark "This device". */
export async function getCurrentSessionId(signal?: AbortSignal): Promise<string | null> {
  const answer = await callApi(authEndpoints.currentSession, { signal });
  return answer?.session.id ?? null;
}

export function getCurrentSessionIdQueryOptions() {
  return queryOptions({
    queryKey: accountKeys.currentSessionId(),
    queryFn: ({ signal }) => getCurrentSessionId(signal),
  });
}

export function useCurrentSessionId() {
  return useQuery(getCurrentSessionIdQueryOptions());
}
