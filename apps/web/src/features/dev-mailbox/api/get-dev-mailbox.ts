import { type DevMailboxResponse, platformEndpoints } from "@hatchery/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { appKeys } from "@/lib/query-keys/app-keys";

/** Mail a development server kept instead of sending (no SMTP configured); 404 in production. */
export function getDevMailbox(signal?: AbortSignal): Promise<DevMailboxResponse> {
  return callApi(platformEndpoints.devMailbox, { signal });
}

export function getDevMailboxQueryOptions() {
  return queryOptions({ queryKey: appKeys.devMailbox(), queryFn: ({ signal }) => getDevMailbox(signal) });
}

/** `enabled` false skips the call where the installation says it keeps no mailbox (GET /api/config). */
export function useDevMailbox({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getDevMailboxQueryOptions(), enabled });
}
