import { type NotificationListResponse, notificationEndpoints } from "@hatchery/shared";
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { notificationKeys } from "@/lib/query-keys/notification-keys";

/** What the list shows: every notification, or the unread ones only. */
export interface NotificationFilters {
  unreadOnly: boolean;
}

export function listNotifications(
  { unreadOnly }: NotificationFilters,
  page: { cursor?: string | null; limit?: number },
  signal?: AbortSignal,
): Promise<NotificationListResponse> {
  return callApi(notificationEndpoints.list, {
    query: {
      unread: unreadOnly ? "true" : undefined,
      cursor: page.cursor ?? undefined,
      limit: page.limit === undefined ? undefined : String(page.limit),
    },
    signal,
  });
}

/** The page's list, a page at a time. */
export function listNotificationsQueryOptions(filters: NotificationFilters) {
  return infiniteQueryOptions({
    queryKey: notificationKeys.list({ ...filters, view: "page" }),
    queryFn: ({ pageParam, signal }) => listNotifications(filters, { cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useNotifications(filters: NotificationFilters) {
  return useInfiniteQuery(listNotificationsQueryOptions(filters));
}

/** The latest few, for the bell's panel. */
export function useLatestNotifications(limit: number) {
  return useQuery(
    queryOptions({
      queryKey: notificationKeys.list({ view: "panel", limit }),
      queryFn: ({ signal }) => listNotifications({ unreadOnly: false }, { limit }, signal),
    }),
  );
}
