import { CircleAlertIcon } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError } from "@/lib/api-client";
import { useSubscriptionHistory } from "../api/list-subscription-history";
import { SubscriptionHistoryTable } from "./subscription-history-table";

const UNEXPECTED_ERROR_MESSAGE = "An unexpected error occurred. Please try again.";

/** Every subscription of the person, a page at a time: "Show more" reads the next page. */
export function SubscriptionHistory() {
  const history = useSubscriptionHistory();

  if (history.isPending) {
    return (
      <>
        <p role="status" className="sr-only">
          Loading your subscription history…
        </p>
        <Skeleton aria-hidden="true" className="h-32 w-full" />
      </>
    );
  }
  // A failed "Show more" keeps the pages already read; only a failed first page replaces the table.
  if (!history.data) {
    return (
      <Alert variant="destructive" role="alert">
        <CircleAlertIcon aria-hidden="true" />
        <AlertTitle>Your subscription history could not be loaded</AlertTitle>
        <AlertDescription className="flex flex-col items-start gap-3">
          <p>{history.error instanceof ApiError ? history.error.message : UNEXPECTED_ERROR_MESSAGE}</p>
          <Button
            variant="outline"
            size="sm"
            disabled={history.isFetching}
            onClick={() => void history.refetch()}
          >
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  const subscriptions = history.data.pages.flatMap((page) => page.items);
  return (
    <div className="space-y-4">
      <SubscriptionHistoryTable history={subscriptions} />
      {history.isFetchNextPageError && (
        <p role="alert" className="text-sm text-destructive">
          {history.error instanceof ApiError ? history.error.message : UNEXPECTED_ERROR_MESSAGE}
        </p>
      )}
      {history.hasNextPage && (
        <Button
          variant="outline"
          disabled={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
        >
          {history.isFetchingNextPage ? "Loading more…" : "Show more"}
        </Button>
      )}
    </div>
  );
}
