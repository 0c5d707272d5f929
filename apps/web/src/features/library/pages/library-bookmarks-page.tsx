import { type LibraryArticleRef, libraryArticlePath } from "@hatchery/shared";
import { Link } from "react-router";
import { PageContainer, PageHeader } from "@/components/page-layout";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { signInPath } from "@/lib/auth/sign-in-path";
import { setVisitorBookmark } from "@/lib/library-visitor-progress";
import { toast } from "@/lib/toast";
import { useLibraryBookmarks } from "../api/list-library-bookmarks";
import { useRemoveLibraryBookmark } from "../api/remove-library-bookmark";
import { sectionTitle } from "../library-sections";
import { useSignedIn } from "../use-signed-in";
import { useVisitorBookmarks } from "../use-visitor-bookmarks";

/**
 * `/library/bookmarks` (decision 040): the account's bookmarks when signed in, this browser's for a
 * visitor with an offer to sign in to keep them. Removing one needs no confirmation: the article's
 * bookmark button brings it back in one press.
 */
export function LibraryBookmarksPage() {
  const signedIn = useSignedIn();
  return (
    <PageContainer className="pb-16">
      <PageHeader title="Your bookmarks" lead="The library articles you saved to read later." />
      {signedIn === true && <AccountBookmarks />}
      {signedIn === false && <VisitorBookmarks />}
      {signedIn === undefined && <BookmarksLoading />}
    </PageContainer>
  );
}

function BookmarksLoading() {
  return (
    <div className="grid max-w-3xl gap-3">
      <p role="status" className="sr-only">
        Loading your bookmarks…
      </p>
      <Skeleton aria-hidden="true" className="h-14 w-full" />
      <Skeleton aria-hidden="true" className="h-14 w-full" />
    </div>
  );
}

function AccountBookmarks() {
  const bookmarks = useLibraryBookmarks(true);
  const remove = useRemoveLibraryBookmark();
  if (bookmarks.isPending) return <BookmarksLoading />;
  if (bookmarks.isError) {
    return <LoadFailed message={errorMessage(bookmarks.error)} onRetry={() => void bookmarks.refetch()} />;
  }
  return (
    <BookmarkList
      items={bookmarks.data.items}
      removing={remove.isPending ? remove.variables : undefined}
      onRemove={(article) =>
        remove.mutate(article, {
          onError: (error) =>
            toast({
              title: "Couldn't remove the bookmark",
              description: errorMessage(error),
              variant: "destructive",
            }),
        })
      }
    />
  );
}

function VisitorBookmarks() {
  const bookmarks = useVisitorBookmarks(true);
  return (
    <div className="grid max-w-3xl gap-6">
      <Alert>
        <AlertTitle>Kept in this browser only</AlertTitle>
        <AlertDescription>
          <p>
            They stay on this device until you sign in.{" "}
            <Link
              to={signInPath("/library/bookmarks")}
              className="font-medium text-primary underline underline-offset-4"
            >
              Sign in to keep them
            </Link>{" "}
            in your account, with your progress, on every device.
          </p>
        </AlertDescription>
      </Alert>
      {bookmarks.isPending ? (
        <BookmarksLoading />
      ) : bookmarks.error ? (
        <LoadFailed message={errorMessage(bookmarks.error)} onRetry={() => void bookmarks.refetch()} />
      ) : (
        <BookmarkList
          items={bookmarks.items}
          onRemove={(article) => setVisitorBookmark(article.section, article.slug, false)}
        />
      )}
    </div>
  );
}

function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert variant="destructive" role="alert" className="max-w-3xl">
      <AlertTitle>Your bookmarks could not be loaded</AlertTitle>
      <AlertDescription className="flex flex-col items-start gap-3">
        <p>{message}</p>
        <Button type="button" variant="outline" onClick={onRetry}>
          Try again
        </Button>
      </AlertDescription>
    </Alert>
  );
}

function BookmarkList({
  items,
  removing,
  onRemove,
}: {
  items: readonly LibraryArticleRef[];
  removing?: { section: string; slug: string } | undefined;
  onRemove: (article: LibraryArticleRef) => void;
}) {
  if (items.length === 0) {
    return (
      <p className="max-w-3xl text-muted-foreground">
        No bookmarks yet. Use the bookmark button on an article to keep it here.{" "}
        <Link to="/library" className="font-medium text-primary underline underline-offset-4">
          Browse the library
        </Link>
      </p>
    );
  }
  return (
    <ul aria-label="Bookmarks" className="grid max-w-3xl gap-3">
      {items.map((article) => {
        const busy = removing?.section === article.section && removing.slug === article.slug;
        return (
          <li
            key={`${article.section}/${article.slug}`}
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-card p-4"
          >
            <div className="grid gap-0.5">
              <Link
                to={libraryArticlePath(article.section, article.slug)}
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                {article.title}
              </Link>
              <span className="text-sm text-muted-foreground">{sectionTitle(article.section)}</span>
            </div>
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={busy}
              aria-label={`Remove the bookmark of ${article.title}`}
              onClick={() => onRemove(article)}
            >
              {busy ? "Removing…" : "Remove"}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
