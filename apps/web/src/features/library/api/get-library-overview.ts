import { type LibraryOverviewResponse, libraryEndpoints } from "@hatchery/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { libraryKeys } from "@/lib/query-keys/library-keys";

export function getLibraryOverview(signal?: AbortSignal): Promise<LibraryOverviewResponse> {
  return callApi(libraryEndpoints.overview, { signal });
}

/** Personal (progress, where to continue), so it is read again when the session changes. */
export function useLibraryOverview(signedIn: boolean | undefined) {
  return useQuery(
    queryOptions({
      queryKey: [...libraryKeys.overview(), signedIn === true],
      queryFn: ({ signal }) => getLibraryOverview(signal),
    }),
  );
}
