import { type CareerBestsResponse, gamesEndpoints } from "@hatchery/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { gamesKeys } from "@/lib/query-keys/games-keys";

export function getCareerBests(signal?: AbortSignal): Promise<CareerBestsResponse> {
  return callApi(gamesEndpoints.careerBests, { signal });
}

/** Asked only for a signed-in person: a visitor's runs are not kept. */
export function useCareerBests(signedIn: boolean | undefined) {
  return useQuery(
    queryOptions({
      queryKey: gamesKeys.careerBests(),
      queryFn: ({ signal }) => getCareerBests(signal),
      enabled: signedIn === true,
    }),
  );
}
