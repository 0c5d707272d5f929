import type { Application } from "@hatchery/shared";
import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { ApplicationCard } from "./application-card";

/** A page-at-a-time list of applications with its loading, error and empty states. */
export function ApplicationList({
  query,
  mode,
  empty,
  loadingLabel,
}: {
  query: UseInfiniteQueryResult<InfiniteData<{ items: Application[] }>>;
  mode: "review" | "applicant";
  empty: string;
  loadingLabel: string;
}) {
  if (query.isPending) {
    return (
      <div className="grid gap-3">
        <p role="status" className="sr-only">
          {loadingLabel}
        </p>
        <Skeleton aria-hidden="true" className="h-24 w-full" />
        <Skeleton aria-hidden="true" className="h-24 w-full" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-2 text-sm">
        <p className="text-destructive">{errorMessage(query.error)}</p>
        <Button size="sm" variant="outline" onClick={() => query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <div className="grid gap-3">
      <ul className="grid gap-3">
        {items.map((application) => (
          <li key={application.id}>
            <ApplicationCard application={application} mode={mode} />
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          disabled={query.isFetchingNextPage}
          onClick={() => query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? "Loading..." : "Show more"}
        </Button>
      )}
    </div>
  );
}
