import { type ActiveSession, authEndpoints } from "@hatchery/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { accountKeys } from "@/lib/query-keys/account-keys";

export function listSessions(signal?: AbortSignal): Promise<ActiveSession[]> {
  return callApi(authEndpoints.sessions, { signal });
}

export function listSessionsQueryOptions() {
  return queryOptions({ queryKey: accountKeys.sessions(), queryFn: ({ signal }) => listSessions(signal) });
}

export function useSessions() {
  return useQuery(listSessionsQueryOptions());
}
