import type { RealtimeEventType } from "@hatchery/shared";
import type { QueryKey } from "@tanstack/react-query";
import { incubatorKeys } from "@/lib/query-keys/incubator-keys";
import { subscriptionKeys } from "@/lib/query-keys/subscription-keys";

/**
 * The queries each realtime event makes stale: the screens showing them refetch by themselves. A new
 * event type must be listed here (the record type says so).
 */
export const REALTIME_QUERY_KEYS: Record<RealtimeEventType, readonly QueryKey[]> = {
  "subscription.confirmed": [subscriptionKeys.all, incubatorKeys.all],
  "membership.changed": [incubatorKeys.all],
  // The position and application pages are still to come; they list their query keys here.
  "application.changed": [],
  "position.changed": [],
};
