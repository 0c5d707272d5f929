import type { QueryClient } from "@tanstack/react-query";
import { MENTORING_QUERY_ROOT } from "@/lib/query-keys/mentoring-session-keys";

/** An item shows on its session, the pair's later sessions and both dashboards: refresh them all. */
export function refreshAfterActionItemChange(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: MENTORING_QUERY_ROOT });
}
