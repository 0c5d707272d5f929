import { type GamesOverviewResponse, gamesEndpoints } from "@hatchery/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { gamesKeys } from "@/lib/query-keys/games-keys";

export function getGamesOverview(signal?: AbortSignal): Promise<GamesOverviewResponse> {
  return callApi(gamesEndpoints.overview, { signal });
}

/** The hub's streak and points; asked only for a signed-in person. */
export function useGamesOverview(signedIn: boolean | undefined) {
  return useQuery(
    queryOptions({
      queryKey: gamesKeys.overview(),
      queryFn: ({ signal }) => getGamesOverview(signal),
      enabled: signedIn === true,
    }),
  );
}
