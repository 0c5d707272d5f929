import { isLibrarySection, type LibraryArticleRef } from "@hatchery/shared";
import { useQueries } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import { readVisitorProgress, subscribeVisitorProgress } from "@/lib/library-visitor-progress";
import { libraryKeys } from "@/lib/query-keys/library-keys";
import { getLibrarySection } from "./api/get-library-section";

const EMPTY: ReturnType<typeof readVisitorProgress> = {};

/**
 * A visitor's bookmarks, kept in this browser without titles: the titles come from the sections'
 * public lists (read only for the sections holding a bookmark). A bookmark of an article no longer in
 * the library is left out, as the server leaves it out of a signed-in person's list.
 */
export function useVisitorBookmarks(enabled: boolean) {
  const store = useSyncExternalStore(subscribeVisitorProgress, readVisitorProgress, () => EMPTY);
  const places = Object.entries(store)
    .filter(([, entry]) => entry.bookmarked)
    .flatMap(([key]) => {
      const [section, slug] = key.split("/");
      return section && slug && isLibrarySection(section) ? [{ section, slug }] : [];
    });
  const sections = [...new Set(places.map((place) => place.section))];
  const lists = useQueries({
    queries: sections.map((section) => ({
      queryKey: [...libraryKeys.section(section), false],
      queryFn: ({ signal }: { signal: AbortSignal }) => getLibrarySection(section, signal),
      enabled,
    })),
  });
  const failed = lists.find((list) => list.isError);
  const items: LibraryArticleRef[] = places.flatMap((place) => {
    const article = lists[sections.indexOf(place.section)]?.data?.articles.find(
      (one) => one.slug === place.slug,
    );
    return article ? [{ section: article.section, slug: article.slug, title: article.title }] : [];
  });
  return {
    isPending: lists.some((list) => list.isPending),
    error: failed?.error ?? null,
    refetch: () => Promise.all(lists.map((list) => list.refetch())),
    items,
  };
}
