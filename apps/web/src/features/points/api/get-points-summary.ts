import { type PointsSummaryResponse, pointsEndpoints } from "@hatchery/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { pointsKeys } from "@/lib/query-keys/points-keys";

export function getPointsSummary(signal?: AbortSignal): Promise<PointsSummaryResponse> {
  return callApi(pointsEndpoints.summary, { signal });
}

export function getPointsSummaryQueryOptions() {
  return queryOptions({ queryKey: pointsKeys.summary(), queryFn: ({ signal }) => getPointsSummary(signal) });
}

/** The person's points overall and per incubator: the dashboard's card and the points page's levels. */
export function usePointsSummary() {
  return useQuery(getPointsSummaryQueryOptions());
}
