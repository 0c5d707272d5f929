import { type LibraryArticleResponse, libraryEndpoints } from "@hatchery/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { libraryKeys } from "@/lib/query-keys/library-keys";

export function getLibraryArticle(
  section: string,
  slug: string,
  signal?: AbortSignal,
): Promise<LibraryArticleResponse> {
  return callApi(libraryEndpoints.article, { params: { section, slug }, signal });
}

export function useLibraryArticle(section: string, slug: string, signedIn: boolean | undefined) {
  return useQuery(
    queryOptions({
      queryKey: [...libraryKeys.article(section, slug), signedIn === true],
      queryFn: ({ signal }) => getLibraryArticle(section, slug, signal),
    }),
  );
}
