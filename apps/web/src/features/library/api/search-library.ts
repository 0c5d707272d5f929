import { type LibrarySearchResponse, libraryEndpoints } from "@hatchery/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { libraryKeys } from "@/lib/query-keys/library-keys";

export function searchLibrary(q: string, signal?: AbortSignal): Promise<LibrarySearchResponse> {
  return callApi(libraryEndpoints.search, { query: { q }, signal });
}

/** Searches once the query holds a character; the last results stay while the next ones load. */
export function useLibrarySearch(q: string) {
  const query = q.trim();
  return useQuery({
    queryKey: libraryKeys.search(query),
    queryFn: ({ signal }) => searchLibrary(query, signal),
    enabled: query.length > 0,
    placeholderData: keepPreviousData,
  });
}
