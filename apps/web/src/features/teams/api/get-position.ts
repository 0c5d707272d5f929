import { type PositionDetailResponse, positionEndpoints } from "@hatchery/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { positionKeys } from "@/lib/query-keys/position-keys";

export function getPosition(id: string, signal?: AbortSignal): Promise<PositionDetailResponse> {
  return callApi(positionEndpoints.detail, { params: { id }, signal });
}

export function getPositionQueryOptions(id: string) {
  return queryOptions({
    queryKey: positionKeys.detail(id),
    queryFn: ({ signal }) => getPosition(id, signal),
  });
}

export function usePosition(id: string) {
  return useQuery(getPositionQueryOptions(id));
}
