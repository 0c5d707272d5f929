import type { QueryClient } from "@tanstack/react-query";
import { incubatorKeys } from "@/lib/query-keys/incubator-keys";
import { subscriptionKeys } from "@/lib/query-keys/subscription-keys";

/**
 * A subscription changed: the membership tier and the incubator pages (detail, list, the viewer's
 * membership and subscription) may have changed with it. A query already fetching keeps its request
 * (`cancelRefetch: false`): it started after the change, so it is fresh.
 */
export function invalidateMembershipState(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [subscriptionKeys.all, incubatorKeys.all].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false }),
    ),
  );
}
