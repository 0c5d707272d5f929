import type { LibraryStatus } from "@hatchery/shared";
import { useCallback, useSyncExternalStore } from "react";
import {
  readVisitorProgress,
  recordVisitorStatus,
  setVisitorBookmark,
  subscribeVisitorProgress,
  visitorEntry,
} from "@/lib/library-visitor-progress";
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
 * signed in, in this browser for a visitor (merged at sign-in by the header's signed-in controls).
 */
export function useLibraryMarks() {
  const signedIn = useSignedIn();
  useSyncExternalStore(subscribeVisitorProgress, readVisitorProgress, () => EMPTY);
  const markRead = useMarkLibraryArticleRead();
  const addBookmark = useAddLibraryBookmark();
  const removeBookmark = useRemoveLibraryBookmark();

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
