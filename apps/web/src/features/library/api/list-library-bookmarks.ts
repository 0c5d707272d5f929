import { libraryEndpoints } from "@hatchery/shared";
import { useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { libraryKeys } from "@/lib/query-keys/library-keys";

/** The signed-in person's bookmarked articles, the latest first. */
export function useLibraryBookmarks(enabled: boolean) {
  return useQuery({
    queryKey: [...libraryKeys.all, "bookmarks"],
    queryFn: ({ signal }) => callApi(libraryEndpoints.bookmarks, { signal }),
    enabled,
  });
}
