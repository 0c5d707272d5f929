import { type LibrarySectionResponse, libraryEndpoints } from "@hatchery/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { libraryKeys } from "@/lib/query-keys/library-keys";

export function getLibrarySection(section: string, signal?: AbortSignal): Promise<LibrarySectionResponse> {
  return callApi(libraryEndpoints.section, { params: { section }, signal });
}

export function useLibrarySection(section: string, signedIn: boolean | undefined) {
  return useQuery(
    queryOptions({
      queryKey: [...libraryKeys.section(section), signedIn === true],
      queryFn: ({ signal }) => getLibrarySection(section, signal),
    }),
  );
}
