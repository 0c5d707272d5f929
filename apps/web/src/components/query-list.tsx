import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { LoadMore, type LoadMoreLabels } from "@/components/load-more";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-client";
import { useDeferredFirstAnswer } from "@/lib/use-deferred-first-answer";

/** A cursor-paged list as an infinite query holds it (decision 013: every page is `{ items, … }`). */
export type PagedQuery<Item> = UseInfiniteQueryResult<InfiniteData<{ items: Item[] }>, Error>;

export interface QueryListProps<Item> {
  query: PagedQuery<Item>;
  /** Said to screen readers while the first page loads, e.g. "Loading teams…". */
  loadingLabel: string;
  /** The placeholder shapes shown while the first page loads; hidden from assistive technology. */
  skeleton: ReactNode;
  /** The heading of the failure, e.g. "The teams could not be loaded". */
  errorTitle: string;
  /** Shown when the list holds nothing. */
  empty: ReactNode;
  /**
   * When given, a polite status says how many items are shown once a page arrives, so a filter change
   * is heard as well as seen.
   */
  announce?: (count: number, hasNextPage: boolean) => string;
  loadMoreLabels?: LoadMoreLabels;
  loadMoreClassName?: string;
  /** The items read so far, every page in order. */
  children: (items: Item[]) => ReactNode;
}

/**
 * The states of a paged list in one place: loading, a failed first page with "Try again", empty, and
 * the items with "Load more". A failed next page keeps the pages already read and says why under them.
 */
export function QueryList<Item>({
  query,
  loadingLabel,
  skeleton,
  errorTitle,
  empty,
  announce,
  loadMoreLabels,
  loadMoreClassName,
  children,
}: QueryListProps<Item>) {
  /*
   * The first answer renders in a transition, in slices that let the browser handle input in between,
   * and the placeholder stays until it has; later answers (a next page, an optimistic change) show at
   * once (decision 071).
   */
  const data = useDeferredFirstAnswer(query.data);
  if (query.isPending || (query.data !== undefined && data === undefined)) {
    return (
      <>
        <p role="status" className="sr-only">
          {loadingLabel}
        </p>
        <div aria-hidden="true">{skeleton}</div>
      </>
    );
  }
  // Only a first page that failed replaces the list: a failed next page or refresh keeps what was read.
  if (query.data === undefined) {
    return (
      <Alert variant="destructive" role="alert">
        <AlertTitle>{errorTitle}</AlertTitle>
        <AlertDescription className="flex flex-col items-start gap-3">
          <p>{errorMessage(query.error)}</p>
          <Button
            variant="outline"
            size="sm"
            disabled={query.isFetching}
            onClick={() => void query.refetch()}
          >
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  const items = query.data.pages.flatMap((page) => page.items);
  return (
    <>
      {announce && (
        <p role="status" className="sr-only">
          {announce(items.length, query.hasNextPage)}
        </p>
      )}
      {items.length === 0 ? empty : children(items)}
      <LoadMore list={query} labels={loadMoreLabels} className={loadMoreClassName} />
      {query.isFetchNextPageError && (
        <p role="alert" className="mt-4 text-center text-sm text-destructive">
          {errorMessage(query.error)}
        </p>
      )}
    </>
  );
}
