import type { QueryClient } from "@tanstack/react-query";
import { applicationKeys, positionKeys } from "@/lib/query-keys/position-keys";
import { teamKeys } from "@/lib/query-keys/team-keys";

/**
 * What every step of an application changes: the application lists, the "Applied" state of positions,
 * and (once accepted) the team's members and seats. The realtime event `application.changed` names the
 * same keys for the other side.
 */
export function refreshAfterApplicationStep(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
    queryClient.invalidateQueries({ queryKey: positionKeys.all }),
    queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  ]);
}
