import { type FeedItem, type FeedMode, type FeedPage, feedEndpoints } from "@hatchery/shared";
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { feedKeys } from "@/lib/query-keys/feed-keys";
import { type FeedTarget, feedKeyOf } from "./feed-target";

export function listFeed(
  target: FeedTarget,
  query: { mode: FeedMode; cursor?: string; limit?: number },
  signal?: AbortSignal,
): Promise<FeedPage> {
  const sent = {
    mode: query.mode,
    cursor: query.cursor,
    limit: query.limit === undefined ? undefined : String(query.limit),
  };
  if (target.kind === "home") return callApi(feedEndpoints.home, { query: sent, signal });
  const endpoint = target.kind === "team" ? feedEndpoints.teamFeed : feedEndpoints.incubatorFeed;
  return callApi(endpoint, { params: { slug: target.slug }, query: sent, signal });
}

/** The order an address asks for (`?mode=top`), "latest" by default. */
export function readFeedMode(value: string | null): FeedMode {
  return value === "top" ? "top" : "latest";
}

export function feedQueryOptions(target: FeedTarget, mode: FeedMode) {
  return infiniteQueryOptions({
    queryKey: feedKeys.page(feedKeyOf(target), mode),
    queryFn: ({ pageParam, signal }) => listFeed(target, { mode, cursor: pageParam ?? undefined }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useFeed(target: FeedTarget, mode: FeedMode) {
  return useInfiniteQuery(feedQueryOptions(target, mode));
}

/** How often the head of a feed whose new items do not reach the reader's stream is read again. */
export const FEED_HEAD_POLL_MS = 60_000;

/**
 * The newest items of the feed. Each new item's realtime event refetches it, and the page counts those
 * newer than what it shows: the "N new posts" pill. Nothing moves under the reader until they ask. A
 * reader outside the feed's live audience (`live` false: an administrator, say) gets the head read
 * every `FEED_HEAD_POLL_MS` instead, while the page is in view.
 */
export function useFeedHead(target: FeedTarget, enabled: boolean, live: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: feedKeys.head(feedKeyOf(target)),
    queryFn: ({ signal }) => listFeed(target, { mode: "latest" }, signal),
    /*
     * The head starts as the first page of "Latest" the page read a moment ago: the same request, which
     * the page would otherwise send again as soon as it showed (issue 29). A realtime event refetches it.
     */
    initialData: () => latestFirstPage(queryClient, target)?.page,
    initialDataUpdatedAt: () => latestFirstPage(queryClient, target)?.updatedAt,
    enabled,
    refetchInterval: live ? false : FEED_HEAD_POLL_MS,
    select: (page) => page.items,
  });
}

function latestFirstPage(queryClient: QueryClient, target: FeedTarget) {
  const key = feedKeys.page(feedKeyOf(target), "latest");
  const page = queryClient.getQueryData<InfiniteData<FeedPage, string | null>>(key)?.pages[0];
  return page && { page, updatedAt: queryClient.getQueryState(key)?.dataUpdatedAt };
}

/**
 * The items of the loaded pages, each once. "Top this week" pages by rank, and an item's rank moves
 * when it gets reactions or comments: one that sinks below the cursor between two pages comes again
 * on the next, where it stays in the place the reader first saw it. (One that rises above the cursor
 * is in the part already read, so it shows on the next visit.)
 */
export function itemsOfPages(pages: readonly FeedPage[] | undefined): FeedItem[] {
  const seen = new Set<string>();
  const items: FeedItem[] = [];
  for (const item of pages?.flatMap((page) => page.items) ?? []) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    items.push(item);
  }
  return items;
}

/** Puts new items on top of the loaded "Latest" pages, keeping every page already read below them. */
export function prependItems(queryClient: QueryClient, target: FeedTarget, items: readonly FeedItem[]): void {
  queryClient.setQueryData<InfiniteData<FeedPage, string | null>>(
    feedKeys.page(feedKeyOf(target), "latest"),
    (data) => {
      if (!data || items.length === 0) return data;
      const [first, ...rest] = data.pages;
      if (!first) return data;
      const known = new Set(data.pages.flatMap((page) => page.items.map((item) => item.id)));
      const fresh = items.filter((item) => !known.has(item.id));
      return { ...data, pages: [{ ...first, items: [...fresh, ...first.items] }, ...rest] };
    },
  );
}

/** Replaces one item wherever a loaded feed shows it. */
export function replaceItem(queryClient: QueryClient, item: FeedItem): void {
  queryClient.setQueriesData<InfiniteData<FeedPage, string | null>>({ queryKey: feedKeys.pages() }, (data) =>
    data === undefined
      ? data
      : {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((shown) => (shown.id === item.id ? item : shown)),
            pinned: page.pinned.map((shown) => (shown.id === item.id ? item : shown)),
          })),
        },
  );
}
