import {
  type NotificationPreferencesResponse,
  notificationEndpoints,
  type UpdateNotificationPreferencesInput,
} from "@hatchery/shared";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { notificationKeys } from "@/lib/query-keys/notification-keys";

export function getNotificationPreferences(signal?: AbortSignal): Promise<NotificationPreferencesResponse> {
  return callApi(notificationEndpoints.preferences, { signal });
}

export function getNotificationPreferencesQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.preferences(),
    queryFn: ({ signal }) => getNotificationPreferences(signal),
  });
}

export function useNotificationPreferences() {
  return useQuery(getNotificationPreferencesQueryOptions());
}

export function updateNotificationPreferences(
  changes: UpdateNotificationPreferencesInput,
): Promise<NotificationPreferencesResponse> {
  return callApi(notificationEndpoints.updatePreferences, { body: changes });
}

/** Saves one change at a time; the answer (every preference) replaces what the cache holds. */
export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: (preferences) => queryClient.setQueryData(notificationKeys.preferences(), preferences),
  });
}
