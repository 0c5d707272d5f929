import { gamesEndpoints, type TmayAttemptsResponse } from "@hatchery/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { gamesKeys } from "@/lib/query-keys/games-keys";

export function listTmayAttempts(signal?: AbortSignal): Promise<TmayAttemptsResponse> {
  return callApi(gamesEndpoints.tmayAttempts, { signal });
}

/** The person's deliveries, newest first, for their trend; asked only for a signed-in person. */
export function useTmayAttempts(signedIn: boolean | undefined) {
  return useQuery(
    queryOptions({
      queryKey: gamesKeys.tmayAttempts(),
      queryFn: ({ signal }) => listTmayAttempts(signal),
      enabled: signedIn === true,
    }),
  );
}
