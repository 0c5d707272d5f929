import {
  type MarkAllNotificationsReadResponse,
  type NotificationResponse,
  notificationEndpoints,
} from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { notificationKeys } from "@/lib/query-keys/notification-keys";

export function markNotificationRead(id: string): Promise<NotificationResponse> {
  return callApi(notificationEndpoints.markRead, { params: { id } });
}

export function markAllNotificationsRead(): Promise<MarkAllNotificationsReadResponse> {
  return callApi(notificationEndpoints.markAllRead);
}

/*
 * The realtime stream refreshes every notification query too; refreshing here as well keeps this tab
 * right when the stream is down.
 */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
