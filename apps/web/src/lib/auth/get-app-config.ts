import { type AppConfig, platformEndpoints } from "@hatchery/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { appKeys } from "@/lib/query-keys/app-keys";

export function getAppConfig(signal?: AbortSignal): Promise<AppConfig> {
  return callApi(platformEndpoints.config, { signal });
}

export function getAppConfigQueryOptions() {
  return queryOptions({
    queryKey: appKeys.config(),
    queryFn: ({ signal }) => getAppConfig(signal),
    // What an installation offers changes only when it is reconfigured and restarted.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Which optional features (LinkedIn, the phone factor, the development mailbox) this installation offers. */
export function useAppConfig() {
  return useQuery(getAppConfigQueryOptions());
}
