import { type ApplicationDetailResponse, applicationEndpoints } from "@hatchery/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { applicationKeys } from "@/lib/query-keys/position-keys";

export function getApplication(id: string, signal?: AbortSignal): Promise<ApplicationDetailResponse> {
  return callApi(applicationEndpoints.detail, { params: { id }, signal });
}

export function getApplicationQueryOptions(id: string) {
  return queryOptions({
    queryKey: applicationKeys.detail(id),
    queryFn: ({ signal }) => getApplication(id, signal),
  });
}

/** The application with its history; asked for only when its history is opened. */
export function useApplication(id: string, enabled = true) {
  return useQuery({ ...getApplicationQueryOptions(id), enabled });
}
