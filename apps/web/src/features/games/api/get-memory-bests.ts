import { gamesEndpoints, type MemoryBestsResponse } from "@hatchery/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { gamesKeys } from "@/lib/query-keys/games-keys";

export function getMemoryBests(signal?: AbortSignal): Promise<MemoryBestsResponse> {
  return callApi(gamesEndpoints.memoryBests, { signal });
}

/** Asked only for a signed-in person; a visitor's bests stay in their browser. */
export function useMemoryBests(signedIn: boolean | undefined) {
  return useQuery(
    queryOptions({
      queryKey: gamesKeys.memoryBests(),
      queryFn: ({ signal }) => getMemoryBests(signal),
      enabled: signedIn === true,
    }),
  );
}
