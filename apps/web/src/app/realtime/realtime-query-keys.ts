import type { RealtimeEventType } from "@hatchery/shared";
import type { QueryKey } from "@tanstack/react-query";
import { SUBSCRIPTIONS_QUERY_KEY } from "@/features/subscription/api/get-current-subscription";
import { INCUBATORS_QUERY_KEY_PREFIX } from "@/features/subscription/api/invalidate-membership-state";

/**
 * The queries each realtime event makes stale: the screens showing them refetch by themselves. A new
 * event type must be listed here (the record type says so).
 */
export const REALTIME_QUERY_KEYS: Record<RealtimeEventType, readonly QueryKey[]> = {
  "subscription.confirmed": [SUBSCRIPTIONS_QUERY_KEY, INCUBATORS_QUERY_KEY_PREFIX],
  "membership.changed": [INCUBATORS_QUERY_KEY_PREFIX],
};
