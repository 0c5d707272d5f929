import type { QueryClient } from "@tanstack/react-query";
import { SUBSCRIPTIONS_QUERY_KEY } from "./get-current-subscription";

/**
 * The incubator pages keep their queries under ['incubators'] (detail, list, viewer's membership and
 * subscription); features do not import each other, so this refreshes them by that prefix, along with
 * this feature's own subscription queries.
 */
export const INCUBATORS_QUERY_KEY_PREFIX = ["incubators"] as const;

/**
 * A subscription changed: the membership tier and the incubator pages may have changed with it. A query
 * already fetching keeps its request (`cancelRefetch: false`): it started after the change, so it is fresh.
 */
export function invalidateMembershipState(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [SUBSCRIPTIONS_QUERY_KEY, INCUBATORS_QUERY_KEY_PREFIX].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false }),
    ),
  );
}
