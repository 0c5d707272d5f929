import { type NotificationUnreadCountResponse, notificationEndpoints } from "@hatchery/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { notificationKeys } from "@/lib/query-keys/notification-keys";

export function getUnreadNotificationCount(signal?: AbortSignal): Promise<NotificationUnreadCountResponse> {
  return callApi(notificationEndpoints.unreadCount, { signal });
}

/**
 * The bell's count. It stays fresh through the realtime stream (`notification.changed`), so it is not
 * asked for again on every focus or page.
 */
export function getUnreadNotificationCountQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.unreadCount(),
    queryFn: ({ signal }) => getUnreadNotificationCount(signal),
    staleTime: 60_000,
  });
}

export function useUnreadNotificationCount(enabled: boolean) {
  return useQuery({ ...getUnreadNotificationCountQueryOptions(), enabled });
}
