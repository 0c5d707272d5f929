import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/** What the button needs of an infinite query. */
export interface NextPages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** The words of the button, idle and while the next page loads. */
export interface LoadMoreLabels {
  idle: string;
  busy: string;
}

export const LOAD_MORE_LABELS: LoadMoreLabels = { idle: "Load more", busy: "Loading..." };

/** Under a paged list: "Load more" while there is a next page, saying so while it loads. */
export function LoadMore({
  list,
  labels = LOAD_MORE_LABELS,
  className,
}: {
  list: NextPages;
  labels?: LoadMoreLabels;
  className?: string;
}) {
  if (!list.hasNextPage) return null;
  return (
    <div className={cn("mt-8 flex justify-center", className)}>
      <Button variant="outline" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
        {list.isFetchingNextPage ? labels.busy : labels.idle}
      </Button>
    </div>
  );
}
