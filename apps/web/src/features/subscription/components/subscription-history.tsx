import { QueryList } from "@/components/query-list";
import { Skeleton } from "@/components/ui/skeleton";
import { useSubscriptionHistory } from "../api/list-subscription-history";
import { SubscriptionHistoryTable } from "./subscription-history-table";

const SHOW_MORE_LABELS = { idle: "Show more", busy: "Loading more…" };

/** Every subscription of the person, a page at a time: "Show more" reads the next page. */
export function SubscriptionHistory() {
  const history = useSubscriptionHistory();
  return (
    <div className="space-y-4">
      <QueryList
        query={history}
        loadingLabel="Loading your subscription history…"
        skeleton={<Skeleton className="h-32 w-full" />}
        errorTitle="Your subscription history could not be loaded"
        empty={<p className="text-muted-foreground">You have no subscriptions yet, past or present.</p>}
        loadMoreLabels={SHOW_MORE_LABELS}
        loadMoreClassName="mt-0 justify-start"
      >
        {(subscriptions) => <SubscriptionHistoryTable history={subscriptions} />}
      </QueryList>
    </div>
  );
}
