import { Button } from "@/components/ui/button";

/** What the button needs of an infinite query. */
interface NextPages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** Under a paged list: "Load more" while there is a next page, saying so while it loads. */
export function LoadMore({ list }: { list: NextPages }) {
  if (!list.hasNextPage) return null;
  return (
    <div className="mt-8 flex justify-center">
      <Button variant="outline" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
        {list.isFetchingNextPage ? "Loading..." : "Load more"}
      </Button>
    </div>
  );
}
