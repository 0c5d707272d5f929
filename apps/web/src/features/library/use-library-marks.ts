import type { LibraryStatus } from "@hatchery/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useSyncExternalStore } from "react";
import {
  mergeVisitorLibraryProgress,
  readVisitorProgress,
  recordVisitorStatus,
  setVisitorBookmark,
  subscribeVisitorProgress,
  visitorEntry,
} from "@/lib/library-visitor-progress";
import { libraryKeys } from "@/lib/query-keys/library-keys";
import { useAddLibraryBookmark } from "./api/add-library-bookmark";
import { useMarkLibraryArticleRead } from "./api/mark-library-article-read";
import { useRemoveLibraryBookmark } from "./api/remove-library-bookmark";
import { useSignedIn } from "./use-signed-in";

export interface ArticlePlace {
  section: string;
  slug: string;
  /** What the server says for a signed-in person (a visitor's comes from this browser). */
  status: LibraryStatus;
  bookmarked: boolean;
}

const EMPTY = {};

/**
 * A person's status and bookmark of articles, and the actions that change them: on the server when
 * signed in, in this browser for a visitor. A visitor's progress left in the browser (signed in on
 * another page, a merge that failed) is merged when a library page sees the person signed in.
 */
export function useLibraryMarks() {
  const signedIn = useSignedIn();
  const queryClient = useQueryClient();
  useSyncExternalStore(subscribeVisitorProgress, readVisitorProgress, () => EMPTY);
  const markRead = useMarkLibraryArticleRead();
  const addBookmark = useAddLibraryBookmark();
  const removeBookmark = useRemoveLibraryBookmark();

  useEffect(() => {
    if (signedIn !== true) return;
    mergeVisitorLibraryProgress()
      .then((merged) => (merged ? queryClient.invalidateQueries({ queryKey: libraryKeys.all }) : undefined))
      .catch(() => undefined);
  }, [signedIn, queryClient]);

  const statusOf = useCallback(
    (article: ArticlePlace): LibraryStatus =>
      signedIn === false ? visitorEntry(article.section, article.slug).status : article.status,
    [signedIn],
  );
  const bookmarkedOf = useCallback(
    (article: ArticlePlace): boolean =>
      signedIn === false ? visitorEntry(article.section, article.slug).bookmarked : article.bookmarked,
    [signedIn],
  );

  return {
    signedIn,
    statusOf,
    bookmarkedOf,
    toggleBookmark(article: ArticlePlace) {
      const place = { section: article.section, slug: article.slug };
      const next = !bookmarkedOf(article);
      if (signedIn === false) setVisitorBookmark(place.section, place.slug, next);
      else if (next) addBookmark.mutate(place);
      else removeBookmark.mutate(place);
    },
    markRead(article: ArticlePlace) {
      if (statusOf(article) !== "unread") return;
      if (signedIn === false) recordVisitorStatus(article.section, article.slug, "read");
      else if (signedIn === true) markRead.mutate({ section: article.section, slug: article.slug });
    },
    /** A visitor's checked answers: the server keeps a signed-in person's itself. */
    recordAnswered(article: ArticlePlace, status: LibraryStatus) {
      if (signedIn === false) recordVisitorStatus(article.section, article.slug, status);
    },
  };
}

export type LibraryMarks = ReturnType<typeof useLibraryMarks>;
