import { gamesEndpoints, type TmayDraftsResponse } from "@hatchery/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { gamesKeys } from "@/lib/query-keys/games-keys";

export function listTmayDrafts(signal?: AbortSignal): Promise<TmayDraftsResponse> {
  return callApi(gamesEndpoints.tmayDrafts, { signal });
}

/** The person's draft versions, newest first; asked only for a signed-in person. */
export function useTmayDrafts(signedIn: boolean | undefined) {
  return useQuery(
    queryOptions({
      queryKey: gamesKeys.tmayDrafts(),
      queryFn: ({ signal }) => listTmayDrafts(signal),
      enabled: signedIn === true,
    }),
  );
}
