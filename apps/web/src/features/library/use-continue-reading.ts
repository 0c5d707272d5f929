import type { LibraryArticleRef } from "@hatchery/shared";
import { useEffect } from "react";
import { forgetVisitorLastOpened, useVisitorContinueReading } from "@/lib/library-visitor-last-opened";

/**
 * The article to continue: the server's for a signed-in person, this browser's for a visitor. Once
 * signed in, the browser's is forgotten, so the next visitor of a shared computer does not see it.
 */
export function useContinueReading(
  signedIn: boolean | undefined,
  fromServer: LibraryArticleRef | null | undefined,
): LibraryArticleRef | null {
  const visitors = useVisitorContinueReading();
  useEffect(() => {
    if (signedIn === true) forgetVisitorLastOpened();
  }, [signedIn]);
  if (signedIn === false) return visitors;
  return fromServer ?? null;
}
