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

/** The preferences as they are once `changes` are saved. */
export function withChanges(
  preferences: NotificationPreferencesResponse,
  changes: UpdateNotificationPreferencesInput,
): NotificationPreferencesResponse {
  return {
    kinds: preferences.kinds.map((entry) => ({
      ...entry,
      delivery: changes.deliveries?.[entry.kind] ?? entry.delivery,
    })),
    digestFrequency: changes.digestFrequency ?? preferences.digestFrequency,
  };
}

/**
 * Saves one change at a time. The choice shows at once (the radio the person picked stays picked), is
 * put back if the server refuses it, and the answer (every preference) replaces what the cache holds.
 */
export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  const key = notificationKeys.preferences();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onMutate: async (changes) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<NotificationPreferencesResponse>(key);
      if (previous) queryClient.setQueryData(key, withChanges(previous, changes));
      return { previous };
    },
    onError: (_error, _changes, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (preferences) => queryClient.setQueryData(key, preferences),
  });
}
