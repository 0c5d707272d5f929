import { LIBRARY_SECTIONS, type LibraryArticleSummary, libraryEndpoints } from "@hatchery/shared";
import { useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { libraryKeys } from "@/lib/query-keys/library-keys";

/** Every library article, section by section in the library's order, for the sitemap's links. */
export async function listLibraryArticles(signal?: AbortSignal): Promise<LibraryArticleSummary[]> {
  const sections = await Promise.all(
    LIBRARY_SECTIONS.map((section) => callApi(libraryEndpoints.section, { params: { section }, signal })),
  );
  return sections.flatMap((section) => section.articles);
}

export function useLibraryArticles() {
  return useQuery({
    queryKey: [...libraryKeys.all, "sitemap"],
    queryFn: ({ signal }) => listLibraryArticles(signal),
  });
}
